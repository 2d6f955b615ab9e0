// The points shop, the task centre and the daily free box in a real browser, in English and
// Chinese: the demo data's shop items are on sale; a player whose box opening earned points redeems
// an item through the confirm step (cost, points left after), is told what arrived and follows the
// link to the backpack (points go down); an item beyond their points is refused in the confirm step
// (how many are missing, nothing sent); sees a task's progress from the log and claims it once, and
// opens today's free box through the normal draw.
import { ChangeType, formatAmount, parseAmount, type Paged, type ShopItemResponse } from '@lootledger/contracts';
import { topUp, waitUntil } from '../../api/src/games/testing';
import { PointsEarningProcess } from '../../api/src/loyalty/points/points-earning.process';
import { aFreeBox, aShopItem, withPointsRate } from '../../api/src/loyalty/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  registerThroughDialog,
  screenshot,
  startWebTestEnv,
  type Lang,
  type WebTestEnv,
} from './support/player-web';

const TEXT = {
  en: {
    shop: 'Points shop',
    confirm: 'Redeem this item?',
    redeemFor: 'Redeem for 1 points',
    redeemAny: /^Redeem for/,
    left: (points: string) => `${points} points`,
    arrived: (name: string) => `${name} is now in your backpack.`,
    openBackpack: 'Open backpack',
    short: 'Not enough points: you need 1001 more.',
    tasks: 'Task centre',
    openBoxes: 'Open 5 boxes',
    claimed: 'Claimed',
    freeBox: 'Daily free box',
    got: 'You got',
    openedToday: 'Opened today: come back tomorrow',
  },
  zh: {
    shop: '积分商城',
    confirm: '确认兑换？',
    redeemFor: '花费 1 积分兑换',
    redeemAny: /^花费/,
    left: (points: string) => `${points} 积分`,
    arrived: (name: string) => `${name} 已放入背包。`,
    openBackpack: '查看背包',
    short: '积分不足：还差 1001 积分。',
    tasks: '任务中心',
    openBoxes: '开启 5 个箱子',
    claimed: '已领取',
    freeBox: '每日免费箱子',
    got: '恭喜获得',
    openedToday: '今日已开启，明天再来',
  },
} as const;

describe('points shop, task centre and daily free box (browser e2e)', () => {
  let env: WebTestEnv;
  let client: ApiClient;
  beforeAll(async () => {
    env = await startWebTestEnv();
    client = new ApiClient(env.testApp.baseUrl);
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  it.each(['en', 'zh'] as const)(
    '%s: buy with points, be refused beyond them, claim a task, open the free box',
    async (lang: Lang) => {
      const text = TEXT[lang];
      const { context, page } = await newPlayerPage(env, lang);
      try {
        await page.goto('/');
        await registerThroughDialog(page, env, lang);
        const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!.value;
        const me = await client.get<{ id: string }>('/api/me', { token });
        const boxes = await client.get<{ id: string; price: string }[]>('/api/boxes');
        const box = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
        const detail = await client.get<{ items: { id: string }[] }>(`/api/box/${box.id}`);
        const itemId = detail.body.data.items[0].id;
        // One box opening at 100 points per coin (at least 1 point), earned by the real process.
        await topUp(env.testApp, me.body.data.id, formatAmount(parseAmount(box.price)! * 5n));
        await withPointsRate(env.testApp, ChangeType.BOX_OPEN, 1_000_000);
        expect((await client.post('/api/box/open', { id: box.id, num: 1 }, { token })).status).toBe(200);
        const points = await waitUntil(
          async () => {
            await env.testApp.app.get(PointsEarningProcess).catchUp();
            return (await client.get<{ balance: string }>('/api/points', { token })).body.data.balance;
          },
          (balance) => balance !== '0',
        );
        await withPointsRate(env.testApp, ChangeType.BOX_OPEN, 10_000);
        const cheap = await aShopItem(env.testApp, { itemId, price: 1, stock: 3 });
        const dear = await aShopItem(env.testApp, { itemId, price: Number(points) + 1_000, stock: null });

        await page.goto('/002-shopping');
        await page.getByRole('heading', { name: text.shop, exact: true }).waitFor();
        const balance = page.getByTestId('shop-points-balance');
        await waitUntil(
          () => balance.innerText(),
          (shown) => shown === points,
        );
        // The demo data's shop, beside the items this test adds.
        await page.getByTestId('shop-buy-demo-awp-asiimov').waitFor();
        const shopItems = await client.get<Paged<ShopItemResponse>>('/api/shop/items?per_page=50', { lang });
        const cheapName = shopItems.body.data.data.find((item) => item.id === cheap)!.name;

        await page.getByTestId(`shop-buy-${cheap}`).click();
        const confirm = page.getByRole('dialog', { name: text.confirm });
        await confirm.getByTestId('shop-confirm').getByText(cheapName).waitFor();
        expect(await confirm.getByTestId('shop-confirm-left').innerText()).toBe(text.left(String(Number(points) - 1)));
        await confirm.getByRole('button', { name: text.redeemFor }).click();
        const done = page.getByTestId('shop-done');
        await done.getByText(text.arrived(cheapName)).waitFor();
        await waitUntil(
          () => balance.innerText(),
          (shown) => shown === String(Number(points) - 1),
        );
        await done.getByRole('link', { name: text.openBackpack }).click();
        await page.waitForURL('**/002-packsack');
        const backpack = await client.get<{ data: { item_id: string }[] }>('/api/storage?per_page=100', { token });
        expect(backpack.body.data.data.map((row) => row.item_id)).toContain(itemId);

        await page.goto('/002-shopping');
        await page.getByTestId(`shop-buy-${dear}`).click();
        await page.getByTestId('shop-confirm-short').getByText(text.short).waitFor();
        expect(
          await page
            .getByRole('dialog', { name: text.confirm })
            .getByRole('button', { name: text.redeemAny })
            .isDisabled(),
        ).toBe(true);
        await screenshot(page, `shop-${lang}`);

        await page.goto('/phoneTheFree');
        await page.getByRole('heading', { name: text.tasks, exact: true }).waitFor();
        const task = page.getByTestId('task-open-5-boxes');
        await task.getByText(text.openBoxes).waitFor();
        await task.getByText('1 / 5').waitFor();
        expect((await client.post('/api/box/open', { id: box.id, num: 4 }, { token })).status).toBe(200);
        await page.reload();
        await task.getByText('5 / 5').waitFor();
        await page.getByTestId('task-claim-open-5-boxes').click();
        await page.getByTestId('task-claim-open-5-boxes').getByText(text.claimed).waitFor();
        await screenshot(page, `tasks-${lang}`);

        const freeBox = await aFreeBox(env.testApp, { boxId: box.id, unlockType: 'vip', unlockValue: 0n });
        await page.goto(`/active/outOfTheFree/${freeBox}`);
        await page.getByRole('heading', { name: new RegExp(text.freeBox) }).waitFor();
        await page.getByTestId('free-box-open').click();
        await page.getByTestId('free-box-won').getByRole('heading', { name: text.got }).waitFor();
        await page.getByTestId('free-box-open').getByText(text.openedToday).waitFor();
        await screenshot(page, `free-box-${lang}`);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
