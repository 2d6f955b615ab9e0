// A battle as a show, on a Chinese phone page (390×844, reduced motion): a 4-seat battle filled with
// robots is settled by the server at once, yet the page reads "in progress" and shows no server
// seed until its timeline's last reel lands (the page's clock moved by the test, never waited on),
// then the status reads ended, the server seed, the winner and each seat's total appear; every seat
// is on screen without horizontal scrolling, and the robots are named in Chinese. A joiner leaves a
// waiting battle with its button: the seat is empty again and the entry back in their balance.
import { formatAmount, parseAmount, type BattleResponse } from '@lootledger/contracts';
import { aPlayer } from '../../api/src/identity/testing';
import { topUp } from '../../api/src/games/testing';
import { ApiClient } from '../../api/src/platform/testing/api-client';
import { timelineEnd } from '../src/features/arena/battle-timeline';
import {
  FLOW_TIMEOUT_MS,
  newPlayerPage,
  screenshot,
  signInWithCookies,
  startWebTestEnv,
  waitForBalance,
  type WebTestEnv,
} from './support/player-web';

const PHONE = { width: 390, height: 844 };

describe('a battle is a show on one timeline (browser e2e)', () => {
  let env: WebTestEnv;
  let client: ApiClient;
  beforeAll(async () => {
    env = await startWebTestEnv();
    client = new ApiClient(env.testApp.baseUrl);
  }, FLOW_TIMEOUT_MS);
  afterAll(() => env?.close());

  let registrations = 0;
  /** A player registered over HTTP, each from its own address (the SMS limit is per address). */
  const aRegisteredPlayer = () => aPlayer(client.fromAddress(`127.0.0.${60 + ++registrations}`)).register();

  async function cheapestBox(): Promise<{ id: string; price: string }> {
    const boxes = (await client.get<{ id: string; price: string }[]>('/api/arena/box-list')).body.data;
    return [...boxes].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
  }

  /** A 4-seat classic battle of three boxes, its three empty seats filled with robots: settled at once. */
  async function aSettledBattle(): Promise<BattleResponse> {
    const player = await aRegisteredPlayer();
    const box = await cheapestBox();
    await topUp(env.testApp, player.id, formatAmount(parseAmount(box.price)! * 3n));
    const created = await client.post<BattleResponse>(
      '/api/arena/create',
      { boxes: [box.id, box.id, box.id], seats: 4, mode: 'classic', robots: true },
      { token: player.token },
    );
    expect(created.status).toBe(200);
    const robots = await client.post<BattleResponse>(
      '/api/arena/robots',
      { id: created.body.data.id },
      { token: player.token },
    );
    expect(robots.status).toBe(200);
    const battle = (await client.get<BattleResponse>(`/api/arena/detail?game_arena_id=${created.body.data.id}&lang=zh`))
      .body.data;
    expect(battle).toMatchObject({ status: 2, seats_total: 4 });
    expect(battle.started_at).not.toBeNull();
    return battle;
  }

  it(
    'reads in progress with no seed until the last reel lands, then the seed, winner and totals; every seat fits a phone',
    async () => {
      const battle = await aSettledBattle();
      const startMs = Date.parse(battle.started_at!);
      const endMs = timelineEnd({ startMs, rounds: battle.boxes.length });
      const { context, page } = await newPlayerPage(env, 'zh', PHONE);
      try {
        // The page's clock: a minute before the start while it loads, then held just after the start.
        await page.clock.install({ time: startMs - 60_000 });
        await page.goto(`/active/mysterybox/${battle.id}`);
        await page.getByTestId('battleground').waitFor();
        await page.clock.pauseAt(startMs + 1_000);

        const status = page.getByTestId('battle-status');
        const seed = page.getByTestId('battle-server-seed');
        await status.filter({ hasText: '进行中' }).waitFor();
        await page.getByTestId('battle-round').filter({ hasText: '第 1 / 3 回合' }).waitFor();
        expect(await seed.count()).toBe(0);
        expect(await page.getByTestId('seat-winner').count()).toBe(0);

        // Every seat on the phone's screen, side by side, nothing to scroll sideways.
        for (const index of [0, 1, 2, 3]) {
          const box = await page.getByTestId(`seat-${index}`).boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
        }
        expect(
          await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
        ).toBeLessThanOrEqual(0);
        // The robots are named in the page's language.
        const names = await page.getByTestId('seat-name').allInnerTexts();
        expect(names.slice(1)).toEqual(['机器人烈焰', '机器人彗星', '机器人疾风']);
        expect(names.join()).not.toMatch(/Robot/);
        await screenshot(page, 'arena-battle-show-zh-phone');

        // A moment before the last reel lands: still in progress, still no seed.
        await page.clock.fastForward(endMs - 1_000 - (startMs + 1_000));
        await page.getByTestId('battle-round').filter({ hasText: '第 3 / 3 回合' }).waitFor();
        expect(await status.innerText()).toBe('进行中');
        expect(await seed.count()).toBe(0);

        // It lands: ended, the seed, the winner and every seat's total as the server settled them.
        await page.clock.fastForward(1_000);
        await status.filter({ hasText: '已结束' }).waitFor();
        expect(await seed.innerText()).toBe(battle.server_seed);
        const winners = page.getByTestId('seat-winner');
        expect(await winners.count()).toBe(battle.winners.length);
        for (const seat of battle.seats) {
          const total = await page.getByTestId(`seat-${seat.seat}`).locator('.seat__total').innerText();
          expect(total.replace(/[^\d.]/g, '')).toBe(seat.total);
        }
        expect(await page.getByTestId('seat-draw').count()).toBe(battle.boxes.length * 4);
        await screenshot(page, 'arena-battle-ended-zh-phone-4');
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'a joiner leaves a waiting battle with its button: the seat is empty again, the entry refunded',
    async () => {
      const [creator, joiner] = [await aRegisteredPlayer(), await aRegisteredPlayer()];
      const box = await cheapestBox();
      await topUp(env.testApp, creator.id, box.price);
      await topUp(env.testApp, joiner.id, '50.00');
      const created = await client.post<BattleResponse>(
        '/api/arena/create',
        { boxes: [box.id], seats: 3, mode: 'classic', robots: true },
        { token: creator.token },
      );
      expect(created.status).toBe(200);
      const id = created.body.data.id;
      expect((await client.post('/api/arena/join', { id, seat: 1 }, { token: joiner.token })).status).toBe(200);
      const { context, page } = await newPlayerPage(env, 'en');
      try {
        await signInWithCookies(env, context, joiner);
        await page.goto(`/active/mysterybox/${id}`);
        await page.getByTestId('seat-1').filter({ hasText: '(You)' }).waitFor();
        await waitForBalance(page, (value) => value === 5_000n - parseAmount(box.price)!);
        await page.getByRole('button', { name: 'Leave (entry refunded)' }).click();
        await page.getByTestId('seat-1').filter({ hasText: 'Empty seat' }).waitFor();
        await waitForBalance(page, (value) => value === 5_000n);
        expect(await page.getByRole('button', { name: 'Leave (entry refunded)' }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    FLOW_TIMEOUT_MS,
  );
});
