import { defineMessages } from '../../i18n/define-messages';

export const welfarePayoutMessages = defineMessages(
  {
    resources: {
      'welfare-payouts': {
        name: 'Welfare paid per day |||| Welfare paid per day',
        fields: {
          from: 'From day',
          to: 'To day (inclusive)',
          day: 'Day (UTC)',
          sign_in_packets: 'Sign-in packets',
          sign_in_count: '#',
          registration_packets: 'Registration packets',
          registration_count: '#',
          red_packets: 'Red packets',
          red_packet_count: '#',
          free_boxes: 'Free boxes (items)',
          free_box_count: '#',
          ranking_rewards: 'Ranking rewards',
          ranking_count: '#',
          rebates: 'Rebates (battle, VIP)',
          rebate_count: '#',
          other: 'Other (tasks, first recharge, referral)',
          other_count: '#',
          total: 'Total',
        },
      },
    },
  },
  {
    resources: {
      'welfare-payouts': {
        name: '每日福利发放',
        fields: {
          from: '开始日期',
          to: '结束日期（含）',
          day: '日期（UTC）',
          sign_in_packets: '签到红包',
          sign_in_count: '笔数',
          registration_packets: '注册红包',
          registration_count: '笔数',
          red_packets: '红包',
          red_packet_count: '笔数',
          free_boxes: '免费箱子（饰品）',
          free_box_count: '个数',
          ranking_rewards: '排行奖励',
          ranking_count: '笔数',
          rebates: '返利（对战、VIP）',
          rebate_count: '笔数',
          other: '其他（任务、首充、推广）',
          other_count: '笔数',
          total: '合计',
        },
      },
    },
  },
);
