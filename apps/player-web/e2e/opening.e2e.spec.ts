// The opening moment on a box page, in a real browser against the real API: five reels fit a
// 1440×900 desktop and a 390×844 phone while they spin and once they land; the landing plays sounds
// made with the Web Audio API (counted through the browser's own AudioContext); quick open shows
// the result without any spin; mute and quick open survive a reload; the result sells one item and
// keeps another (balance and backpack checked through the API, to the hundredth), shows the value
// against the price paid, and "open again" opens the same count. English and Chinese.
import type { Page } from 'playwright-core';
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import { topUp } from '../../api/src/games/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import {
  FLOW_TIMEOUT_MS,
  logInThroughDialog,
  newPlayerPage,
  readBalance,
  screenshot,
  startWebTestEnv,
  waitForBalance,
  type Lang,
  type WebTestEnv,
} from './support/player-web';
import {
  addGoldBox,
  amount,
  BOX,
  chooseCount,
  DESKTOP,
  expectReelsOnScreen,
  GOLD_BOX,
  opening,
  OPENING_TEXT as TEXT,
  PHONE,
  tones,
  WATCH_REEL_STATES,
  COUNT_TONES,
} from './support/opening';

describe('player web: the opening moment (browser e2e)', () => {
  let env: WebTestEnv;
  let client: ApiClient;
  let price: bigint;
  let registrations = 0;

  beforeAll(async () => {
    env = await startWebTestEnv();
    client = new ApiClient(env.testApp.baseUrl);
    const box = await client.get<{ price: string }>(`/api/box/${BOX}`);
    price = parseAmount(box.body.data.price)!;
    await addGoldBox(env, client);
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  /** A player holding 1000.00 coins, logged in through the header's dialog on the box page. */
  async function loggedInPlayer(
    lang: Lang,
    viewport = DESKTOP,
    boxId = BOX,
  ): Promise<{ page: Page; player: TestPlayer; close: () => Promise<void> }> {
    const player = await aPlayer(client.fromAddress(`127.0.0.${30 + registrations++}`)).register();
    await topUp(env.testApp, player.id, '1000.00');
    const { context, page } = await newPlayerPage(env, lang, viewport, 'full');
    await context.addInitScript({ content: COUNT_TONES });
    await page.goto(`/active/${boxId}`);
    await logInThroughDialog(page, lang, player.mobile, player.password);
    await waitForBalance(page, (value) => value === 100_000n);
    return { page, player, close: () => context.close() };
  }

  it(
    'en: five reels fit 1440×900 spinning and landed, with sound; sell one item and keep another; open again ×5',
    async () => {
      const lang = 'en';
      const text = TEXT[lang];
      const { page, player, close } = await loggedInPlayer(lang);
      try {
        await screenshot(page, 'opening-box-en');
        await chooseCount(page, lang, 5);
        const opened = await opening(page, () => page.getByRole('button', { name: text.open(5) }).click());
        expect(opened.items).toHaveLength(5);

        // Mid-spin: all five reels on screen.
        await page.locator('[data-testid="reel"][data-state="spinning"]').first().waitFor();
        await expectReelsOnScreen(page, 5, DESKTOP);
        await screenshot(page, 'opening-5-reels-en');
        await page.locator('[data-testid="reel"][data-state="landed"]').nth(4).waitFor({ timeout: 20_000 });
        await expectReelsOnScreen(page, 5, DESKTOP);
        // Each reel landed on its drawn item, flashing its rarity.
        for (let index = 0; index < 5; index++) {
          const reel = page.getByTestId('reel').nth(index);
          expect(await reel.getByTestId('reel-landed').textContent()).toBe(`Landed on ${opened.items[index].name}`);
          expect(await reel.locator('.reel__card--winner').getAttribute('data-rarity')).toBe(
            String(opened.items[index].lv),
          );
        }

        const result = page.getByRole('dialog', { name: text.result });
        await result.waitFor({ timeout: 20_000 });
        // Ticks while spinning and the reveal: sound is on by default. How many ticks depends on how
        // many frames the browser drew during the spin (a busy machine draws few), so: some, plus the reveal.
        const ticks = await page.evaluate<number>('window.__ticks');
        expect(ticks).toBeGreaterThan(0);
        expect(await tones(page)).toBeGreaterThan(ticks);

        // Value against the price paid, exact to the hundredth and coloured by outcome.
        const paid = price * 5n;
        const value = opened.items.reduce((sum, item) => sum + parseAmount(item.bean)!, 0n);
        expect(amount(await result.getByTestId('opening-paid').innerText())).toBe(paid);
        expect(amount(await result.getByTestId('opening-value').innerText())).toBe(value);
        const difference = result.getByTestId('opening-difference');
        const outcome = value > paid ? 'profit' : value < paid ? 'loss' : 'even';
        expect(await difference.getAttribute('data-outcome')).toBe(outcome);
        expect(await difference.innerText()).toBe(`${value > paid ? '+' : ''}${formatAmount(value - paid)}`);
        expect(await result.getByText(text.outcome[outcome], { exact: true }).count()).toBe(1);
        const colour = await page.evaluate<string>(
          `getComputedStyle(document.querySelector('[data-testid="opening-difference"]')).color`,
        );
        expect(colour).toBe(
          { profit: 'rgb(47, 191, 113)', loss: 'rgb(255, 93, 108)', even: 'rgb(232, 235, 247)' }[outcome],
        );

        // Sell the first item, keep the second.
        const afterOpen = 100_000n - paid;
        await waitForBalance(page, (balance) => balance === afterOpen);
        const items = result.getByTestId('result-item');
        expect(await items.count()).toBe(5);
        expect(await items.nth(0).locator('.item-card__name').innerText()).toBe(opened.items[0].name);
        await items.nth(0).getByRole('button', { name: text.sell }).click();
        await items.nth(0).getByText(text.sold).waitFor();
        await items.nth(1).getByRole('button', { name: text.keep, exact: true }).click();
        await items.nth(1).getByText(text.kept).waitFor();
        expect(await items.nth(0).getAttribute('data-decision')).toBe('sold');
        expect(await items.nth(1).getAttribute('data-decision')).toBe('kept');
        const sold = parseAmount(opened.items[0].bean)!;
        await waitForBalance(page, (balance) => balance === afterOpen + sold);
        expect(amount(await result.getByTestId('opening-sold').innerText())).toBe(sold);
        await screenshot(page, 'opening-result-en');

        const me = await client.get<{ bean: string }>('/api/me', { token: player.token });
        expect(me.body.data.bean).toBe(formatAmount(afterOpen + sold));
        const backpack = await client.get<{ data: { id: string }[]; total: number }>(
          '/api/storage?page=1&status=0&per_page=50',
          { token: player.token },
        );
        const held = backpack.body.data.data.map((row) => row.id);
        expect(backpack.body.data.total).toBe(4);
        expect(held).not.toContain(opened.items[0].storage_id);
        expect(held).toContain(opened.items[1].storage_id);
        for (const item of opened.items.slice(1)) expect(held).toContain(item.storage_id);

        // Open again: the same five.
        const again = await opening(page, () => result.getByRole('button', { name: text.openAgain(5) }).click());
        expect(again.items).toHaveLength(5);
        await page.getByRole('button', { name: text.skip }).click();
        await page.locator('[data-testid="reel"][data-state="landed"]').nth(4).waitFor({ timeout: 20_000 });
        await result.waitFor({ timeout: 20_000 });
        expect(await result.getByTestId('result-item').count()).toBe(5);
        expect(await readBalance(page)).toBe(afterOpen + sold - paid);
      } finally {
        await close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'en: five reels fit a 390×844 phone',
    async () => {
      const { page, close } = await loggedInPlayer('en', PHONE);
      try {
        await chooseCount(page, 'en', 5);
        await opening(page, () => page.getByRole('button', { name: TEXT.en.open(5) }).click());
        await page.locator('[data-testid="reel"][data-state="spinning"]').first().waitFor();
        await expectReelsOnScreen(page, 5, PHONE);
        await screenshot(page, 'opening-5-reels-phone-en');
        await page.locator('[data-testid="reel"][data-state="landed"]').nth(4).waitFor({ timeout: 20_000 });
        await expectReelsOnScreen(page, 5, PHONE);
        await page.getByRole('dialog', { name: TEXT.en.result }).waitFor({ timeout: 20_000 });
        await screenshot(page, 'opening-result-phone-en');
      } finally {
        await close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s: quick open and mute are remembered across a reload; quick open shows the result without a spin, muted is silent',
    async (lang) => {
      const text = TEXT[lang];
      const { page, close } = await loggedInPlayer(lang);
      try {
        const quick = page.getByRole('switch', { name: text.quick });
        const mute = page.getByRole('switch', { name: text.mute });
        expect(await quick.getAttribute('aria-checked')).toBe('false');
        expect(await mute.getAttribute('aria-checked')).toBe('false');
        await quick.click();
        await mute.click();
        expect(await quick.getAttribute('aria-checked')).toBe('true');

        await page.reload();
        await quick.waitFor();
        expect(await quick.getAttribute('aria-checked')).toBe('true');
        expect(await mute.getAttribute('aria-checked')).toBe('true');

        await page.evaluate(WATCH_REEL_STATES);
        await chooseCount(page, lang, 2);
        const opened = await opening(page, () => page.getByRole('button', { name: text.open(2) }).click());
        const result = page.getByRole('dialog', { name: text.result });
        await result.waitFor();
        expect(await page.locator('[data-testid="reel"][data-state="landed"]').count()).toBe(2);
        const states = await page.evaluate<string[]>('window.__reelStates');
        expect(states).toContain('landed');
        expect(states).not.toContain('spinning');
        expect(await page.getByRole('button', { name: text.skip }).count()).toBe(0);
        expect((await result.getByTestId('result-item').allInnerTexts()).length).toBe(opened.items.length);
        // Muted: not a single tone.
        expect(await tones(page)).toBe(0);
        await result.getByRole('button', { name: lang === 'zh' ? '放入背包' : 'Keep in backpack' }).click();

        // Sound back on, and that too is remembered.
        await mute.click();
        await page.reload();
        await mute.waitFor();
        expect(await mute.getAttribute('aria-checked')).toBe('false');
        expect(await quick.getAttribute('aria-checked')).toBe('true');
      } finally {
        await close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'zh: 结果中逐件回收和保留，显示盈亏，再开同样数量',
    async () => {
      const lang = 'zh';
      const text = TEXT[lang];
      const { page, player, close } = await loggedInPlayer(lang);
      try {
        await chooseCount(page, lang, 3);
        const opened = await opening(page, () => page.getByRole('button', { name: text.open(3) }).click());
        await page.getByRole('button', { name: text.skip }).click();
        const result = page.getByRole('dialog', { name: text.result });
        await result.waitFor({ timeout: 20_000 });
        const paid = price * 3n;
        const value = opened.items.reduce((sum, item) => sum + parseAmount(item.bean)!, 0n);
        const outcome = value > paid ? 'profit' : value < paid ? 'loss' : 'even';
        await result.getByText(text.outcome[outcome], { exact: true }).waitFor();
        expect(amount(await result.getByTestId('opening-difference').innerText())).toBe(value - paid);

        const items = result.getByTestId('result-item');
        await items.nth(2).getByRole('button', { name: text.sell }).click();
        await items.nth(2).getByText(text.sold).waitFor();
        await items.nth(0).getByRole('button', { name: text.keep, exact: true }).click();
        await items.nth(0).getByText(text.kept).waitFor();
        const expected = 100_000n - paid + parseAmount(opened.items[2].bean)!;
        await waitForBalance(page, (balance) => balance === expected);
        await screenshot(page, 'opening-result-zh');
        const me = await client.get<{ bean: string }>('/api/me', { token: player.token });
        expect(me.body.data.bean).toBe(formatAmount(expected));
        const backpack = await client.get<{ data: { id: string }[] }>('/api/storage?page=1&status=0&per_page=50', {
          token: player.token,
        });
        expect(backpack.body.data.data.map((row) => row.id).sort()).toEqual(
          [opened.items[0].storage_id, opened.items[1].storage_id].sort(),
        );

        const again = await opening(page, () => result.getByRole('button', { name: text.openAgain(3) }).click());
        expect(again.items).toHaveLength(3);
        await waitForBalance(page, (balance) => balance === expected - paid);
      } finally {
        await close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it.each(['en', 'zh'] as const)(
    '%s: a gold drop gets the celebration, its banner and a profit in green',
    async (lang) => {
      const text = TEXT[lang];
      const { page, close } = await loggedInPlayer(lang, DESKTOP, GOLD_BOX.id);
      try {
        await chooseCount(page, lang, 2);
        await opening(page, () => page.getByRole('button', { name: text.open(2) }).click());
        await page.locator('[data-testid="reel"][data-state="landed"]').nth(1).waitFor({ timeout: 20_000 });
        expect(await page.locator('[data-testid="reel"][data-reveal="jackpot"]').count()).toBe(2);
        expect(await page.locator('.reel__burst').count()).toBe(2);
        if (lang === 'en') await screenshot(page, 'opening-gold-reels-en');
        const result = page.getByRole('dialog', { name: text.result });
        await result.waitFor({ timeout: 20_000 });
        await result.getByText(lang === 'zh' ? '非凡大奖！' : 'Extraordinary drop!').waitFor();
        const difference = result.getByTestId('opening-difference');
        expect(await difference.innerText()).toBe('+40.00');
        expect(await difference.getAttribute('data-outcome')).toBe('profit');
        await result.getByText(text.outcome.profit, { exact: true }).waitFor();
        expect(
          await page.evaluate<string>(
            `getComputedStyle(document.querySelector('[data-testid="opening-difference"]')).color`,
          ),
        ).toBe('rgb(47, 191, 113)');
        expect(await tones(page)).toBeGreaterThan(0);
        await screenshot(page, `opening-gold-result-${lang}`);
      } finally {
        await close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'en: a player who prefers reduced motion sees the items land without a spin or a flash',
    async () => {
      const { page, close } = await loggedInPlayer('en');
      try {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        expect(await page.getByRole('switch', { name: TEXT.en.quick }).getAttribute('aria-checked')).toBe('false');
        await page.evaluate(WATCH_REEL_STATES);
        await opening(page, () => page.getByRole('button', { name: TEXT.en.open(1) }).click());
        await page.getByRole('dialog', { name: TEXT.en.result }).waitFor();
        const states = await page.evaluate<string[]>('window.__reelStates');
        expect(states).toContain('landed');
        expect(states).not.toContain('spinning');
        expect(
          await page.evaluate<string>(`getComputedStyle(document.querySelector('.reel__card--winner')).animationName`),
        ).toBe('none');
      } finally {
        await close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
