import type { Namespace } from '@/locales/translation';

const en = {
  /** The feature's name: its menu entry, the title of its "switched off" notice. */
  name: 'Contract',
  title: 'Contract',
  intro:
    'Trade 3 to 9 items from your backpack for one item. The possible results and their odds are shown before you sign; the draw is provably fair.',
  desktopOnly: 'The contract is available on desktop only. Open this page on a larger screen.',
  backpack: 'Your backpack',
  backpackEmpty: 'Your backpack is empty.',
  add: 'Add',
  remove: 'Remove',
  picked: 'Contract items ({{count}}/9)',
  pickedEmpty: 'Add 3 to 9 items from your backpack.',
  total: 'Total value',
  expected: 'Expected value',
  results: 'Possible results',
  odds: 'Odds',
  previewHint: 'Add at least 3 items to see the possible results.',
  noPool: 'No item can come out of a contract of this value; try other items.',
  confirm: 'Sign the contract',
  signing: 'Signing…',
  refusal: {
    repeated: 'This item has been added, please do not add again',
    tooMany: 'A contract takes at most nine items',
    tooFew: 'Please add more than three weapons',
  },
  result: {
    title: 'You got',
    again: 'Sign another',
    fairness: 'Nonce {{nonce}}, ticket {{ticket}}',
  },
  history: {
    title: 'Recent contracts',
    empty: 'No contracts yet.',
    inputs: '{{count}} items, total {{total}}',
  },
};

export const contract: Namespace<typeof en> = {
  en,
  zh: {
    name: '汰换合同',
    title: '汰换合同',
    intro: '用背包中的 3 到 9 件饰品换取一件饰品。签约前可查看可能获得的饰品及其概率；抽取过程可验证公平。',
    desktopOnly: '汰换合同仅支持电脑端，请在更大的屏幕上打开此页面。',
    backpack: '我的背包',
    backpackEmpty: '背包空空如也。',
    add: '添加',
    remove: '移除',
    picked: '合同饰品（{{count}}/9）',
    pickedEmpty: '从背包中添加 3 到 9 件饰品。',
    total: '总价值',
    expected: '期望价值',
    results: '可能获得',
    odds: '概率',
    previewHint: '至少添加 3 件饰品后可查看可能获得的饰品。',
    noPool: '暂无可合成的饰品，请更换饰品后重试',
    confirm: '签订合同',
    signing: '签约中…',
    refusal: {
      repeated: '该饰品已添加，请勿重复添加',
      tooMany: '最多只能添加九件饰品',
      tooFew: '请添加三件以上饰品',
    },
    result: {
      title: '恭喜获得',
      again: '再签一份',
      fairness: '随机数序号 {{nonce}}，票号 {{ticket}}',
    },
    history: {
      title: '最近的合同',
      empty: '暂无合同记录。',
      inputs: '{{count}} 件饰品，总价值 {{total}}',
    },
  },
};
