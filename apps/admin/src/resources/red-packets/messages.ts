import { defineMessages } from '../../i18n/define-messages';

export const redPacketMessages = defineMessages(
  {
    resources: {
      'red-packets': {
        name: 'Red packet campaign |||| Red packet campaigns',
        fields: {
          title_zh: 'Title (Chinese)',
          title_en: 'Title (English)',
          total: 'Total (coins)',
          count: 'Packets',
          split: 'Split',
          starts_at: 'Starts',
          ends_at: 'Ends',
          audience: 'Who may claim',
          min_vip: 'VIP level from',
          code: 'Claim code',
          closed: 'Closed',
          claimed_count: 'Claimed',
          claimed_amount: 'Claimed (coins)',
          left_count: 'Left',
          left_amount: 'Left (coins)',
        },
        split: {
          random: 'Random (from the claimer’s seed pair)',
          equal: 'Equal (remainder cents to the first claims)',
        },
        audience: { all: 'Everyone', vip: 'VIP level and above', recharged: 'Players who recharged' },
        help: {
          total: 'At least 0.01 per packet; a full campaign pays exactly this total',
          split:
            'Random: each share drawn within bounds that leave every later claimer at least 0.01; the last takes the rest',
          min_vip: 'Only for "VIP level and above"',
          code: 'Optional, 4–32 letters or digits: players then claim with it on /red',
        },
        action: { close: 'Close' },
        message: {
          close: 'Nothing more can be claimed; shares already reserved are still credited.',
          closed: 'Campaign closed',
        },
      },
      'red-packet-claims': {
        name: 'Red packet claim |||| Red packet claims',
        fields: {
          campaign_id: 'Campaign',
          index: '#',
          player_id: 'Player',
          amount: 'Amount',
          created_at: 'Claimed at',
        },
      },
    },
  },
  {
    resources: {
      'red-packets': {
        name: '红包活动',
        fields: {
          title_zh: '标题（中文）',
          title_en: '标题（英文）',
          total: '总额（金币）',
          count: '个数',
          split: '分配方式',
          starts_at: '开始时间',
          ends_at: '结束时间',
          audience: '领取对象',
          min_vip: '最低 VIP 等级',
          code: '红包口令',
          closed: '已关闭',
          claimed_count: '已领个数',
          claimed_amount: '已领金额',
          left_count: '剩余个数',
          left_amount: '剩余金额',
        },
        split: { random: '拼手气（按领取人的种子对抽取）', equal: '平均（余下的分给最先领取的人）' },
        audience: { all: '所有人', vip: 'VIP 等级及以上', recharged: '充值过的玩家' },
        help: {
          total: '每个红包至少 0.01；领完时正好发完总额',
          split: '拼手气：每份的范围保证之后每人至少 0.01，最后一份领取余额',
          min_vip: '仅用于“VIP 等级及以上”',
          code: '可选，4–32 位字母或数字：玩家在 /red 输入口令领取',
        },
        action: { close: '关闭' },
        message: { close: '关闭后不能再领取；已预留的份额仍会入账。', closed: '活动已关闭' },
      },
      'red-packet-claims': {
        name: '红包领取记录',
        fields: { campaign_id: '活动', index: '序号', player_id: '玩家', amount: '金额', created_at: '领取时间' },
      },
    },
  },
);
