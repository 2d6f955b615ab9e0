import { defineMessages } from '../../i18n/define-messages';

export const firstBonusMessages = defineMessages(
  {
    resources: {
      'first-bonuses': {
        name: 'First-recharge bonus |||| First-recharge bonuses',
        fields: {
          id: 'Package coins',
          bean: 'Package coins',
          bonus: 'Bonus coins',
          description: 'Description (Chinese)',
          description_en: 'Description (English)',
        },
        help: { bean: 'The coins of the package it goes with, e.g. 100.00' },
      },
    },
  },
  {
    resources: {
      'first-bonuses': {
        name: '首充奖励',
        fields: {
          id: '套餐金币',
          bean: '套餐金币',
          bonus: '奖励金币',
          description: '描述（中文）',
          description_en: '描述（英文）',
        },
        help: { bean: '对应套餐的金币数，如 100.00' },
      },
    },
  },
);
