import type { Namespace } from '@/locales/translation';

const en = {
  title: "{{name}}'s openings",
  player: 'Player',
  empty: 'No boxes opened yet.',
};

export const history: Namespace<typeof en> = {
  en,
  zh: {
    title: '{{name}} 的开箱记录',
    player: '玩家',
    empty: '还没有开箱记录。',
  },
};
