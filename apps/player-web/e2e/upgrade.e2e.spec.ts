// The upgrade page in real browsers (issue 31). An English player on a desktop finds a backpack
// item older than the 15 newest (by paging, then by search), stakes it, and sees the slider, dial
// and quote all show the chance the API quotes; adds coins, attempts, and the dial and slider show
// the chance the draw recorded. A Chinese player on a 390×844 phone sees the targets on the first
// screen of a compact page, picks one, sets a chance, attempts, and sees the dial land on the
// recorded roll (read back from the upgrade's read model).
import type { Page } from 'playwright-core';
import {
  formatAmount,
  parseAmount,
  type Paged,
  type StorageItemResponse,
  type UpgradeItemResponse,
  type UpgradeQuoteResponse,
} from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../api/src/platform/database/database.module';
import { topUp } from '../../api/src/games/testing';
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import { landsOnSuccess, rollToAngle, spinRotation } from '../src/features/upgrade/spinner-angle';
import { formatRate } from '../src/features/upgrade/upgrade-chance';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  screenshot,
  signInWithCookies,
  startWebTestEnv,
  type Lang,
  type WebTestEnv,
  untilPageSays,
} from './support/player-web';

interface Row {
  upgrade_id: string;
  price: string;
  rate: number;
  roll: number;
  success: boolean;
  staked_storage_ids: string[];
}

const PHONE = { width: 390, height: 844 };
const COPY = {
  en: { title: 'Dream upgrade', go: 'Upgrade', mine: 'My upgrades', min: 'Min value', next: 'Next' },
  zh: { title: '追梦', go: '追梦', mine: '我的追梦', min: '最低价格', next: '下一页' },
};

