import type { Namespace } from '@/locales/translation';

const en = {
  home: {
    title: 'Open a mystery box',
    text: 'Every draw is provably fair: check it on the verify page.',
  },
  list: { failed: 'The boxes could not be loaded.' },
  detail: { notFound: 'This box does not exist.', back: 'Back to the boxes' },
  open: {
    section: 'Open the box',
    count: 'How many boxes',
    button_one: 'Open {{count}} box for',
    button_other: 'Open {{count}} boxes for',
    skip: 'Skip animation',
    loginFirst: 'Log in before opening the box',
  },
  reel: { landed: 'Landed on {{name}}' },
  result: {
    title: 'You got',
    items: 'Items you got',
    keep: 'Keep in backpack',
    recycle: 'Recycle all for',
    recycled: 'Recycled for {{amount}} coins',
  },
  pool: { title: 'Items in this box', odds: '{{odds}}%' },
};

export const boxes: Namespace<typeof en> = {
  en,
  zh: {
    home: {
      title: '开启盲盒',
      text: '每一次开箱都可证明公平：在验证页面自行核对。',
    },
    list: { failed: '箱子加载失败。' },
    detail: { notFound: '该箱子不存在。', back: '返回箱子列表' },
    open: {
      section: '开箱',
      count: '开箱数量',
      button_one: '开启 {{count}} 个，花费',
      button_other: '开启 {{count}} 个，花费',
      skip: '跳过动画',
      loginFirst: '请先登录再开箱',
    },
    reel: { landed: '开出 {{name}}' },
    result: {
      title: '恭喜获得',
      items: '获得的饰品',
      keep: '放入背包',
      recycle: '全部回收，获得',
      recycled: '回收成功，获得 {{amount}} 金币',
    },
    pool: { title: '箱内饰品', odds: '{{odds}}%' },
  },
};
