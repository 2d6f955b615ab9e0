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
          award_min: 'Day-7 award from',
          award_max: 'Day-7 award to',
          month_sign_ins: 'Sign-ins for the month packet',
          month_packet_min: 'Month packet from',
          month_packet_max: 'Month packet to',
          registration_min: 'Registration packet from',
          registration_max: 'Registration packet to',
        },
        help: {
          award: 'Random award added on day 7 of the streak',
          month_packet: 'Paid once a month after this many sign-ins in a month with a recharge',
          registration: 'Credited once to every new player',
        },
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
          award_min: '第 7 天奖励最小值',
          award_max: '第 7 天奖励最大值',
          month_sign_ins: '月度红包所需签到次数',
          month_packet_min: '月度红包最小值',
          month_packet_max: '月度红包最大值',
          registration_min: '注册红包最小值',
          registration_max: '注册红包最大值',
        },
        help: {
          award: '连续签到第 7 天额外获得的随机奖励',
          month_packet: '在有充值的月份签到满此次数后，每月发放一次',
          registration: '每位新玩家发放一次',
        },
      },
    },
  },
);
