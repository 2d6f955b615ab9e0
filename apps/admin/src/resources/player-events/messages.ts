import { defineMessages } from '../../i18n/define-messages';

export const playerEventMessages = defineMessages(
  {
    resources: {
      'player-events': {
        name: 'Ledger event |||| Ledger events',
        fields: {
          version: 'Version',
          sentence: 'What happened',
          type: 'Event type',
          amount: 'Amount',
          balance_after: 'Balance after',
          global_position: 'Log position',
          data: 'Data',
          metadata: 'Metadata',
          created_at: 'Time',
        },
        action: { show_json: 'Raw JSON', hide_json: 'Hide JSON' },
      },
    },
  },
  {
    resources: {
      'player-events': {
        name: '账本事件',
        fields: {
          version: '版本',
          sentence: '发生了什么',
          type: '事件类型',
          amount: '金额',
          balance_after: '变动后余额',
          global_position: '日志位置',
          data: '数据',
          metadata: '元数据',
          created_at: '时间',
        },
        action: { show_json: '原始 JSON', hide_json: '收起 JSON' },
      },
    },
  },
);
