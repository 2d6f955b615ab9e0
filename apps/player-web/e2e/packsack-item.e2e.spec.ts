// A backpack item's own page in a real browser (issue 31): from the backpack's "Details" link the
// player sees the item's value, status and where it came from, recycles it from there behind the
// backpack's confirmation, and sees it recycled; someone else's item id shows the not-found state.
import { formatAmount, parseAmount, type Paged, type StorageItemResponse } from '@lootledger/contracts';
import { topUp } from '../../api/src/games/testing';
import { aPlayer, type TestPlayer } from '../../api/src/identity/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import {
  FLOW_TIMEOUT_MS,
  headerBalance,
  newPlayerPage,
  screenshot,
  signInWithCookies,
  startWebTestEnv,
  type WebTestEnv,
} from './support/player-web';

describe('a backpack item page (browser e2e)', () => {
  let env: WebTestEnv;
  let client: ApiClient;
  let box: { id: string; price: string };
  let registrations = 0;

  beforeAll(async () => {
    env = await startWebTestEnv();
    client = new ApiClient(env.testApp.baseUrl);
    const boxes = await client.get<{ id: string; price: string }[]>('/api/boxes');
    box = boxes.body.data[0];
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  /** A player registered over HTTP holding one item from the first box, and that item. */
  async function aPlayerWithAnItem(): Promise<{ player: TestPlayer; item: StorageItemResponse }> {
    registrations += 1;
    const player = await aPlayer(client.fromAddress(`127.0.0.${60 + registrations}`)).register();
    await topUp(env.testApp, player.id, formatAmount(parseAmount(box.price)! + 10_00n));
    expect((await client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token })).status).toBe(200);
    const storage = await client.get<Paged<StorageItemResponse>>('/api/storage', { token: player.token });
    return { player, item: storage.body.data.data[0] };
  }

  it(
    "opens an item's page from the backpack, recycles it there; another player's item is not found",
    async () => {
      const { player, item } = await aPlayerWithAnItem();
      const { item: theirs } = await aPlayerWithAnItem();
      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await signInWithCookies(env, context, player);
        await page.goto('/user/packsack');
        await page.getByRole('link', { name: 'Details' }).click();
        await page.waitForURL(`**/active/packsack/${item.id}`);
        await page.getByRole('heading', { name: item.name }).waitFor();
        expect(await page.getByTestId('item-value').innerText()).toContain(item.bean);
        expect(await page.getByTestId('item-source').innerText()).toBe('A box opening');
        expect(await page.getByTestId('item-status').innerText()).toBe('In the backpack');
        await screenshot(page, 'packsack-item-en');

        const before = await headerBalance(page).innerText();
        await page.getByRole('button', { name: 'Recycle' }).click();
        const dialog = page.getByRole('dialog', { name: 'Recycle these items?' });
        expect(await dialog.getByTestId('confirm-summary').innerText()).toContain(item.bean);
        await dialog.getByRole('button', { name: /^Recycle for/ }).click();
        await page.getByText(`Recycled 1 item for ${item.bean} coins.`).waitFor();
        await page.getByTestId('item-status').getByText('Recycled', { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Recycle' }).count()).toBe(0);
        expect(await headerBalance(page).innerText()).not.toBe(before);

        await page.goto(`/active/packsack/${theirs.id}`);
        await page.getByTestId('item-not-found').waitFor();
        expect(await page.getByText(theirs.name).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
