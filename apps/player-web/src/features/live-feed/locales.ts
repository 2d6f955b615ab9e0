import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Live drops',
  waiting: 'Waiting for the next drop…',
  drop: '{{user}} got {{item}} from {{box}}',
};

export const liveFeed: Namespace<typeof en> = {
  en,
  zh: {
    title: '实时掉落',
    waiting: '等待下一次掉落…',
    drop: '{{user}} 从 {{box}} 开出了 {{item}}',
  },
};
