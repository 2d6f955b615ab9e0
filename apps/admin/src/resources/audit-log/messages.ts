import { defineMessages } from '../../i18n/define-messages';

export const auditLogMessages = defineMessages(
  {
    resources: {
      'audit-log': {
        name: 'Audit-log entry |||| Audit log',
        fields: {
          id: 'ID',
          at: 'When',
          staff_id: 'Staff id',
          staff_email: 'Staff member',
          role: 'Role',
          action: 'Action',
          resource: 'Resource',
          resource_id: 'Record',
          before: 'Before',
          after: 'After',
          reason: 'Reason',
          ip: 'IP',
          from: 'From',
          to: 'Until',
          changes: 'Changes',
        },
        message: {
          field: 'Field',
          nothing_changed: 'No field changed',
        },
      },
    },
  },
  {
    resources: {
      'audit-log': {
        name: '审计日志',
        fields: {
          id: 'ID',
          at: '时间',
          staff_id: '员工 ID',
          staff_email: '员工',
          role: '角色',
          action: '操作',
          resource: '资源',
          resource_id: '记录',
          before: '修改前',
          after: '修改后',
          reason: '原因',
          ip: 'IP',
          from: '起始',
          to: '截止',
          changes: '变更',
        },
        message: {
          field: '字段',
          nothing_changed: '没有字段变化',
        },
      },
    },
  },
);
