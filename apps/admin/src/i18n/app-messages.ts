// The console's shared texts (menu, actions, validation, errors); each resource keeps its own in its
// folder (messages.ts), a game its menu heading too (src/resources/<game>/messages.ts).
import { defineMessages } from './define-messages';

export const appMessages = defineMessages(
  {
    // Staff sign in with their email.
    ra: { auth: { username: 'Email' } },
    app: {
      title: 'Lootledger back office',
      menu: {
        dashboard: 'Dashboard',
        players: 'Players',
        catalogue: 'Catalogue',
        payments: 'Payments',
        deliveries: 'Deliveries',
        welfare: 'Welfare',
        content: 'Content',
        config: 'Configuration',
        staff: 'Staff and audit',
        loyalty: 'Points, shop and tasks',
      },
      field: {
        reason: 'Reason',
        reason_optional: 'Reason (optional)',
        name: 'Name',
        name_zh: 'Name (Chinese)',
        name_en: 'Name (English)',
        description_zh: 'Description (Chinese)',
        description_en: 'Description (English)',
      },
      help: {
        reason_audit: 'Kept in the audit log with the change',
      },
      validation: {
        amount: 'Enter an amount with two decimals, e.g. 100.00',
        positive_amount: 'Enter an amount above 0.00 with two decimals, e.g. 100.00',
        percent: 'Enter a percent from 0.00 to 100.00 with two decimals',
        integer: 'Enter a whole number of at least %{min}',
      },
      error: {
        network: 'The server cannot be reached',
      },
      role: {
        admin: 'Administrator',
        support: 'Support',
        finance: 'Finance',
        content: 'Content editor',
        auditor: 'Auditor',
      },
      welcome: {
        title: 'Welcome, %{email}',
        role: 'Signed in as %{role}. The menu shows what your role may use.',
      },
      language: 'Language',
    },
  },
  {
    ra: { auth: { username: '邮箱' } },
    app: {
      title: 'Lootledger 后台',
      menu: {
        dashboard: '仪表盘',
        players: '玩家',
        catalogue: '商品目录',
        payments: '支付',
        deliveries: '发货',
        welfare: '福利',
        content: '内容',
        config: '配置',
        staff: '员工与审计',
        loyalty: '积分、商城与任务',
      },
      field: {
        reason: '原因',
        reason_optional: '原因（选填）',
        name: '名称',
        name_zh: '名称（中文）',
        name_en: '名称（英文）',
        description_zh: '描述（中文）',
        description_en: '描述（英文）',
      },
      help: {
        reason_audit: '与本次修改一起记入审计日志',
      },
      validation: {
        amount: '请输入两位小数的金额，如 100.00',
        positive_amount: '请输入大于 0.00 的两位小数金额，如 100.00',
        percent: '请输入 0.00 到 100.00 之间的两位小数百分比',
        integer: '请输入不小于 %{min} 的整数',
      },
      error: {
        network: '无法连接服务器',
      },
      role: {
        admin: '管理员',
        support: '客服',
        finance: '财务',
        content: '内容编辑',
        auditor: '审计员',
      },
      welcome: {
        title: '欢迎，%{email}',
        role: '当前角色：%{role}。菜单只显示您的角色可以使用的功能。',
      },
      language: '语言',
    },
  },
);
