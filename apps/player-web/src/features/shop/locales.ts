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
  confirm: {
    title: 'Redeem this item?',
    cost: 'Costs',
    left: 'Points left after',
    action: 'Redeem for {{cost}} points',
    short: 'Not enough points: you need {{short}} more.',
  },
  done: {
    title: 'Redeemed',
    arrived_one: '{{name}} is now in your backpack.',
    arrived_other: '{{count}} × {{name}} are now in your backpack.',
    points: '{{spent}} points spent, {{balance}} left.',
    backpack: 'Open backpack',
    more: 'Keep shopping',
  },
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
    confirm: {
      title: '确认兑换？',
      cost: '所需积分',
      left: '兑换后剩余',
      action: '花费 {{cost}} 积分兑换',
      short: '积分不足：还差 {{short}} 积分。',
    },
    done: {
      title: '兑换成功',
      arrived_one: '{{name}} 已放入背包。',
      arrived_other: '{{count}} 件 {{name}} 已放入背包。',
      points: '消耗 {{spent}} 积分，剩余 {{balance}} 积分。',
      backpack: '查看背包',
      more: '继续兑换',
    },
    empty: '商城暂无商品。',
    movements: '最近积分变动',
    kinds: { earn: '获得', spend: '消费', refund: '退回' },
  },
};
