// The contract game's texts beyond its resources': its menu heading and its switch on the site settings.
import { defineMessages } from '../../i18n/define-messages';

export const contractGameMessages = defineMessages(
  {
    app: { menu: { contracts: 'Contracts' } },
    resources: { settings: { features: { contract: 'Contract' } } },
  },
  {
    app: { menu: { contracts: '汰换合同' } },
    resources: { settings: { features: { contract: '汰换合同' } } },
  },
);
