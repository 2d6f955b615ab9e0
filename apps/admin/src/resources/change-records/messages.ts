import { defineMessages } from '../../i18n/define-messages';

export const changeRecordMessages = defineMessages(
  {
    resources: {
      'change-records': {
        name: 'Change record |||| Change records',
        fields: {
          created_at: 'Time',
          version: 'Version',
          type_alias: 'Income / expense',
          change_type_alias: 'Change type',
          bean: 'Amount',
          final_bean: 'Balance after',
          reference: 'Reference',
          counter_account: 'Counter-account',
          actor_type: 'Actor',
          actor_id: 'Actor id',
        },
      },
    },
  },
  {
    resources: {
      'change-records': {
        name: '收支明细',
        fields: {
          created_at: '时间',
          version: '版本',
          type_alias: '收入/支出',
          change_type_alias: '变动类型',
          bean: '金额',
          final_bean: '变动后余额',
          reference: '关联单号',
          counter_account: '对方账户',
          actor_type: '操作方',
          actor_id: '操作方 ID',
        },
      },
    },
  },
);
