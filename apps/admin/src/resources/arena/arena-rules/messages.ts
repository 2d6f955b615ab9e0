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
      'arena-ranking-settings': {
        name: 'Ranking floor and cap |||| Ranking floor and cap',
        fields: {
          min_battles: 'Minimum battles a day',
          min_played: 'Minimum value played a day',
          payout_cap: 'Payout cap (% of volume)',
          updated_at: 'Updated',
        },
        help: {
          min_battles: 'A player with fewer battles that UTC day is not ranked and not paid',
          min_played: 'A player who played less value (stakes) that day is not ranked and not paid',
          payout_cap:
            "The day's ranking rewards together are at most this percent of the day's battle volume; above it every reward scales down (rounded down to the cent)",
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
      'arena-ranking-settings': {
        name: '排行门槛与奖励上限',
        fields: {
          min_battles: '每日最少对战场数',
          min_played: '每日最少参与金额',
          payout_cap: '奖励上限（流水 %）',
          updated_at: '更新时间',
        },
        help: {
          min_battles: '当日（UTC）对战场数不足的玩家不参与排行，也不发放奖励',
          min_played: '当日参与金额（投入）不足的玩家不参与排行，也不发放奖励',
          payout_cap: '当日排行奖励合计不超过当日对战流水的此百分比；超出时每项奖励按比例缩减（向下取整到分）',
        },
      },
    },
  },
);
