// The fleet under traffic, with kill -9: the built server as 3 API processes (ROLE=api) and a worker
// (ROLE=worker) on one PostgreSQL database, behind the Node load balancer on 127.0.0.1. Players sign
// up, top up through the sandbox gateway, connect a websocket and open and recycle boxes, all
// through the balancer; one API process is killed with SIGKILL mid-traffic. Then:
//   - the balancer failed only requests in flight on the killed process, and every 2xx is in the
//     log (no request lost beyond those in flight; none applied twice);
//   - each player's balance equals the sum of their change records, and the audit passes;
//   - every push (drops, balances) reached every socket on a surviving process, as the log says;
//   - a logout on one process unbinds that session's socket on another;
//   - the worker is killed with SIGKILL while a standby worker runs: the standby takes its leases
//     over at once, and an order paid then is credited exactly once.
// It prints what it measured (requests, rate, failures in flight, pushes): numbers, not assertions.
import { formatAmount, type BalanceMessage, type DropMessage } from '@lootledger/contracts';
import { createSqlClient, parseCheckpointExport, type SqlClient } from '@lootledger/event-store';
import * as fs from 'node:fs';
import * as path from 'node:path';
// The application's module graph, imported (not started), as the audit CLI does: every context's
// registrations (its events, read models and checks) are known to the audit below.
import '../../app.module';
import { runAudit } from '../../audit';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import type { TestSocket } from '../../realtime/testing';
import { ApiClient } from '../testing/api-client';
import { startFleet, type Fleet, type FleetProcess } from '../testing/fleet/fleet';
import {
  backendOf,
  changeRecordSum,
  connect,
  received,
  toHundredths,
  until,
  WAIT_MS,
} from '../testing/fleet/fleet-traffic';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const PLAYERS = 9;
const OPERATIONS_PER_PLAYER = 24;
/** The API process is killed once this share of the traffic has been answered. */
const KILL_AFTER = 1 / 3;

interface Player extends TestPlayer {
  client: ApiClient;
  socket: TestSocket;
  /** The API process its websocket landed on. */
  socketBackend: string;
}

interface Outcome {
  player: string;
  kind: 'open' | 'recycle';
  status: number;
  backend: string | null;
  failure: string | null;
  openId?: string;
  storageIds?: string[];
}

