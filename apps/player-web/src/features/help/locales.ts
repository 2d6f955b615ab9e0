import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Help centre',
  category: { guide: 'Getting started', payments: 'Top-ups and withdrawals', fairness: 'Fairness', legal: 'Terms' },
  notFound: 'This article does not exist.',
  back: 'Back to the help centre',
  updated: 'Updated {{date}}',
};

export const help: Namespace<typeof en> = {
  en,
  zh: {
    title: '帮助中心',
    category: { guide: '新手指南', payments: '充值与提取', fairness: '公平性', legal: '条款' },
    notFound: '该文章不存在。',
    back: '返回帮助中心',
    updated: '更新于 {{date}}',
  },
};
