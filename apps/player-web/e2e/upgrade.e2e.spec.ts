// The upgrade page in real browsers: an English player on a desktop and a Chinese player on a phone
// each pick a target, set a rate, attempt, and see the dial land and the result the API recorded
// (read back from the upgrade's read model: price, rate, roll, success).
import type { Page } from 'playwright-core';
import { formatAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../api/src/platform/database/database.module';
import { landsOnSuccess, rollToAngle, spinRotation } from '../src/features/upgrade/spinner-angle';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  topUpThroughSandbox,
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
}

describe('the upgrade page (browser e2e)', () => {
  let env: WebTestEnv;
  let sql: SqlClient;
  beforeAll(async () => {
    env = await startWebTestEnv();
    sql = env.testApp.app.get<SqlClient>(SQL_CLIENT);
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  async function attemptOnPage(page: Page, lang: Lang, rateSteps: number): Promise<void> {
    const copy = {
      en: { title: 'Dream upgrade', select: 'Please select an item', go: 'Upgrade', mine: 'My upgrades' },
      zh: { title: '追梦', select: '请选择饰品', go: '追梦', mine: '我的追梦' },
    }[lang];
    await page.goto('/002-lucky');
    await page.getByRole('heading', { name: copy.title, exact: true }).waitFor();
    // No target yet: the page says so and attempts nothing.
    await page.getByTestId('upgrade-go').click();
    await page.getByRole('alert').filter({ hasText: copy.select }).waitFor();

    // Pick the cheapest target worth at least 10.00, then a rate. The list is sorted by value: once
    // its first target is worth 10.00 or more, it shows the filtered page (not the one before it).
    await page.getByTestId('upgrade-target').first().waitFor();
    await page.getByLabel(lang === 'zh' ? '最低价格' : 'Min value').fill('10');
    await untilPageSays(
      page,
      `Number(document.querySelector('[data-testid="upgrade-target"]')?.getAttribute('data-bean') ?? 0) >= 10`,
    );
    const itemId = await page.getByTestId('upgrade-target').first().getAttribute('data-item-id');
    await page.locator(`[data-testid="upgrade-target"][data-item-id="${itemId}"]`).click();
    await page.waitForURL(`**/active/lucky/${itemId}`);
    const slider = page.getByTestId('upgrade-rate-slider');
    await slider.focus();
    for (let step = 0; step < rateSteps; step++) await slider.press('ArrowRight');
    const percent = 50 + rateSteps;
    await page
      .getByTestId('upgrade-rate')
      .filter({ hasText: `${percent}.00%` })
      .waitFor();
    // The quote of this rate, not the previous one the page keeps showing while it asks.
    await page.locator(`[data-testid="upgrade-price"][data-rate="${percent * 100}"][aria-busy="false"]`).waitFor();
    const shownPrice = (await page.getByTestId('upgrade-price').innerText()).replace(/[^\d.]/g, '');

    await page.getByRole('button', { name: copy.go, exact: true }).click();
    const result = page.getByTestId('upgrade-result');
    await result.waitFor({ timeout: 20_000 });
    await screenshot(page, `upgrade-result-${lang}`);

    // The attempt the API recorded: the newest of this player's, listed on the page.
    const record = page.getByTestId('upgrade-record').first();
    await page.getByRole('tab', { name: copy.mine }).waitFor();
    await record.waitFor();
    const upgradeId = (await record.getAttribute('data-upgrade-id'))!;
    const { rows } = await sql.query<Row>(
      `SELECT upgrade_id, price::text AS price, rate, roll, success FROM games_upgrades WHERE upgrade_id = $1`,
      [upgradeId],
    );
    const [row] = rows;
    expect(row).toMatchObject({ rate: percent * 100 });
    expect(formatAmount(BigInt(row.price))).toBe(shownPrice);
    expect(await result.getAttribute('data-success')).toBe(String(row.success));
    // The dial stopped on the recorded roll, on the success arc exactly when it succeeded.
    const rotation = Number(await page.getByTestId('upgrade-pointer').getAttribute('data-rotation'));
    expect(rotation).toBeCloseTo(spinRotation(row.roll), 6);
    expect(landsOnSuccess(rollToAngle(row.roll), row.rate)).toBe(row.success);
    // The result's draw shows the recorded roll, whether it won or not.
    expect(await page.getByTestId('upgrade-roll').innerText()).toBe(String(row.roll));
  }

  it(
    'English on a desktop: pick, set a rate, attempt; the dial and the result match the API',
    async () => {
      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, 'en');
        await topUpThroughSandbox(page, 'en');
        await attemptOnPage(page, 'en', 10);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );

  it(
    'Chinese on a phone: the same flow, and the page fits the screen',
    async () => {
      const { context, page } = await newPlayerPage(env, 'zh');
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, 'zh');
        await topUpThroughSandbox(page, 'zh');
        await page.setViewportSize({ width: 390, height: 844 });
        await attemptOnPage(page, 'zh', 5);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