describe('the upgrade page (browser e2e)', () => {
  let env: WebTestEnv;
  let sql: SqlClient;
  let client: ApiClient;
  let box: { id: string; price: string };
  let registrations = 0;

  beforeAll(async () => {
    env = await startWebTestEnv();
    sql = env.testApp.app.get<SqlClient>(SQL_CLIENT);
    client = new ApiClient(env.testApp.baseUrl);
    const boxes = await client.get<{ id: string; price: string }[]>('/api/boxes');
    // The cheapest box of 5.00 or more: its items are worth staking on a target of 1.00 or more.
    box = [...boxes.body.data]
      .sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))
      .find((candidate) => parseAmount(candidate.price)! >= 5_00n)!;
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  /** A player registered over HTTP with `count` items from that box and 1,000.00 coins. */
  async function aPlayerWithItems(count: number): Promise<TestPlayer> {
    registrations += 1;
    const player = await aPlayer(client.fromAddress(`127.0.0.${40 + registrations}`)).register();
    await topUp(env.testApp, player.id, formatAmount(parseAmount(box.price)! * BigInt(count) + 1000_00n));
    for (let left = count; left > 0; left -= 5) {
      const opened = await client.post(
        '/api/box/open',
        { id: box.id, num: Math.min(5, left) },
        { token: player.token },
      );
      expect(opened.status).toBe(200);
    }
    return player;
  }

  async function backpackPage(player: TestPlayer, page: number): Promise<Paged<StorageItemResponse>> {
    return (await client.get<Paged<StorageItemResponse>>(`/api/storage?page=${page}`, { token: player.token })).body
      .data;
  }

  async function recorded(upgradeId: string): Promise<Row> {
    const { rows } = await sql.query<Row>(
      `SELECT upgrade_id, price::text AS price, rate, roll, success, staked_storage_ids FROM games_upgrades WHERE upgrade_id = $1`,
      [upgradeId],
    );
    return rows[0];
  }

  /** Picks a target in the first step: the list filtered from its value, then the card itself. */
  async function pickTarget(page: Page, lang: Lang, target: UpgradeItemResponse): Promise<void> {
    await page.getByTestId('upgrade-target').first().waitFor();
    await page.getByLabel(COPY[lang].min).fill(target.bean);
    const card = page.locator(`[data-testid="upgrade-target"][data-item-id="${target.id}"]`);
    await card.click();
    await page.waitForURL(`**/active/lucky/${target.id}`);
  }

  /** Slider, its label, the dial and the server's quote on the page all read `rate`. */
  async function expectOneChance(page: Page, rate: number): Promise<void> {
    await page.locator(`[data-testid="upgrade-quote-rate"][data-rate="${rate}"]`).waitFor();
    expect(await page.getByTestId('upgrade-rate-slider').inputValue()).toBe(String(rate));
    expect(await page.getByTestId('upgrade-rate-slider-value').innerText()).toBe(formatRate(rate));
    expect(await page.getByTestId('upgrade-rate').getAttribute('data-rate')).toBe(String(rate));
    expect(await page.getByTestId('upgrade-rate').innerText()).toBe(formatRate(rate));
    expect(await page.getByTestId('upgrade-quote-rate').innerText()).toBe(formatRate(rate));
  }

  /** Attempts, waits for the result, and reads back the attempt the API recorded (the newest listed). */
  async function attempt(page: Page, lang: Lang): Promise<Row> {
    await page.getByRole('button', { name: COPY[lang].go, exact: true }).click();
    await page.getByTestId('upgrade-result').waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: COPY[lang].mine }).waitFor();
    const record = page.getByTestId('upgrade-record').first();
    await record.waitFor();
    return recorded((await record.getAttribute('data-upgrade-id'))!);
  }

  /** The dial stopped on the recorded roll, and the dial, slider and result show the recorded chance. */
  async function expectRecordedOnDial(page: Page, row: Row): Promise<void> {
    const rotation = Number(await page.getByTestId('upgrade-pointer').getAttribute('data-rotation'));
    expect(rotation).toBeCloseTo(spinRotation(row.roll), 6);
    expect(landsOnSuccess(rollToAngle(row.roll), row.rate)).toBe(row.success);
    expect(await page.getByTestId('upgrade-result').getAttribute('data-success')).toBe(String(row.success));
    expect(await page.getByTestId('upgrade-roll').innerText()).toBe(String(row.roll));
    expect(await page.getByTestId('upgrade-result-rate').getAttribute('data-rate')).toBe(String(row.rate));
    expect(await page.getByTestId('upgrade-rate').innerText()).toBe(formatRate(row.rate));
    expect(await page.getByTestId('upgrade-rate-slider').inputValue()).toBe(String(row.rate));
  }

  it(
    'English on a desktop: stakes an item beyond the 15 newest (paged, then searched); one chance everywhere, then the recorded one',
    async () => {
      const player = await aPlayerWithItems(20);
      const newest = await backpackPage(player, 1);
      expect(newest.data).toHaveLength(15);
      const older = (await backpackPage(player, 2)).data;
      const all = [...newest.data, ...older];
      // An item only the second page holds, whose name a search narrows to one page.
      const stake = [...older]
        .sort((a, b) => Number(parseAmount(b.bean)! - parseAmount(a.bean)!))
        .find((item) => all.filter((other) => other.name.includes(item.name)).length <= 15)!;
      const value = parseAmount(stake.bean)!;
      // A target the stake alone buys a chance of 5%–75% on (RTP 95%: worth 1.3 to 15 times the stake).
      const targets = await client.get<Paged<UpgradeItemResponse>>(
        `/api/upgrade/items?per_page=100&min=${formatAmount((value * 13n) / 10n + 1n)}&max=${formatAmount(value * 15n)}`,
      );
      const target = targets.body.data.data[0];
      expect(target).toBeDefined();
      const quoteOf = async (query: string) =>
        (
          await client.get<UpgradeQuoteResponse>(`/api/upgrade/quote?item_id=${target.id}${query}`, {
            token: player.token,
          })
        ).body.data;

      const { context, page } = await newPlayerPage(env, 'en', { width: 1440, height: 900 });
      try {
        await signInWithCookies(env, context, player);
        await page.goto('/002-lucky');
        await page.getByRole('heading', { name: COPY.en.title, exact: true }).waitFor();
        // Nothing chosen: the stake waits for a target, and so does the Upgrade button.
        await page.getByTestId('upgrade-stake-step').getByText('Choose a target first.').waitFor();
        expect(await page.getByTestId('upgrade-go').isDisabled()).toBe(true);
        await pickTarget(page, 'en', target);
        expect(await page.getByTestId('upgrade-go').isDisabled()).toBe(false);

        // The backpack's first page is the 15 newest; the stake is on the next one.
        const stakeStep = page.getByTestId('upgrade-stake-step');
        const stakeCard = stakeStep.locator(`[data-storage-id="${stake.id}"]`);
        await stakeStep.locator(`[data-storage-id="${newest.data[14].id}"]`).waitFor();
        expect(await stakeCard.count()).toBe(0);
        await stakeStep.getByRole('button', { name: COPY.en.next, exact: true }).click();
        await stakeCard.click();
        const bought = await quoteOf(`&storage_ids=${stake.id}`);
        expect(bought.coins).toBe('0.00');
        await expectOneChance(page, bought.rate);
        await screenshot(page, 'upgrade-stake-en');

        // Unstaked, then found again by its name.
        await stakeCard.click();
        await page.getByTestId('upgrade-stake-summary').waitFor({ state: 'detached' });
        await page.getByTestId('upgrade-stake-search').fill(stake.name);
        await stakeStep.getByTestId('upgrade-stake-item').first().waitFor();
        await untilPageSays(
          page,
          `[...document.querySelectorAll('[data-testid="upgrade-stake-item"] .item-card__name')].every((name) => name.textContent.includes(${JSON.stringify(stake.name)}))`,
        );
        await stakeCard.click();
        await expectOneChance(page, bought.rate);

        // A higher chance adds coins: the slider, dial and quote read it, the coins are the API's.
        const chosen = Math.min(7500, bought.rate + 500);
        await page.getByTestId('upgrade-rate-slider').fill(String(chosen));
        await expectOneChance(page, chosen);
        const withCoins = await quoteOf(`&rate=${chosen}&storage_ids=${stake.id}`);
        expect((await page.getByTestId('upgrade-coins').innerText()).replace(/[^\d.]/g, '')).toBe(withCoins.coins);

        const row = await attempt(page, 'en');
        expect(row).toMatchObject({ rate: chosen, price: String(parseAmount(withCoins.price)) });
        expect(row.staked_storage_ids).toEqual([stake.id]);
        await expectRecordedOnDial(page, row);
        await screenshot(page, 'upgrade-result-en');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    'Chinese on a phone: the targets come first on a compact page; pick, set a chance, attempt, the dial matches the API',
    async () => {
      const player = await aPlayerWithItems(20);
      const { context, page } = await newPlayerPage(env, 'zh', PHONE);
      try {
        await signInWithCookies(env, context, player);
        await page.goto('/002-lucky');
        await page.getByRole('heading', { name: COPY.zh.title, exact: true }).waitFor();
        // Everything the page loads is in: the targets, the records (none yet), the stake step.
        await page.getByTestId('upgrade-target').nth(3).waitFor();
        await page.getByText('暂无记录', { exact: true }).waitFor();
        await page.getByTestId('upgrade-stake-step').getByText('请先选择目标饰品').waitFor();
        // The first target card lies wholly within the first screenful, the page is compact.
        const first = (await page.getByTestId('upgrade-target').first().boundingBox())!;
        expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
        const height = () => page.evaluate<number>('document.documentElement.scrollHeight');
        expect(await height()).toBeLessThan(2500);
        const stepTops = await Promise.all(
          ['upgrade-target-step', 'upgrade-stake-step', 'upgrade-go'].map(
            async (id) => (await page.getByTestId(id).boundingBox())!.y,
          ),
        );
        expect([...stepTops].sort((a, b) => a - b)).toEqual(stepTops);
        await screenshot(page, 'upgrade-phone-zh');

        const targets = await client.get<Paged<UpgradeItemResponse>>('/api/upgrade/items?min=10.00');
        const target = targets.body.data.data[0];
        await pickTarget(page, 'zh', target);
        await page.getByTestId('upgrade-rate-slider').fill('5500');
        await expectOneChance(page, 5500);
        await page.locator('[data-testid="upgrade-price"][data-rate="5500"][aria-busy="false"]').waitFor();
        const shownPrice = (await page.getByTestId('upgrade-price').innerText()).replace(/[^\d.]/g, '');

        const row = await attempt(page, 'zh');
        expect(row.rate).toBe(5500);
        expect(formatAmount(BigInt(row.price))).toBe(shownPrice);
        await expectRecordedOnDial(page, row);
        await screenshot(page, 'upgrade-result-zh');
        expect(await height()).toBeLessThan(2500);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
