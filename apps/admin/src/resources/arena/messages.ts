// The arena's texts beyond its resources': its menu heading and its switch on the site settings.
import { defineMessages } from '../../i18n/define-messages';

export const arenaMessages = defineMessages(
  {
    app: { menu: { arena: 'Arena' } },
    resources: { settings: { features: { battles: 'Battles' } } },
  },
  {
    app: { menu: { arena: '竞技场' } },
    resources: { settings: { features: { battles: '盲盒对战' } } },
  },
);
