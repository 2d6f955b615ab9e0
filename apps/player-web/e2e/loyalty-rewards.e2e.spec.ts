// The points shop, the task centre and the daily free box in a real browser, in English and
// Chinese: a player whose box opening earned points buys an item (points go down), is refused an
// item beyond their points with the server's message, sees a task's progress from the log and
// claims it once, and opens today's free box through the normal draw.
import { ChangeType, formatAmount, parseAmount } from '@lootledger/contracts';
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
    bought: 'Bought! The item is in your backpack.',
    notEnough: 'Not enough points',
    tasks: 'Task centre',
    openBoxes: 'Open 5 boxes',
    claimed: 'Claimed',
    freeBox: 'Daily free box',
    got: 'You got',
    openedToday: 'Opened today: come back tomorrow',
  },
  zh: {
    shop: '积分商城',
    bought: '兑换成功！饰品已放入背包。',
    notEnough: '积分不足',
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
        await page.getByTestId(`shop-buy-${cheap}`).click();
        await page.getByText(text.bought).first().waitFor();
        await waitUntil(
          () => balance.innerText(),
          (shown) => shown === String(Number(points) - 1),
        );
        expect(await balance.innerText()).toBe(String(Number(points) - 1));
        await page.getByTestId(`shop-buy-${dear}`).click();
        await page.getByText(text.notEnough).first().waitFor();
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