onPostgres('a fleet of 3 API processes and a worker behind a balancer, with kill -9 (built server)', () => {
  let fleet: Fleet | undefined;
  let sql: SqlClient | undefined;
  const players: Player[] = [];

  afterAll(async () => {
    for (const player of players) player.socket.ws.terminate();
    await sql?.close();
    await fleet?.close();
  });

  it('loses no request beyond those in flight on a killed API process, pushes to every surviving socket, and hands the worker over', async () => {
    fleet = await startFleet({
      apis: 3,
      name: 'fleet',
      env: {
        SANDBOX_PAY_NOTIFY_DELAY_MS: '0',
        SANDBOX_PAY_RETRY_BASE_MS: '100',
        PASSWORD_HASH_MEMORY_KIB: '1024',
        PASSWORD_HASH_TIME_COST: '1',
      },
    });
    const { balancer } = fleet;
    sql = await createSqlClient({ databaseUrl: fleet.site.database.url, poolSize: 2 });
    const lb = new ApiClient(balancer.baseUrl);

    // Sign-up, a websocket and a top-up through the balancer (each player from its own loopback address).
    for (let index = 0; index < PLAYERS; index++) {
      const client = lb.fromAddress(`127.0.0.${10 + index}`);
      const registered = await aPlayer(client).register();
      const { socket, backend } = await connect(balancer.baseUrl, registered.token);
      players.push({ ...registered, client, socket, socketBackend: backend });
    }
    for (const player of players) {
      const placed = await player.client.post<{ order_id: string }>(
        '/api/recharge',
        { id: 'pkg-1000', pay_way: 7 },
        { token: player.token },
      );
      expect(placed.status).toBe(200);
      const paid = await fetch(`${balancer.baseUrl}/sandbox/pay/${placed.body.data.order_id}/confirm`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      expect(paid.status).toBe(200);
    }
    for (const player of players) {
      await until(
        () => player.client.get<{ bean: string }>('/api/me', { token: player.token }),
        (me) => me.status === 200 && me.body.data.bean !== '0.00',
        `top-up of ${player.id}`,
      );
    }
    const boxes = await lb.get<{ id: string; price: string }[]>('/api/boxes');
    const box = [...boxes.body.data].sort((x, y) => Number(toHundredths(x.price) - toHundredths(y.price)))[0];

    // Traffic: every player opens boxes and recycles what they got, all at once; one API process is
    // killed when a third of it has been answered.
    const victim: FleetProcess = fleet.apis[1];
    const total = PLAYERS * OPERATIONS_PER_PLAYER;
    const outcomes: Outcome[] = [];
    let killed: Promise<void> | null = null;
    const started = Date.now();
    const traffic = players.map(async (player) => {
      let held: string[] = [];
      for (let op = 0; op < OPERATIONS_PER_PLAYER; op++) {
        const recycle = op % 3 === 2 && held.length > 0;
        const result = recycle
          ? await player.client.post('/api/cash', { data: held }, { token: player.token })
          : await player.client.post<{ open_id: string; items: { storage_id: string }[] }>(
              '/api/box/open',
              { id: box.id, num: 1 },
              { token: player.token },
            );
        const outcome: Outcome = {
          player: player.id,
          kind: recycle ? 'recycle' : 'open',
          status: result.status,
          backend: backendOf(result),
          failure: result.headers.get('x-lb-failure'),
        };
        if (recycle) {
          outcome.storageIds = held;
          held = [];
        } else if (result.status === 200) {
          const opened = result.body.data as { open_id: string; items: { storage_id: string }[] };
          outcome.openId = opened.open_id;
          held.push(...opened.items.map((item) => item.storage_id));
        }
        outcomes.push(outcome);
        if (!killed && outcomes.length >= total * KILL_AFTER) killed = fleet!.kill(victim);
      }
    });
    await Promise.all(traffic);
    const elapsedMs = Date.now() - started;
    await killed;

    // What the balancer failed: only requests in flight on the killed process.
    const failed = outcomes.filter((outcome) => outcome.status === 502);
    expect(failed.every((outcome) => outcome.failure === 'in-flight' && outcome.backend === victim.name)).toBe(true);
    expect(failed.length).toBe(balancer.failedInFlight);
    const refusals = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 502);
    expect(refusals.map((outcome) => outcome.status).filter((status) => status !== 422)).toEqual([]);
    const stats = balancer.stats();
    expect(stats[victim.name].up).toBe(false);

    // Every answered open is in the log; an open failed in flight may be or not; none twice.
    const { rows: logged } = await sql.query<{ stream_id: string; open_id: string }>(
      `SELECT stream_id, data->>'open_id' AS open_id FROM events WHERE event_type = 'BoxOpened'`,
    );
    const openIds = new Set(logged.map((row) => row.open_id));
    expect(openIds.size).toBe(logged.length);
    const answeredOpens = outcomes.filter((outcome) => outcome.kind === 'open' && outcome.status === 200);
    expect(answeredOpens.filter((outcome) => !openIds.has(outcome.openId!))).toEqual([]);
    const failedOpens = failed.filter((outcome) => outcome.kind === 'open').length;
    expect(logged.length).toBeGreaterThanOrEqual(answeredOpens.length);
    expect(logged.length).toBeLessThanOrEqual(answeredOpens.length + failedOpens);
    // Every answered recycle is in the log, once.
    const { rows: recycledRows } = await sql.query<{ storage_id: string }>(
      `SELECT jsonb_array_elements_text(data->'storage_ids') AS storage_id FROM events WHERE event_type = 'ItemsRecycled'`,
    );
    const recycled = recycledRows.map((row) => row.storage_id);
    expect(new Set(recycled).size).toBe(recycled.length);
    const answeredRecycles = outcomes.filter((outcome) => outcome.kind === 'recycle' && outcome.status === 200);
    const missing = answeredRecycles.flatMap((outcome) => outcome.storageIds!).filter((id) => !recycled.includes(id));
    expect(missing).toEqual([]);

    // Each player's balance is the sum of their change records (through a surviving process).
    const finalBalances = new Map<string, string>();
    for (const player of players) {
      const me = await player.client.get<{ bean: string }>('/api/me', { token: player.token });
      expect(me.status).toBe(200);
      finalBalances.set(player.id, me.body.data.bean);
      expect(toHundredths(me.body.data.bean)).toBe(await changeRecordSum(player));
    }

    // Every push reached every socket on a surviving process, as the log says: each opening's drop,
    // and balances that are the player's balances after some change, ending with the final one.
    const surviving = players.filter((player) => player.socketBackend !== victim.name);
    const lost = players.length - surviving.length;
    for (const player of surviving) {
      await until(
        async () => {
          const drops = new Set(received(player.socket, 'drop').map((drop: DropMessage) => drop.open_id));
          const balances = received(player.socket, 'balance');
          return { missingDrops: [...openIds].filter((id) => !drops.has(id)).length, last: balances.at(-1)?.bean };
        },
        (seen) => seen.missingDrops === 0 && seen.last === finalBalances.get(player.id),
        `pushes to ${player.id} on ${player.socketBackend}`,
      );
      const { rows: coins } = await sql.query<{ after: string }>(
        `SELECT data->>'balance_after' AS after FROM events WHERE stream_id = $1 AND data ? 'balance_after'`,
        [`player-${player.id}`],
      );
      const balancesInLog = new Set(coins.map((row) => formatAmount(BigInt(row.after))));
      const pushed = received(player.socket, 'balance').map((message: BalanceMessage) => message.bean);
      expect(pushed.filter((bean) => !balancesInLog.has(bean))).toEqual([]);
    }

    // A logout on another process unbinds the session's socket and ends its token everywhere.
    const watcher = surviving[0];
    const elsewhere = fleet.apis.find((api) => api.name !== watcher.socketBackend && api.name !== victim.name)!;
    const direct = new ApiClient(elsewhere.baseUrl);
    expect((await direct.post('/api/logout', {}, { token: watcher.token })).status).toBe(200);
    await expect(watcher.socket.next('authenticated', WAIT_MS)).resolves.toEqual({
      type: 'authenticated',
      player_id: null,
    });
    const holder = fleet.apis.find((api) => api.name === watcher.socketBackend)!;
    expect((await new ApiClient(holder.baseUrl).get('/api/me', { token: watcher.token })).status).toBe(401);

    // The worker dies with a standby running: the standby holds the leases at once and finishes an
    // order paid now (the gateway's notification, the order-completion process), exactly once.
    const standby = await fleet.startWorker();
    const [firstWorker] = fleet.workers;
    const payer = surviving[1];
    const before = toHundredths(finalBalances.get(payer.id)!);
    await fleet.kill(firstWorker);
    const workerKilledAt = Date.now();
    const placed = await payer.client.post<{ order_id: string }>(
      '/api/recharge',
      { id: 'pkg-10', pay_way: 7 },
      { token: payer.token },
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.order_id;
    const confirmed = await fetch(`${balancer.baseUrl}/sandbox/pay/${orderId}/confirm`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(confirmed.status).toBe(200);
    const { rows: paidEvents } = await until(
      () =>
        sql!.query<{ tx: string; pos: string }>(
          `SELECT transaction_id::text AS tx, global_position::text AS pos FROM events
            WHERE stream_id = $1 AND event_type = 'OrderPaid'`,
          [`order-${orderId}`],
        ),
      (result) => result.rows.length === 1,
      `order ${orderId} paid`,
    );
    await until(
      () =>
        sql!.query<{ passed: boolean }>(
          `SELECT (transaction_id, global_position) >= ($1::text::xid8, $2::bigint) AS passed
             FROM subscription_checkpoints WHERE name = 'payments.order-completion'`,
          [paidEvents[0].tx, paidEvents[0].pos],
        ),
      (result) => result.rows[0]?.passed === true,
      'order-completion checkpoint past the order',
    );
    const takeoverMs = Date.now() - workerKilledAt;
    const credited = await until(
      () => payer.client.get<{ bean: string }>('/api/me', { token: payer.token }),
      (me) => me.status === 200 && toHundredths(me.body.data.bean) !== before,
      'the order credited',
    );
    // Credited once: one OrderCredited, and the player's coin events of the order (the coins, any
    // VIP rebate) are the whole change of the balance.
    const { rows: creditedOnce } = await sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events WHERE stream_id = $1 AND event_type = 'OrderCredited'`,
      [`order-${orderId}`],
    );
    expect(creditedOnce[0].n).toBe('1');
    const { rows: ofOrder } = await sql.query<{ total: string }>(
      `SELECT coalesce(sum((data->>'amount')::bigint), 0)::text AS total FROM events
        WHERE stream_id = $1 AND data->>'reference' = $2`,
      [`player-${payer.id}`, orderId],
    );
    expect(toHundredths(credited.body.data.bean) - before).toBe(BigInt(ofOrder[0].total));
    expect(BigInt(ofOrder[0].total)).toBeGreaterThanOrEqual(1000n);
    expect(toHundredths(credited.body.data.bean)).toBe(await changeRecordSum(payer));
    expect(standby.server.child.exitCode).toBeNull();

    // The audit's checks (npm run audit) on the whole log.
    const exportFile = path.join(fleet.site.dataDir, 'ledger-checkpoints.jsonl');
    const report = await runAudit(sql, {
      integrityKey: fleet.site.env.LEDGER_CHECKPOINT_KEY,
      exportedCheckpoints: fs.existsSync(exportFile)
        ? parseCheckpointExport(fs.readFileSync(exportFile, 'utf8'))
        : null,
    });
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);

    const pushes = surviving.map((player) => ({
      drops: received(player.socket, 'drop').length,
      balances: received(player.socket, 'balance').length,
    }));
    process.stdout.write(
      [
        '',
        'fleet: 3 API processes (ROLE=api) + worker (ROLE=worker) behind the Node balancer, one PostgreSQL',
        `  traffic: ${outcomes.length} requests (opens and recycles) from ${PLAYERS} players in ${elapsedMs} ms = ${((outcomes.length * 1000) / elapsedMs).toFixed(1)} req/s`,
        `  answered 2xx: ${outcomes.filter((outcome) => outcome.status === 200).length}, refused 422: ${refusals.length}, failed in flight on ${victim.name} (kill -9): ${failed.length} (opens ${failedOpens}, of which in the log anyway: ${logged.length - answeredOpens.length})`,
        `  balancer: ${Object.entries(stats)
          .map(
            ([name, s]) =>
              `${name} routed ${s.routed}, refused ${s.refused}, in-flight failures ${s.failedInFlight}, websockets ${s.upgrades}${s.up ? '' : ' (down)'}`,
          )
          .join('; ')}`,
        `  websockets: ${surviving.length} on surviving processes, ${lost} on the killed one; pushes received per surviving socket: drops ${pushes.map((p) => p.drops).join('/')}, balances ${pushes.map((p) => p.balances).join('/')} (log: ${openIds.size} openings)`,
        `  worker kill -9 -> order credited by the standby's leases in ${takeoverMs} ms`,
        '',
      ].join('\n'),
    );
  }, 900_000);
});
