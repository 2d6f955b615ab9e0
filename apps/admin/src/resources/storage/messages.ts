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
        action: { freeze: 'Freeze item', unfreeze: 'Unfreeze item' },
        message: {
          freeze: 'A frozen item stays the player’s, but cannot be recycled, extracted or staked until unfrozen.',
          unfreeze: 'The player may recycle, extract and stake the item again.',
          frozen: 'Item frozen',
          unfrozen: 'Item unfrozen',
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
        action: { freeze: '冻结饰品', unfreeze: '解冻饰品' },
        message: {
          freeze: '冻结后饰品仍属于玩家，但在解冻前不能回收、提取或用于游戏。',
          unfreeze: '玩家将可以重新回收、提取和使用该饰品。',
          frozen: '饰品已冻结',
          unfrozen: '饰品已解冻',
        },
      },
    },
  },
);
