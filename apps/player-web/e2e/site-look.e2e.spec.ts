// What a player saw (issue 31) in a real browser, one layout at a time: the featured boxes' price
// readable on its gold pill and the pill inside its card on a phone; the English header showing its
// whole menu at 1440 px once signed in; the ROLL room and battle creation forms in the site's own
// controls; on a phone, the income table's amounts whole and a ×5 opening's actions on screen; the
// contract's won item no taller than the screen. The sweep of every page is every-page.e2e.spec.ts.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { topUp } from '../../api/src/games/testing';
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import {
  clippedTexts,
  contrastRatio,
  horizontalOverflow,
  isOneLine,
  liesWithin,
  onElement,
} from './support/page-checks';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  screenshot,
  signInWithCookies,
  startWebTestEnv,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('what a player saw: layouts (browser e2e)', () => {
  let env: WebTestEnv;
  let client: ApiClient;
  let player: TestPlayer;
  let cheapest: string;
  beforeAll(async () => {
    env = await startWebTestEnv();
    client = new ApiClient(env.testApp.baseUrl);
    player = await aPlayer(client).register();
    const boxes = await client.get<{ id: string; price: string }[]>('/api/boxes');
    const box = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
    cheapest = box.id;
    await topUp(env.testApp, player.id, formatAmount(parseAmount(box.price)! * 20n));
    expect((await client.post('/api/box/open', { id: box.id, num: 3 }, { token: player.token })).status).toBe(200);
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  async function signedIn(lang: Lang, viewport: { width: number; height: number }) {
    const opened = await newPlayerPage(env, lang, viewport);
    await signInWithCookies(env, opened.context, player);
    return opened;
  }

  it.each([
    ['zh', DESKTOP],
    ['zh', PHONE],
    ['en', PHONE],
  ] as const)(
    '%s %j: a featured box shows its price readably, its pill on one line inside its card',
    async (lang, viewport) => {
      const { context, page } = await newPlayerPage(env, lang, viewport);
      try {
        await page.goto('/');
        const cards = page.getByTestId('featured-box');
        await cards.first().waitFor();
        for (let index = 0; index < (await cards.count()); index++) {
          const card = cards.nth(index);
          const pill = card.locator('.featured-box__open');
          // Gold text on the gold pill measured 1.0; WCAG asks 4.5 of small text.
          expect(await contrastRatio(pill.locator('.coin-amount__value'), pill)).toBeGreaterThanOrEqual(4.5);
          expect(await liesWithin(pill, card)).toBe(true);
          expect(await isOneLine(pill.locator('.featured-box__open-label'))).toBe(true);
        }
        expect(await horizontalOverflow(page)).toBe(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s at 1440 px, signed in with a six-figure balance: the header shows every menu entry whole, Help included',
    async (lang) => {
      const rich = await aPlayer(client).register();
      await topUp(env.testApp, rich.id, '123456.78');
      const { context, page } = await newPlayerPage(env, lang, DESKTOP);
      await signInWithCookies(env, context, rich);
      try {
        await page.goto('/');
        await page.getByTestId('header-balance').waitFor();
        const menu = page.getByRole('navigation', { name: lang === 'zh' ? '主菜单' : 'Main menu' });
        const help = menu.getByRole('link', { name: lang === 'zh' ? '帮助中心' : 'Help', exact: true });
        expect(await liesWithin(help, menu)).toBe(true);
        // One row: the header is as tall as it was designed (60 px), nothing pushed to a second row.
        expect((await page.locator('.header').boundingBox())!.height).toBeLessThanOrEqual(61);
        expect(await clippedTexts(page, '.header')).toEqual([]);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each([
    ['en', DESKTOP],
    ['zh', PHONE],
  ] as const)(
    '%s %j: the ROLL room and battle creation forms use the site controls, not the browser grey ones',
    async (lang, viewport) => {
      const { context, page } = await signedIn(lang, viewport);
      try {
        for (const path of ['/active/CreateRoom/creat', '/active/creation/pkHome']) {
          await page.goto(path);
          const form = page.locator('form.create-room, form.create-battle');
          await form.locator('input').first().waitFor();
          // Every control is drawn by the site (appearance none), on its dark ground, rounded.
          const controls = await form.evaluate(
            onElement<{ control: string; appearance: string; white: boolean; rounded: boolean }[]>(`
              return Array.from(element.querySelectorAll('input, select, textarea')).map((control) => {
                const style = getComputedStyle(control);
                return {
                  control: control.tagName.toLowerCase() + '[' + (control.getAttribute('type') || '') + ']',
                  appearance: style.appearance,
                  white: style.backgroundColor === 'rgb(255, 255, 255)',
                  rounded: parseFloat(style.borderTopLeftRadius) >= 6 || control.getAttribute('type') === 'radio',
                };
              });`),
          );
          expect(controls.length).toBeGreaterThan(0);
          for (const control of controls) {
            expect(control).toEqual({ control: control.control, appearance: 'none', white: false, rounded: true });
          }
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `${path.includes('Room') ? 'create-room' : 'create-battle'}-${lang}`);
        }
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s on a phone: the income table shows every amount whole, no sideways scrolling',
    async (lang) => {
      const { context, page } = await signedIn(lang, PHONE);
      try {
        await page.goto('/user/detail');
        const amounts = page.getByTestId('change-records').locator('.amount');
        await amounts.first().waitFor();
        expect(await amounts.count()).toBeGreaterThan(0);
        for (let index = 0; index < (await amounts.count()); index++) {
          const cell = amounts.nth(index);
          const text = await cell.evaluate(
            onElement<{ left: boolean; right: boolean }>(`
              const range = document.createRange();
              range.selectNodeContents(element);
              const rect = range.getBoundingClientRect();
              return { left: rect.left >= 0, right: rect.right <= window.innerWidth };`),
          );
          expect(text).toEqual({ left: true, right: true });
        }
        const wrap = await page.locator('.table-wrap').evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(wrap).toBeLessThanOrEqual(1);
        expect(await horizontalOverflow(page)).toBe(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s on a phone: after opening 5 boxes, "Recycle all" and "Open again" are on the screen without scrolling',
    async (lang) => {
      const { context, page } = await signedIn(lang, PHONE);
      try {
        await page.goto(`/active/${cheapest}`);
        await page
          .getByRole('group', { name: lang === 'zh' ? '开箱数量' : 'How many boxes' })
          .getByRole('button', { name: '×5' })
          .click();
        await page.getByRole('button', { name: lang === 'zh' ? /^开启 5 个，花费/ : /^Open 5 boxes for/ }).click();
        const result = page.getByRole('dialog', { name: lang === 'zh' ? '恭喜获得' : 'You got' });
        await result.waitFor();
        expect(await result.getByTestId('result-item').count()).toBe(5);
        for (const name of lang === 'zh'
          ? [/^全部回收，获得/, /^再开 5 个，花费/]
          : [/^Recycle all for/, /^Open again ×5 for/]) {
          const box = (await result.getByRole('button', { name }).boundingBox())!;
          expect({ name: String(name), onScreen: box.y >= 0 && box.y + box.height <= PHONE.height }).toEqual({
            name: String(name),
            onScreen: true,
          });
        }
        // Kept: the items stay in the backpack for the other tests' pages.
        await result.getByRole('button', { name: lang === 'zh' ? '关闭' : 'Close' }).click();
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
