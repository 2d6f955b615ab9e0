import { defineMessages } from '../../i18n/define-messages';

export const loyaltyRewardMessages = defineMessages(
  {
    resources: {
      'points-rules': {
        name: 'Points rule |||| Points rules',
        fields: {
          change_type: 'Spend change type',
          rate_bp: 'Points per 1.00 coin (basis points)',
          enabled: 'Enabled',
        },
        help: { rate_bp: '10000 = 1 point per 1.00 coin spent; applies to spends from now on' },
      },
      shop: {
        name: 'Shop item |||| Points shop',
        fields: {
          id: 'Id',
          item_id: 'Catalogue item',
          price: 'Price (points)',
          stock: 'Stock left',
          sold: 'Sold',
          enabled: 'On sale',
          sort: 'Order',
        },
        help: { stock: 'What is left to sell from now on; empty for unlimited' },
      },
      tasks: {
        name: 'Daily task |||| Daily tasks',
        fields: {
          id: 'Id',
          type: 'Type',
          target: 'Target',
          reward: 'Reward (coins)',
          title_zh: 'Title (zh)',
          title_en: 'Title (en)',
          enabled: 'Enabled',
          sort: 'Order',
        },
        types: { open_boxes: 'Open boxes', join_battle: 'Join battles', recharge: 'Recharge (amount)' },
        help: { target: 'A count, or an amount such as 100.00 for recharge' },
      },
      'player-points': {
        name: 'Player points |||| Player points',
        fields: {
          player_id: 'Player',
          kind: 'Kind',
          amount: 'Points',
          balance_after: 'Balance after',
          reference: 'Reference',
          created_at: 'Time',
        },
      },
      'free-boxes': {
        name: 'Daily free box |||| Daily free boxes',
        fields: {
          id: 'Id',
          box_id: 'Box',
          unlock_type: 'Unlocked by',
          unlock_value: 'From',
          enabled: 'Enabled',
          sort: 'Order',
        },
        unlocks: { vip: 'VIP level', recharge: 'Recharged in total' },
        help: { unlock_value: 'A VIP level, or an amount such as 100.00' },
      },
    },
  },
  {
    resources: {
      'points-rules': {
        name: '积分规则',
        fields: { change_type: '消费类型', rate_bp: '每 1.00 金币积分（基点）', enabled: '启用' },
        help: { rate_bp: '10000 = 每消费 1.00 金币得 1 积分；对此后的消费生效' },
      },
      shop: {
        name: '积分商城',
        fields: {
          id: '编号',
          item_id: '饰品',
          price: '价格（积分）',
          stock: '剩余库存',
          sold: '已售',
          enabled: '上架',
          sort: '排序',
        },
        help: { stock: '此后可售数量；留空为不限' },
      },
      tasks: {
        name: '每日任务',
        fields: {
          id: '编号',
          type: '类型',
          target: '目标',
          reward: '奖励（金币）',
          title_zh: '标题（中文）',
          title_en: '标题（英文）',
          enabled: '启用',
          sort: '排序',
        },
        types: { open_boxes: '开箱', join_battle: '参加对战', recharge: '充值（金额）' },
        help: { target: '次数，或充值金额如 100.00' },
      },
      'player-points': {
        name: '玩家积分',
        fields: {
          player_id: '玩家',
          kind: '类型',
          amount: '积分',
          balance_after: '变动后余额',
          reference: '关联',
          created_at: '时间',
        },
      },
      'free-boxes': {
        name: '每日免费箱子',
        fields: {
          id: '编号',
          box_id: '箱子',
          unlock_type: '解锁方式',
          unlock_value: '解锁门槛',
          enabled: '启用',
          sort: '排序',
        },
        unlocks: { vip: 'VIP 等级', recharge: '累计充值' },
        help: { unlock_value: 'VIP 等级，或金额如 100.00' },
      },
    },
  },
);
