import { defineMessages } from '../../i18n/define-messages';

export const staffMessages = defineMessages(
  {
    resources: {
      staff: {
        name: 'Staff member |||| Staff',
        fields: {
          id: 'ID',
          email: 'Email',
          role: 'Role',
          disabled: 'Disabled',
          password: 'Password',
          created_at: 'Created',
          q: 'Search email',
        },
        help: {
          password: '10 to 256 characters, stored as argon2id',
          new_password: 'Leave empty to keep it; a new password ends their sessions',
          disabled: 'A disabled member cannot sign in; their sessions end at once',
        },
      },
    },
  },
  {
    resources: {
      staff: {
        name: '员工',
        fields: {
          id: 'ID',
          email: '邮箱',
          role: '角色',
          disabled: '已停用',
          password: '密码',
          created_at: '创建时间',
          q: '搜索邮箱',
        },
        help: {
          password: '10 到 256 个字符，以 argon2id 保存',
          new_password: '留空则不修改；设置新密码会结束其所有会话',
          disabled: '停用后无法登录，其会话立即结束',
        },
      },
    },
  },
);
