// Issue 27 over real HTTP: every request field that takes a coin amount, player-facing and staff,
// takes exactly two decimals (contract section 3) through the one validator (coin-amount.ts):
// "1", "5", 1, "1.5", "1.000" and the like are 400 VALIDATION_FAILED naming the field, and change
// nothing; "1.00" is taken.
import type { SqlClient } from '@lootledger/event-store';
import type { TestPlayer } from '../../identity/testing';
import { aFundedPlayer, balanceOf, startGamesTestApp, type GamesTestApp } from '../../games/testing';
import { aStaffMember } from '../../staff/testing';
import { SQL_CLIENT } from '../database/tokens';
import { expectRefusal, type ApiResult } from '../testing/api-client';

let app: GamesTestApp;
let player: TestPlayer;
let staffToken: string;

beforeAll(async () => {
  app = await startGamesTestApp();
  player = await aFundedPlayer(app, '100.00');
  staffToken = (await aStaffMember(app).withRole('admin').signIn(app.client)).token;
});
afterAll(() => app.close());

const NOT_TWO_DECIMALS: unknown[] = ['1', '5', 1, '1.5', '1.000', '-1.00', '1e2', ' 1.00', '1,00', '.50', 1.5];

type Send = (amount: unknown) => Promise<ApiResult>;
const asPlayer =
  (path: string, body: (amount: unknown) => object): Send =>
  (amount) =>
    app.client.post(path, body(amount), { token: player.token });
const asPlayerQuery =
  (path: (amount: string) => string): Send =>
  (amount) =>
    app.client.get(path(encodeURIComponent(String(amount))), { token: player.token });
const asStaff =
  (path: string, body: (amount: unknown) => object): Send =>
  (amount) =>
    app.client.post(path, body(amount), { token: staffToken });

const FIELDS: [string, string, Send][] = [
  ['POST /api/limits', 'day', asPlayer('/api/limits', (day) => ({ day }))],
  ['POST /api/limits', 'month', asPlayer('/api/limits', (month) => ({ month }))],
  [
    'POST /api/roll/create',
    'min_recharge',
    asPlayer('/api/roll/create', (min_recharge) => ({
      name: 'room',
      end_time: '2099-01-01T00:00:00Z',
      storage_ids: [],
      min_recharge,
    })),
  ],
  ['GET /api/upgrade/items', 'min', asPlayerQuery((min) => `/api/upgrade/items?min=${min}`)],
  ['GET /api/upgrade/items', 'max', asPlayerQuery((max) => `/api/upgrade/items?max=${max}`)],
  ['GET /api/upgrade/quote', 'price', asPlayerQuery((price) => `/api/upgrade/quote?item_id=x&price=${price}`)],
  [
    'POST /admin/api/coin-adjustments',
    'amount',
    asStaff('/admin/api/coin-adjustments', (amount) => ({
      player_id: player.id,
      direction: 'credit',
      amount,
      reason: 'issue 27',
    })),
  ],
  [
    'POST /admin/api/card-code-batches',
    'bean',
    asStaff('/admin/api/card-code-batches', (bean) => ({ count: 1, bean, expires_at: '2099-01-01T00:00:00Z' })),
  ],
  ['POST /admin/api/packages', 'bean', asStaff('/admin/api/packages', (bean) => ({ bean, price: '1.00' }))],
  [
    'POST /admin/api/tasks (a recharge target)',
    'target',
    asStaff('/admin/api/tasks', (target) => ({
      id: 'recharge-task',
      type: 'recharge',
      target,
      reward: '1.00',
      title_zh: '充值',
      title_en: 'Recharge',
      enabled: true,
    })),
  ],
];

async function eventCount(): Promise<number> {
  const { rows } = await app.app.get<SqlClient>(SQL_CLIENT).query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(rows[0].n);
}

describe.each(FIELDS)('%s: %s', (_operation, field, send) => {
  it.each(NOT_TWO_DECIMALS.map((amount) => [JSON.stringify(amount), amount]))(
    'refuses %s with 400 VALIDATION_FAILED naming the field, changing nothing',
    async (_label, amount) => {
      const [events, balance] = [await eventCount(), await balanceOf(app.client, player)];
      const result = await send(amount);
      expectRefusal(result, 400, 'VALIDATION_FAILED');
      const errors = (result.body.data as { errors: { field: string; message: string }[] }).errors;
      expect(errors.filter((error) => error.field === field).map((error) => error.message)).toEqual([
        // A JSON number is not even a string (field-shapes.ts says so first).
        expect.stringMatching(typeof amount === 'string' ? /two decimals/ : /two decimals|must be a string/),
      ]);
      expect(await eventCount()).toBe(events);
      expect(await balanceOf(app.client, player)).toBe(balance);
    },
  );
});

it('takes exactly two decimals: a deposit limit of "1.00", an upgrade filter of "0.50", a recharge task of "5.00"', async () => {
  const limits = await app.client.post<{ day: string }>('/api/limits', { day: '1.00' }, { token: player.token });
  expect(limits.status).toBe(200);
  expect(limits.body.data.day).toBe('1.00');
  expect((await app.client.get('/api/upgrade/items?min=0.50&max=100000.00', { token: player.token })).status).toBe(200);
  const task = await app.client.post<{ target: string }>(
    '/admin/api/tasks',
    {
      id: 'recharge-five',
      type: 'recharge',
      target: '5.00',
      reward: '1.00',
      title_zh: '充值',
      title_en: 'Recharge',
      enabled: true,
    },
    { token: staffToken },
  );
  expect(task.status).toBe(200);
  expect(task.body.data.target).toBe('5.00');
});

it('says so in Chinese too', async () => {
  const result = await app.client.post('/api/roll/create', { min_recharge: '5' }, { token: player.token, lang: 'zh' });
  const errors = (result.body.data as { errors: { field: string; message: string }[] }).errors;
  expect(errors.find((error) => error.field === 'min_recharge')?.message).toBe(
    '充值金额不能为空或小于0（两位小数，如 "10.00"）',
  );
});
