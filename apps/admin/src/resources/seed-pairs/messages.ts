import { defineMessages } from '../../i18n/define-messages';

export const seedPairMessages = defineMessages(
  {
    resources: {
      'seed-pairs': {
        name: 'Seed pair |||| Seed pairs',
        fields: {
          id: 'Pair id',
          server_seed_hash: 'Server seed hash',
          client_seed: 'Client seed',
          server_seed: 'Server seed (once revealed)',
          nonce: 'Draws',
          created_at: 'Committed',
          revealed_at: 'Revealed',
        },
      },
    },
  },
  {
    resources: {
      'seed-pairs': {
        name: '种子对',
        fields: {
          id: '种子对 ID',
          server_seed_hash: '服务端种子哈希',
          client_seed: '客户端种子',
          server_seed: '服务端种子（公开后）',
          nonce: '抽取次数',
          created_at: '承诺时间',
          revealed_at: '公开时间',
        },
      },
    },
  },
);
