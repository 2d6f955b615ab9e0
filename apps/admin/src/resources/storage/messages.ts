import { defineMessages } from '../../i18n/define-messages';

export const storageMessages = defineMessages(
  {
    resources: {
      storage: {
        name: 'Item |||| Items',
        fields: {
          id: 'Storage id',
          name: 'Item',
          bean: 'Value',
          status_alias: 'Status',
          source: 'Source',
          bill_id: 'Bill',
          back_message: 'Returned because',
          created_at: 'Received',
          updated_at: 'Updated',
        },
      },
    },
  },
  {
    resources: {
      storage: {
        name: '饰品',
        fields: {
          id: '背包 ID',
          name: '饰品',
          bean: '价值',
          status_alias: '状态',
          source: '来源',
          bill_id: '提货单',
          back_message: '退回原因',
          created_at: '获得时间',
          updated_at: '更新时间',
        },
      },
    },
  },
);
