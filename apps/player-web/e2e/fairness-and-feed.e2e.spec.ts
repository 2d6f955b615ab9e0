// Provably fair in the browser and the live feed: a player opens a box while another visitor watches
// the home page's drop strip; the player changes the client seed (revealing the server seed) and the
// verify page recomputes the draw with libs/fairness.
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  topUpThroughSandbox,
  type WebTestEnv,
} from './support/player-web';

describe('provably fair verify page and live drop feed (browser e2e)', () => {
  let env: WebTestEnv;
  beforeAll(async () => {
    env = await startWebTestEnv();
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it(
    'shows the drop to a watcher, lists it on the history page, and verifies it after the seed is revealed',
    async () => {
      const watcher = await newPlayerPage(env, 'en');
      const player = await newPlayerPage(env, 'en');
      try {
        await watcher.page.goto('/');
        await watcher.page.getByText('Waiting for the next drop…').waitFor();

        const { page } = player;
        await page.goto('/');
        await registerThroughDialog(page, env, 'en');
        await topUpThroughSandbox(page, 'en');
        await page.goto('/active/sandstorm');
        const panel = page.getByRole('region', { name: 'Provably fair' });
        await panel.getByTestId('client-seed').waitFor();
        const oldClientSeed = (await panel.getByTestId('client-seed').innerText()).trim();
        const oldHash = (await panel.getByTestId('server-seed-hash').innerText()).trim();
        await page.getByRole('button', { name: /^Open 1 box for/ }).click();
        const result = page.getByRole('dialog', { name: 'You got' });
        await result.waitFor({ timeout: 20_000 });
        const itemName = (await result.locator('.item-card__name').first().innerText()).trim();
        await result.getByRole('button', { name: 'Keep in backpack' }).click();

        // The watcher sees the drop arrive over the websocket.
        const feed = watcher.page.getByTestId('drop-feed');
        await feed.getByText(itemName).first().waitFor();
        await screenshot(watcher.page, 'live-feed-en');
        await feed.getByRole('link').first().click();
        await watcher.page.getByRole('heading', { name: /openings$/ }).waitFor();
        await watcher.page.getByTestId('opening').getByText(itemName).first().waitFor();
        await screenshot(watcher.page, 'history-en');

        // Nonce 0 was used; changing the client seed reveals the server seed behind the shown hash.
        await panel.getByTestId('nonce').filter({ hasText: '1' }).waitFor();
        await panel.getByLabel('New client seed').fill('my lucky seed');
        await panel.getByRole('button', { name: 'Change client seed' }).click();
        await panel.getByTestId('client-seed').filter({ hasText: 'my lucky seed' }).waitFor();
        const revealed = (await panel.locator('.fairness-panel__revealed .mono').innerText()).trim();
        expect(revealed).toMatch(/^[0-9a-f]{64}$/);
        expect((await panel.getByTestId('server-seed-hash').innerText()).trim()).not.toBe(oldHash);

        await panel.getByRole('link', { name: 'Verify your draws' }).click();
        await page.getByRole('heading', { name: 'Verify draws' }).waitFor();
        const opening = page.getByTestId('logged-opening').first();
        await opening.getByRole('button', { name: 'Verify' }).click();
        await opening.getByText('Verified').waitFor();

        // Recompute by hand: the revealed seed, the old client seed, nonce 0 -> the same item.
        await page.getByLabel('Box', { exact: true }).selectOption('sandstorm');
        await page.getByLabel('Server seed (revealed)', { exact: true }).fill(revealed);
        await page.getByLabel('Client seed', { exact: true }).fill(oldClientSeed);
        await page.getByLabel('Nonce', { exact: true }).fill('0');
        await page.getByRole('button', { name: 'Recompute' }).click();
        await page.getByTestId('recomputed').getByText(itemName).waitFor();
        await screenshot(page, 'fairness-en');
      } finally {
        await watcher.context.close();
        await player.context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
