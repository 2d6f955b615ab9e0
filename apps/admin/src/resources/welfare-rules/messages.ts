import { defineMessages } from '../../i18n/define-messages';

export const welfareRuleMessages = defineMessages(
  {
    resources: {
      'welfare-rules': {
        name: 'Sign-in and packet rules |||| Sign-in and packet rules',
        fields: {
          days: 'Day amounts (1–7)',
          day1: 'Day 1',
          day2: 'Day 2',
          day3: 'Day 3',
          day4: 'Day 4',
          day5: 'Day 5',
          day6: 'Day 6',
          day7: 'Day 7',
          award_tiers: 'Day-7 award tiers',
          award_expected_value: 'Day-7 award, expected value',
          month_sign_ins: 'Sign-ins for the month packet',
          month_packet_tiers: 'Month packet tiers',
          month_packet_expected_value: 'Month packet, expected value',
          registration_tiers: 'Registration packet tiers',
          registration_expected_value: 'Registration packet per new player, expected value',
          tier_amount: 'Amount',
          tier_weight: 'Weight',
        },
        help: {
          award: 'Random award added on day 7 of the streak: one tier drawn, by weight',
          month_packet:
            'Paid once a month after this many sign-ins in a month with a recharge: one tier drawn, by weight',
          registration: 'Credited once to every new player: one tier drawn, by weight (1–20 tiers)',
        },
        ev: 'Expected value: %{value} (Σ amount × weight ÷ Σ weight, rounded half up to 0.01)',
        ev_incomplete: 'Expected value: complete every tier (an amount above 0.00 and a whole weight from 1)',
        cheapest_box: 'cheapest box %{price}',
        ev_above_box: 'each new player costs more than the cheapest box',
        too_many_tiers: 'At most 20 tiers',
      },
    },
  },
  {
    resources: {
      'welfare-rules': {
        name: '签到与红包规则',
        fields: {
          days: '每日金额（1–7 天）',
          day1: '第 1 天',
          day2: '第 2 天',
          day3: '第 3 天',
          day4: '第 4 天',
          day5: '第 5 天',
          day6: '第 6 天',
          day7: '第 7 天',
          award_tiers: '第 7 天奖励档位',
          award_expected_value: '第 7 天奖励期望值',
          month_sign_ins: '月度红包所需签到次数',
          month_packet_tiers: '月度红包档位',
          month_packet_expected_value: '月度红包期望值',
          registration_tiers: '注册红包档位',
          registration_expected_value: '每位新玩家注册红包期望值',
          tier_amount: '金额',
          tier_weight: '权重',
        },
        help: {
          award: '连续签到第 7 天额外获得的随机奖励：按权重抽取一档',
          month_packet: '在有充值的月份签到满此次数后，每月发放一次：按权重抽取一档',
          registration: '每位新玩家发放一次：按权重抽取一档（1–20 档）',
        },
        ev: '期望值：%{value}（Σ 金额 × 权重 ÷ Σ 权重，四舍五入到 0.01）',
        ev_incomplete: '期望值：请填写完整每一档（金额大于 0.00，权重为不小于 1 的整数）',
        cheapest_box: '最便宜的箱子 %{price}',
        ev_above_box: '每位新玩家的成本高于最便宜的箱子',
        too_many_tiers: '最多 20 档',
      },
    },
  },
);
