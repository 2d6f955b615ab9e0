import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Live drops',
  waiting: 'Waiting for the next drop…',
  drop: '{{user}} got {{item}} ({{rarity}}) from {{box}}',
  stats: {
    label: 'Live figures',
    openedToday: 'Boxes opened today',
    online: 'Online now',
  },
  hero: {
    title: 'Open a mystery box',
    text: 'Every draw is provably fair: check it on the verify page.',
    featured: 'Featured boxes',
    open: 'Open',
  },
};

export const liveFeed: Namespace<typeof en> = {
  en,
  zh: {
    title: '实时掉落',
    waiting: '等待下一次掉落…',
    drop: '{{user}} 从 {{box}} 开出了 {{item}}（{{rarity}}）',
    stats: {
      label: '实时数据',
      openedToday: '今日开箱',
      online: '当前在线',
    },
    hero: {
      title: '开启盲盒',
      text: '每一次开箱都可证明公平：在验证页面自行核对。',
      featured: '精选箱子',
      open: '开箱',
    },
  },
};
