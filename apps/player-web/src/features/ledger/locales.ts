import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Income and expense',
  filter: 'Type',
  all: 'All',
  time: 'Time',
  type: 'Income / expense',
  changeType: 'Type',
  amount: 'Amount',
  balanceAfter: 'Balance after',
};

export const ledger: Namespace<typeof en> = {
  en,
  zh: {
    title: '收支明细',
    filter: '类型',
    all: '全部',
    time: '时间',
    type: '收入/支出',
    changeType: '类型',
    amount: '金额',
    balanceAfter: '变动后余额',
  },
};
