import { defineMessages } from '../i18n/define-messages';

export const dashboardMessages = defineMessages(
  {
    dashboard: {
      title: 'Dashboard',
      from: 'From',
      to: 'To (inclusive)',
      bucket: 'Per',
      buckets: { day: 'Day', week: 'Week', month: 'Month' },
      ranges: { d7: '7 days', d30: '30 days', d90: '90 days', m12: '12 months' },
      apply: 'Show',
      totals: {
        deposits: 'Deposits',
        card_codes: 'Card codes redeemed',
        withdrawals: 'Withdrawals (extracted value)',
        ggr: 'Gross gaming revenue',
        boxes_opened: 'Boxes opened',
        player_balances: "Player balances (house's liability)",
        count: '%{count} payment |||| %{count} payments',
        as_of: 'as of %{time}',
        ggr_detail: 'spent %{spent} − granted %{granted}',
      },
      charts: {
        money: 'Deposits, withdrawals and GGR',
        rtp: 'RTP per box: actual over the range vs. configured',
        actual: 'Actual',
        configured: 'Configured',
        not_opened: 'not opened',
        no_data: 'Nothing in this range',
      },
    },
  },
  {
    dashboard: {
      title: '仪表盘',
      from: '开始',
      to: '结束（含当天）',
      bucket: '粒度',
      buckets: { day: '按日', week: '按周', month: '按月' },
      ranges: { d7: '7 天', d30: '30 天', d90: '90 天', m12: '12 个月' },
      apply: '查看',
      totals: {
        deposits: '充值',
        card_codes: '卡密兑换',
        withdrawals: '提取（饰品价值）',
        ggr: '游戏毛收入',
        boxes_opened: '开箱次数',
        player_balances: '玩家余额（平台负债）',
        count: '%{count} 笔',
        as_of: '截至 %{time}',
        ggr_detail: '消费 %{spent} − 产出 %{granted}',
      },
      charts: {
        money: '充值、提取与毛收入',
        rtp: '各箱子返奖率：区间实际 vs 配置',
        actual: '实际',
        configured: '配置',
        not_opened: '未开启',
        no_data: '此区间没有数据',
      },
    },
  },
);
