// The demo loyalty rewards loaded beside the demo catalogue (SEED_DEMO) on an empty database: a
// stocked points shop, daily free boxes and one open red-packet campaign, so a fresh install shows
// every loyalty page with something in it. Pure data over the demo catalogue's ids: the loader writes it.
import type { NewCampaign } from '../red-packets/domain/red-packet';
import type { FreeBox } from '../free-boxes/free-boxes.repository';

export interface DemoShopItem {
  id: string;
  itemId: string;
  /** Whole points (1 point per 1.00 coin spent by default). */
  price: bigint;
  sort: number;
}

// About ten points per 1.00 coin of the item's value: a cheap skin after a few openings, a classic
// after steady play.
export const DEMO_SHOP_ITEMS: readonly DemoShopItem[] = [
  { id: 'demo-glock-candy-apple', itemId: 'glock-18-candy-apple-fn', price: 10n, sort: 1 },
  { id: 'demo-ak-elite-build', itemId: 'ak-47-elite-build-mw', price: 25n, sort: 2 },
  { id: 'demo-usp-cortex', itemId: 'usp-s-cortex-mw', price: 45n, sort: 3 },
  { id: 'demo-awp-atheris', itemId: 'awp-atheris-fn', price: 90n, sort: 4 },
  { id: 'demo-m4a1s-decimator', itemId: 'm4a1-s-decimator-mw', price: 150n, sort: 5 },
  { id: 'demo-awp-asiimov', itemId: 'awp-asiimov-ft', price: 1_200n, sort: 6 },
];

export const DEMO_FREE_BOXES: readonly FreeBox[] = [
  { id: 'demo-daily', boxId: 'sandstorm', unlockType: 'vip', unlockValue: 0n, enabled: true, sort: 1 },
  { id: 'demo-vip-1', boxId: 'rookie', unlockType: 'vip', unlockValue: 1n, enabled: true, sort: 2 },
  {
    id: 'demo-recharged',
    boxId: 'pocket-change',
    unlockType: 'recharge',
    unlockValue: 10_000n,
    enabled: true,
    sort: 3,
  },
];

/** Who the demo's red packet is recorded as created by (no staff account: the loader). */
export const DEMO_STAFF_ID = 'demo-seed';

/** One open campaign for everyone: 100 random shares of 888.00 in all, for a year from the load. */
export function demoRedPacket(now: Date): NewCampaign {
  return {
    titleZh: '新站开业红包',
    titleEn: 'Grand opening red packet',
    total: 88_800n,
    count: 100,
    split: 'random',
    startsAt: now,
    endsAt: new Date(now.getTime() + 365 * 24 * 3_600_000),
    audience: 'all',
    minVip: 0,
    code: null,
  };
}
