import type { Namespace } from '@/locales/translation';

const en = {
  /** The feature's name: its menu entry, the title of its "switched off" notice. */
  name: 'Upgrade',
  title: 'Dream upgrade',
  intro:
    'Pick the item you dream of, choose your chance (5%–75%) and pay a share of its value — or stake items from your backpack. Provably fair: every roll can be verified.',
  pick: {
    title: 'Choose a target',
    search: 'Search by name',
    min: 'Min value',
    max: 'Max value',
    empty: 'No items match.',
    selected: 'Selected',
  },
  rate: {
    label: 'Success rate',
    price: 'Price',
    coins: 'Coins to pay',
    stake: 'Staked items',
    rtp: 'RTP {{rtp}}%',
    byStake: 'The staked items set the rate',
    useRate: 'Choose the rate (items pay part of the price)',
  },
  stake: {
    title: 'Stake backpack items (optional)',
    none: 'Your backpack is empty.',
    loginFirst: 'Log in to stake items.',
  },
  go: 'Upgrade',
  loginFirst: 'Log in to upgrade',
  selectItem: 'Please select an item',
  rateTooLow: 'Success rate must not be less than 5%',
  result: {
    success: 'Success! {{name}} is in your backpack.',
    failure: 'Not this time — the roll was {{roll}} (needed under {{rate}}).',
    roll: 'Roll',
    again: 'Try again',
  },
  records: {
    mine: 'My upgrades',
    recent: 'Recent upgrades',
    empty: 'No upgrades yet.',
    success: 'Success',
    failure: 'Failed',
  },
  fairness: {
    seedHash: 'Server seed hash',
    clientSeed: 'Client seed',
    nonce: 'Nonce',
    verify: 'Verify on the fairness page',
  },
  pairDraw: {
    won: 'success (roll {{roll}} < {{rate}})',
    lost: 'failed (roll {{roll}} ≥ {{rate}})',
  },
};

const zh: Namespace<typeof en>['zh'] = {
  name: '追梦',
  title: '追梦',
  intro: '选择梦想饰品，设定成功率（5%–75%），支付其价值的一部分，或投入背包饰品。可证明公平：每次结果都可验证。',
  pick: {
    title: '选择目标饰品',
    search: '按名称搜索',
    min: '最低价格',
    max: '最高价格',
    empty: '没有符合条件的饰品',
    selected: '已选择',
  },
  rate: {
    label: '成功率',
    price: '价格',
    coins: '需支付金币',
    stake: '投入饰品',
    rtp: '返还率 {{rtp}}%',
    byStake: '由投入饰品决定成功率',
    useRate: '自选成功率（饰品抵扣部分价格）',
  },
  stake: {
    title: '投入背包饰品（可选）',
    none: '背包是空的',
    loginFirst: '登录后可投入饰品',
  },
  go: '追梦',
  loginFirst: '请先登录',
  selectItem: '请选择饰品',
  rateTooLow: '成功率不能低于5%',
  result: {
    success: '追梦成功！{{name}} 已放入背包',
    failure: '追梦失败，本次点数 {{roll}}（需小于 {{rate}}）',
    roll: '点数',
    again: '再来一次',
  },
  records: { mine: '我的追梦', recent: '最近追梦', empty: '暂无记录', success: '成功', failure: '失败' },
  fairness: { seedHash: '服务器种子哈希', clientSeed: '客户端种子', nonce: '随机数', verify: '去公平性页面验证' },
  pairDraw: { won: '成功（点数 {{roll}} < {{rate}}）', lost: '失败（点数 {{roll}} ≥ {{rate}}）' },
};

export const upgrade: Namespace<typeof en> = { en, zh };
