import type { Namespace } from '@/locales/translation';

const en = {
  /** The feature's name: its menu entry, the title of its "switched off" notice. */
  name: 'Shop',
  title: 'Points shop',
  intro:
    'Earn 1 point for every 1.00 coin you spend on boxes, battles, upgrades and contracts, then trade points for items.',
  desktopOnly: 'The points shop is available on desktop only. Open this page on a larger screen.',
  myPoints: 'My points',
  loginForPoints: 'Log in to see your points.',
  price: '{{price}} points',
  stock: 'Stock: {{stock}}',
  unlimited: 'Unlimited stock',
  soldOut: 'Sold out',
  buy: 'Buy',
  buying: 'Buying…',
  bought: 'Bought! The item is in your backpack.',
  empty: 'No items in the shop yet.',
  movements: 'Recent points',
  kinds: { earn: 'Earned', spend: 'Spent', refund: 'Refunded' },
};

export const shop: Namespace<typeof en> = {
  en,
  zh: {
    name: '积分商城',
    title: '积分商城',
    intro: '开箱、对战、追梦、汰换每消费 1.00 金币获得 1 积分，积分可兑换饰品。',
    desktopOnly: '积分商城仅支持电脑端，请在更大的屏幕上打开此页面。',
    myPoints: '我的积分',
    loginForPoints: '登录后查看积分。',
    price: '{{price}} 积分',
    stock: '库存：{{stock}}',
    unlimited: '库存充足',
    soldOut: '已售罄',
    buy: '兑换',
    buying: '兑换中…',
    bought: '兑换成功！饰品已放入背包。',
    empty: '商城暂无商品。',
    movements: '最近积分变动',
    kinds: { earn: '获得', spend: '消费', refund: '退回' },
  },
};
