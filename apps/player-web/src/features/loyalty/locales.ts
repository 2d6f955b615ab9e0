import type { Namespace } from '@/locales/translation';

const en = {
  promotion: {
    title: 'Promotion centre',
    inviteCode: 'Your invite code',
    inviteLink: 'Your invite link',
    copy: 'Copy',
    level: 'Promotion level',
    invited: 'Players invited',
    inviteTotal: "Invitees' total recharge",
    levels: 'Promotion levels',
    levelName: 'Level',
    threshold: "Invitees' recharge from",
    rebate: 'Commission',
    description: 'Description',
  },
  inviteCodeForm: {
    title: 'Choose your own invite code',
    explain:
      'Pick a code that is easy to share. You can choose once; your current code keeps working for links you already shared.',
    label: 'New invite code',
    rule: '4 to 16 letters and digits, at least one letter',
    save: 'Save code',
    chosen: 'You chose this code yourself; it can be set only once.',
    failed: 'The code could not be saved; please try again',
  },
  vip: {
    title: 'VIP',
    name: 'VIP {{level}}',
    current: 'Your level',
    rebate: 'Rebate',
    total: 'Total recharge',
    toNext: 'Recharge to VIP {{level}}',
    level: 'Level',
    threshold: 'Total recharge from',
    description: 'Description',
  },
};

export const loyalty: Namespace<typeof en> = {
  en,
  zh: {
    promotion: {
      title: '推广中心',
      inviteCode: '我的邀请码',
      inviteLink: '我的邀请链接',
      copy: '复制',
      level: '推广等级',
      invited: '已邀请人数',
      inviteTotal: '下级累计充值',
      levels: '推广等级说明',
      levelName: '等级',
      threshold: '下级充值达到',
      rebate: '佣金比例',
      description: '说明',
    },
    inviteCodeForm: {
      title: '自定义邀请码',
      explain: '选择一个便于分享的邀请码。只能设置一次；已分享出去的旧邀请码链接仍然有效。',
      label: '新邀请码',
      rule: '4–16 位字母或数字，至少包含一个字母',
      save: '保存邀请码',
      chosen: '这是您自定义的邀请码，只能设置一次。',
      failed: '邀请码保存失败，请重试',
    },
    vip: {
      title: 'VIP',
      name: 'VIP{{level}}',
      current: '当前等级',
      rebate: '返利',
      total: '累计充值',
      toNext: '距 VIP {{level}} 还需充值',
      level: '等级',
      threshold: '累计充值达到',
      description: '说明',
    },
  },
};
