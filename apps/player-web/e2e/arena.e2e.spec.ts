// The arena in two real browsers: A (English, desktop) creates a 2-seat classic battle; B (Chinese,
// phone width) watches the arena list, sees it appear live, opens it and joins; both battlegrounds
// reveal the same rounds to the same winner; A verifies the battle on the fairness page.
import type { Page } from 'playwright-core';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  topUpThroughSandbox,
  type WebTestEnv,
} from './support/player-web';

/** Each seat's total and whether it is marked the winner, once the reveal is over. */
async function outcome(page: Page): Promise<{ totals: string[]; winners: boolean[] }> {
  await page.getByTestId('seat-winner').first().waitFor({ timeout: 30_000 });
  const totals: string[] = [];
  const winners: boolean[] = [];
  for (const index of [0, 1]) {
    const seat = page.getByTestId(`seat-${index}`);
    totals.push((await seat.locator('.seat__total').innerText()).replace(/[^\d.]/g, ''));
    winners.push((await seat.getByTestId('seat-winner').count()) > 0);
  }
  return { totals, winners };
}

describe('arena battles in two browsers (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it(
    'A creates, B sees it live and joins, both see the same rounds and the same winner; the battle verifies',
    async () => {
      const a = await newPlayerPage(env, 'en');
      const b = await newPlayerPage(env, 'zh');
      try {
        await a.page.goto('/');
        await registerThroughDialog(a.page, env, 'en');
        await topUpThroughSandbox(a.page, 'en');
        await b.page.goto('/');
        await registerThroughDialog(b.page, env, 'zh');
        await topUpThroughSandbox(b.page, 'zh');

        // B watches the open battles, on a phone.
        await b.page.setViewportSize({ width: 390, height: 844 });
        await b.page.goto('/002-mysteryBox');
        await b.page.getByRole('heading', { name: '竞技场' }).waitFor();

        // A creates a battle of two boxes.
        await a.page.goto('/002-mysteryBox');
        await a.page.getByTestId('create-battle').click();
        await a.page.getByRole('heading', { name: 'Create a battle' }).waitFor();
        await a.page.getByTestId('pick-box').first().click();
        await a.page.getByTestId('pick-box').first().click();
        await a.page.getByLabel('Classic').check();
        await screenshot(a.page, 'arena-create-en');
        await a.page.getByRole('button', { name: /^Create for/ }).click();
        await a.page.getByTestId('battleground').waitFor();
        await a.page.getByTestId('battle-status').filter({ hasText: 'Waiting' }).waitFor();
        const battleId = new URL(a.page.url()).pathname.split('/').pop()!;

        // It appears on B's list without a reload.
        const card = b.page.locator(`[data-battle-id="${battleId}"]`);
        await card.waitFor({ timeout: 15_000 });
        await screenshot(b.page, 'arena-list-zh-phone');
        await card.click();
        await b.page.getByTestId('battleground').waitFor();
        await b.page.getByTestId('seat-1').getByRole('button', { name: '加入此位' }).click();

        // Both reveal the rounds, then the same winner.
        const [seenByA, seenByB] = await Promise.all([outcome(a.page), outcome(b.page)]);
        expect(seenByA).toEqual(seenByB);
        expect(seenByA.winners.filter(Boolean)).toHaveLength(1);
        expect(await a.page.getByTestId('seat-draw').count()).toBe(4);
        expect(await b.page.getByTestId('seat-draw').count()).toBe(4);
        await screenshot(a.page, 'arena-battle-ended-en');
        await screenshot(b.page, 'arena-battle-ended-zh-phone');
        const overflow = await b.page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow).toBeLessThanOrEqual(0);

        // Replay shows it again; verification recomputes every draw.
        await a.page.getByRole('button', { name: 'Replay' }).click();
        await a.page.getByTestId('battle-round').waitFor();
        await a.page.getByRole('link', { name: 'Verify this battle' }).click();
        await a.page
          .getByTestId('battle-verdict')
          .filter({ hasText: 'Every draw of this battle checks out.' })
          .waitFor();
        await screenshot(a.page, 'arena-verify-en');
      } finally {
        await a.context.close();
        await b.context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
