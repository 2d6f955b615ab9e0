// The whole API on EVENT_STORE=eventstoredb, over real HTTP: the log lives on the EventStoreDB test
// double (the real client over a real gRPC socket: no server can run here), read models,
// checkpoints and the log's mirror in PostgreSQL (DATABASE_URL) or PGlite. A player signs up,
// staff credit coins (an adjustment: its audit-log entry commits after the append), the player
// opens a box; every answer and the reads right after it show the new balance (the runner waits
// for the read models of its kind), and the audit passes over the mirror.
import { randomUUID } from 'node:crypto';
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { EVENTS_MIRROR, type SqlClient } from '@lootledger/event-store';
import { EventStoreDbTestDouble } from '@lootledger/event-store/testing';
import { runAudit } from '../../audit';
import type { BalanceMessage } from '@lootledger/contracts';
import { aDemoBox, balanceOf, startGamesTestApp, storageOf, topUp, type GamesTestApp } from '../../games/testing';
import { aPlayer } from '../../identity/testing';
import { aStaffMember, auditEntries } from '../../staff/testing';
import { EventSourcing } from '../event-sourcing';
import { openSocket } from '../../realtime/testing';
import { createPersistentTestStore, startTestApp, suiteOf, type TestApp } from '../testing/test-app';

let double: EventStoreDbTestDouble;
let app: GamesTestApp;
let sql: SqlClient;

beforeAll(async () => {
  double = await EventStoreDbTestDouble.start();
  ({ app, sql } = suiteOf(
    await startGamesTestApp({
      eventStore: 'eventstoredb',
      eventStoreUrl: double.url,
      adjustmentApprovalThreshold: 10_000_00n,
    }),
  ));
});
afterAll(async () => {
  await app?.close();
  await double?.stop();
});

it('signs up, credits, opens a box and reads its own writes on EventStoreDB; the audit passes', async () => {
  const eventSourcing = app.app.get(EventSourcing);
  expect(eventSourcing.readModelsFollowTheLog).toBe(true);
  const finance = await aStaffMember(app).withRole('finance').signIn(app.client);
  const player = await aPlayer(app.client).register();
  const box = await aDemoBox(app.client);
  const price = parseAmount(box.price)!;

  const reason = `ticket ${randomUUID().slice(0, 8)}`;
  const credited = await app.client.post<{ status: string; balance_after: string | null }>(
    '/admin/api/coin-adjustments',
    { player_id: player.id, direction: 'credit', amount: formatAmount(price * 2n), reason },
    { token: finance.token },
  );
  expect(credited.status).toBe(200);
  expect(credited.body.data).toMatchObject({ status: 'applied', balance_after: formatAmount(price * 2n) });
  expect(await balanceOf(app.client, player)).toBe(formatAmount(price * 2n));

  const opened = await app.client.post<{ bean: string; items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: box.id, num: 1 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  expect(opened.body.data.bean).toBe(formatAmount(price));
  // Read right after the answer: the balance and the backpack already show the opening.
  expect(await balanceOf(app.client, player)).toBe(formatAmount(price));
  expect((await storageOf(app.client, player)).map((row) => row.id)).toEqual(
    opened.body.data.items.map((item) => item.storage_id),
  );
  const records = await app.client.get<{ data: { bean: string }[] }>('/api/bean/change_records?per_page=100', {
    token: player.token,
  });
  expect(records.body.data.data).toHaveLength(2);

  // The log is EventStoreDB's; PostgreSQL holds its mirror, event for event, at the server's positions.
  const inLog = double.records.filter((record) => record.streamId === `player-${player.id}`);
  expect(inLog.map((record) => record.type)).toEqual(expect.arrayContaining(['CoinsCredited']));
  const mirrored = await sql.query<{ event_id: string; global_position: string }>(
    `SELECT event_id::text, global_position::text FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [`player-${player.id}`],
  );
  expect(mirrored.rows).toEqual(
    inLog.map((record) => ({ event_id: record.eventId, global_position: record.prepare.toString() })),
  );
  // The staff action's audit-log entry was committed with its append.
  const entries = await auditEntries(app, 'coin-adjustments');
  expect(entries.some((entry) => JSON.stringify(entry).includes(reason))).toBe(true);

  // Once every subscription has caught up with the log, the audit rebuilds every read model from the mirror.
  await eventSourcing.caughtUpTo(await eventSourcing.log.headPosition());
  expect(eventSourcing.followers().map((subscription) => subscription.name)).toContain(EVENTS_MIRROR);
  const report = await runAudit(sql);
  expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  expect(report.coverage.events).toBeGreaterThan(0);
});

// A fleet (PostgreSQL only: ROLE=api and worker share a database): the worker runs the read models'
// subscriptions; the API process runs none, and its log tail pushes an event once the workers'
// stored checkpoints have passed it.
(process.env.DATABASE_URL ? it : it.skip)(
  'pushes from an API process (ROLE=api) once the worker has applied the event to the read models',
  async () => {
    // A log of the fleet's own, as a deployment has: on the file's shared one, the first test's app
    // (still running) appends events this worker's read models would have to apply first.
    const fleetLog = await EventStoreDbTestDouble.start();
    const store = await createPersistentTestStore();
    const overrides = { eventStore: 'eventstoredb' as const, eventStoreUrl: fleetLog.url };
    let worker: TestApp | undefined;
    let api: GamesTestApp | undefined;
    try {
      worker = await startTestApp({ ...overrides, role: 'worker', publicBaseUrl: 'http://127.0.0.1:9' }, store);
      api = await startGamesTestApp({ ...overrides, role: 'api' }, store);
      expect(api.app.get(EventSourcing).runsBackgroundWork).toBe(false);
      const player = await aPlayer(api.client).register();
      const socket = await openSocket(api.baseUrl);
      try {
        expect(await socket.authenticate(player.token)).toMatchObject({ type: 'authenticated' });
        await topUp(api, player.id, '5.00');
        const expected: BalanceMessage = { type: 'balance', v: 1, bean: '5.00' };
        await expect(socket.next('balance', 30_000)).resolves.toEqual(expected);
      } finally {
        await socket.close();
      }
    } finally {
      // Whatever started is stopped, even when a start failed: a running app keeps jest's process alive.
      await api?.close();
      await worker?.close();
      await store.drop();
      await fleetLog.stop();
    }
  },
);
