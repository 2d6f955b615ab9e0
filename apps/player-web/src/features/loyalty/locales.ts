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
