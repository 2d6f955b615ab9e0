import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Backpack',
  count: '{{count}} items',
  actions: 'Backpack actions',
  selectAll: 'Select all',
  selected: '{{count}} selected',
  recycle: 'Recycle',
  extract: 'Extract',
  recycled: 'Recycled for {{amount}} coins',
  needsTradeUrl: 'Set your Steam trade URL before extracting.',
  setTradeUrl: 'Set it now',
  empty: 'Your backpack is empty.',
  openBoxes: 'Open a box',
  bill: {
    title: 'Bills',
    status: {
      '1': 'Successfully withdraw',
      '2': 'Claimed',
      '3': 'Under freezing',
      '4': 'Request to Receive',
      '5': 'Sending',
      '6': 'Waiting to be Received',
    },
  },
};

export const backpack: Namespace<typeof en> = {
  en,
  zh: {
    title: '背包',
    count: '共 {{count}} 件',
    actions: '背包操作',
    selectAll: '全选',
    selected: '已选 {{count}} 件',
    recycle: '回收',
    extract: '提取',
    recycled: '回收成功，获得 {{amount}} 金币',
    needsTradeUrl: '提取前请先设置 Steam 交易链接。',
    setTradeUrl: '去设置',
    empty: '背包空空如也。',
    openBoxes: '去开箱',
    bill: {
      title: '提货账单',
      status: {
        '1': '提取成功',
        '2': '已兑换',
        '3': '冻结中',
        '4': '申请提货',
        '5': '发货中',
        '6': '待收货',
      },
    },
  },
};
