import { defineMessages } from '../../../i18n/define-messages';

export const arenaRuleMessages = defineMessages(
  {
    resources: {
      'arena-ranking-rewards': {
        name: 'Daily ranking reward |||| Daily ranking rewards',
        fields: { rank_from: 'From rank', rank_to: 'To rank', amount: 'Reward (coins)' },
        help: { amount: "Paid to each rank of the range once the UTC day ends (the day's table is recorded with it)" },
      },
      'arena-rebate-tiers': {
        name: 'Battle rebate tier |||| Battle rebate tiers',
        fields: { min_loss: "From a day's net loss", rate: 'Rebate %' },
        help: {
          min_loss: "A player's net battle loss of a day from which this tier applies",
          rate: 'Percent of the whole loss paid back, 0.00 to 100.00 (rounded down to the cent)',
        },
      },
    },
  },
  {
    resources: {
      'arena-ranking-rewards': {
        name: '每日排行奖励',
        fields: { rank_from: '起始名次', rank_to: '结束名次', amount: '奖励（金币）' },
        help: { amount: 'UTC 每日结束后发放给该名次范围内的每位玩家（当日使用的表格会一并记录）' },
      },
      'arena-rebate-tiers': {
        name: '对战亏损返利档位',
        fields: { min_loss: '当日净亏损起点', rate: '返利 %' },
        help: {
          min_loss: '玩家当日对战净亏损达到此金额即适用该档位',
          rate: '返还全部亏损的百分比，0.00 到 100.00（向下取整到分）',
        },
      },
    },
  },
);
