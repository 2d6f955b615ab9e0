import { defineMessages } from '../../i18n/define-messages';

export const packageMessages = defineMessages(
  {
    resources: {
      packages: {
        name: 'Recharge package |||| Recharge packages',
        fields: {
          id: 'ID',
          bean: 'Coins',
          price: 'Price',
          enabled: 'Offered',
          sort_order: 'Sort order',
          q: 'Search id',
        },
        help: { id: 'Optional: letters, digits, - and _; default pkg-{coins}' },
      },
    },
  },
  {
    resources: {
      packages: {
        name: '充值套餐',
        fields: {
          id: 'ID',
          bean: '金币',
          price: '价格',
          enabled: '上架',
          sort_order: '排序',
          q: '搜索 ID',
        },
        help: { id: '选填：字母、数字、- 和 _；默认 pkg-{金币数}' },
      },
    },
  },
);
