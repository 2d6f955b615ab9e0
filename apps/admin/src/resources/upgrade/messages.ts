// The upgrade game's texts beyond its resources': its menu heading and its switch on the site settings.
import { defineMessages } from '../../i18n/define-messages';

export const upgradeGameMessages = defineMessages(
  {
    app: { menu: { upgrade: 'Upgrade' } },
    resources: { settings: { features: { upgrade: 'Upgrade' } } },
  },
  {
    app: { menu: { upgrade: '追梦' } },
    resources: { settings: { features: { upgrade: '追梦' } } },
  },
);
