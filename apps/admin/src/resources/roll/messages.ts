// The ROLL rooms' texts beyond their resource's: the menu heading and the switch on the site settings.
import { defineMessages } from '../../i18n/define-messages';

export const rollGameMessages = defineMessages(
  {
    app: { menu: { roll: 'ROLL rooms' } },
    resources: { settings: { features: { roll: 'ROLL rooms' } } },
  },
  {
    app: { menu: { roll: 'ROLL房间' } },
    resources: { settings: { features: { roll: 'ROLL房' } } },
  },
);
