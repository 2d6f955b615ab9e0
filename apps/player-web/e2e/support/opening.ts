// What the opening-moment browser tests share: the box they open (and a gold box that always pays),
// the screen sizes, the texts of the box page and its result, scripts that count the page's sounds
// and record the reels' states, and the steps (choose a count, open, check the reels fit).
import type { Page, Response } from 'playwright-core';
import { parseAmount, type OpenedBoxResponse } from '@lootledger/contracts';
import type { ApiClient } from '../../../api/src/platform/testing/api-client';
import { AdminRest, aStaffMember } from '../../../api/src/staff/testing';
import type { Lang, WebTestEnv } from './player-web';

export const BOX = 'pocket-change';
/** A box that always drops one gold (Extraordinary) knife worth 120.00, for 100.00: a sure profit. */
export const GOLD_BOX = { id: 'e2e-gold', price: '100.00', item: 'e2e-gold-knife', value: '120.00' };
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export const OPENING_TEXT = {
  en: {
    count: 'How many boxes',
    open: (count: number) => new RegExp(`^Open ${count} box(es)? for`),
    result: 'You got',
    quick: 'Quick open',
    mute: 'Mute sound',
    keep: 'Keep',
    sell: /^Sell/,
    kept: 'In your backpack',
    sold: /^Sold for/,
    openAgain: (count: number) => new RegExp(`^Open again ×${count} for`),
    outcome: { profit: 'Profit', loss: 'Loss', even: 'Break-even' },
    skip: 'Skip animation',
  },
  zh: {
    count: '开箱数量',
    open: (count: number) => new RegExp(`^开启 ${count} 个，花费`),
    result: '恭喜获得',
    quick: '快速开箱',
    mute: '静音',
    keep: '保留',
    sell: /^回收/,
    kept: '已放入背包',
    sold: /^已回收/,
    openAgain: (count: number) => new RegExp(`^再开 ${count} 个，花费`),
    outcome: { profit: '盈利', loss: '亏损', even: '持平' },
    skip: '跳过动画',
  },
} as const;

/**
 * Counts the oscillators the page creates (every opening sound is made of them) and, among them, the
 * spin's ticks: the only tone that starts at 2200 Hz (opening-sound.ts).
 */
export const COUNT_TONES = `
  window.__tones = 0;
  window.__ticks = 0;
  const Context = window.AudioContext;
  if (Context) {
    const create = Context.prototype.createOscillator;
    Context.prototype.createOscillator = function () { window.__tones += 1; return create.call(this); };
    const setValueAtTime = AudioParam.prototype.setValueAtTime;
    AudioParam.prototype.setValueAtTime = function (value, time) {
      if (value === 2200) window.__ticks += 1;
      return setValueAtTime.call(this, value, time);
    };
  }`;

/** Records every data-state a reel takes (attribute changes and reels added), from now on. */
export const WATCH_REEL_STATES = `(() => {
  window.__reelStates = [];
  const record = (element) => window.__reelStates.push(element.getAttribute('data-state'));
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes' && mutation.target.matches('[data-testid="reel"]')) record(mutation.target);
      for (const node of mutation.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches('[data-testid="reel"]')) record(node);
        node.querySelectorAll('[data-testid="reel"]').forEach(record);
      }
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
})()`;

/** An amount as the result shows it ("+40.00", "-12.30"), in hundredths. */
export const amount = (text: string): bigint => {
  const value = parseAmount(text.replace(/[^\d.+-]/g, '').replace(/^\+/, ''));
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};

/** Adds GOLD_BOX and its knife to the catalogue (as a content editor, over the admin API). */
export async function addGoldBox(env: WebTestEnv, client: ApiClient): Promise<void> {
  const content = new AdminRest(client, (await aStaffMember(env.testApp).withRole('content').signIn(client)).token);
  const item = await content.post('items', {
    id: GOLD_BOX.item,
    name_zh: '测试金刀',
    name_en: 'Test Gold Knife',
    hash_name: '★ Test Gold Knife (Field-Tested)',
    weapon: 'Karambit',
    skin: 'Gold',
    value: GOLD_BOX.value,
    lv: 7,
    dura: 3,
  });
  expect(item.status).toBe(200);
  const gold = await content.post('boxes', {
    id: GOLD_BOX.id,
    name_zh: '金刀箱',
    name_en: 'Gold Knife Box',
    price: GOLD_BOX.price,
    category: 'classic',
    pool: [{ item_id: GOLD_BOX.item, weight: 1 }],
  });
  expect(gold.status).toBe(200);
}

/** Picks how many boxes to open at once (the ×N buttons). */
export async function chooseCount(page: Page, lang: Lang, count: number): Promise<void> {
  await page
    .getByRole('group', { name: OPENING_TEXT[lang].count })
    .getByRole('button', { name: `×${count}` })
    .click();
}

/** Clicks `click` and returns the opening the API answered. */
export async function opening(page: Page, click: () => Promise<void>): Promise<OpenedBoxResponse> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate: Response) => new URL(candidate.url()).pathname === '/api/box/open'),
    click(),
  ]);
  const body = (await response.json()) as { code: number; data: OpenedBoxResponse };
  expect(body.code).toBe(200);
  return body.data;
}

/** Every reel lies fully inside the viewport, below the sticky site header. */
export async function expectReelsOnScreen(page: Page, count: number, viewport: { width: number; height: number }) {
  const reels = page.getByTestId('reel');
  expect(await reels.count()).toBe(count);
  const header = (await page.locator('.header').boundingBox())!;
  for (let index = 0; index < count; index++) {
    const box = (await reels.nth(index).boundingBox())!;
    expect({ reel: index, top: box.y >= header.y + header.height - 1 }).toEqual({ reel: index, top: true });
    expect({ reel: index, bottom: box.y + box.height <= viewport.height }).toEqual({ reel: index, bottom: true });
    expect({ reel: index, left: box.x >= 0, right: box.x + box.width <= viewport.width }).toEqual({
      reel: index,
      left: true,
      right: true,
    });
  }
}

/** How many oscillators the page has created so far (COUNT_TONES). */
export const tones = (page: Page) => page.evaluate<number>('window.__tones');
