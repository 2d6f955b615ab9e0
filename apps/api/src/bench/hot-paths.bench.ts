// The other hot paths beside box opening, through the HTTP API as players make them (issue 28, item
// 3): the built server (one process, ROLE=all) on a fresh PostgreSQL database with the demo
// catalogue, 32 registered players topped up through the sandbox gateway, each on its own keep-alive
// connection, signed requests. One timed window of BENCH_SECONDS per path, one after the other
// (BENCH_HOT_PATHS=battle,sign-in runs those only, after box-open):
//   box-open   one box at a time (the baseline, as box-open.bench.ts's pg1);
//   battle     16 pairs: one creates a 2-seat classic battle of one box, the other joins and so ends it;
//   upgrade    one item from the player's backpack staked at a fixed rate, coins paying the rest;
//   contract   the fewest items a contract takes, from the backpack (the item won goes back to the stock);
//   roll-join  joins of house ROLL rooms that staff created before the window, each player every room;
//   sign-in    the welfare centre's daily sign-in, each by a player registered before the window.
// What a window needs (backpack items, rooms, players, coins) is made before it, sized from the
// rates measured so far in this run; should a stock run out anyway, the window ends there and says so.
// Printed per path: box-open's breakdown per op (postgres-cost.ts; without box opening's own targets,
// which box-open.bench.ts checks), the coin movements per op and per second (ledger_change_records
// rows written in the window), and their rate against box opening's (target >= 0.5).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { CONTRACT_MIN_ITEMS } from '@lootledger/fairness';
import { parseAmount } from '@lootledger/contracts';
import { Client as PgClient } from 'pg';
import type { Bench, BenchContext, BenchResult } from './bench';
import { formatFigure } from './box-open-figures';
import {
  COIN_MOVEMENTS_VS_BOX_OPEN,
  coinMovementRatio,
  opsPerSecond,
  pathFigureLines,
  type PathWindow,
} from './hot-paths-figures';
import {
  Client,
  percentile,
  register,
  serverCpuSeconds,
  startServer,
  stopServer,
  topUp,
  type Reply,
} from './http-load';
import { PostgresCostMonitor, type ServerSnapshot } from './postgres-cost';
import { freePort } from '../platform/testing/free-port';

const PLAYERS = 32;
/** The staked item pays part of an upgrade at this rate (basis points: 50%); coins pay the rest. */
const UPGRADE_RATE = 5000;
/**
 * Stock made for a window: the fastest rate measured so far in this run (at least MIN_STOCK_RATE)
 * times this, over the warm-up and the window. On a shared machine one path's rate says little of
 * the next one's; a path faster than its stock runs out and ends its window early (printed).
 */
const STOCK_MARGIN = 1.5;
const MIN_STOCK_RATE = 500;
const PACKAGE = { id: 'pkg-2000', hundredths: 200_000n };
const ADMIN = { email: 'bench-admin@lootledger.local', password: 'bench-admin-password' };
/** Registrations (and their argon2id hashes) are preparation here: the cheapest cost keeps it short. */
const SERVER_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // A bench server of one admin on a fresh database: no second factor to enrol for creating rooms.
  STAFF_TOTP_REQUIRED: 'false',
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_TIME_COST: '1',
};

interface StockItem {
  storageId: string;
  value: bigint;
}

interface Player {
  id: string;
  token: string;
  client: Client;
  /** Backpack items this bench got and has not spent yet. */
  stock: StockItem[];
}

type Outcome = 'ok' | 'error' | 'exhausted';

/** A path ready to run: `loops` concurrent loops, each repeating `step` (one op). */
interface Load {
  op: string;
  loops: number;
  step(loop: number): Promise<Outcome>;
}

interface Run {
  context: BenchContext;
  port: number;
  players: Player[];
  /** The cheapest box: every box a path opens. */
  box: { id: string; price: bigint };
  /** Ops each stock is made for. */
  stockOps: number;
  /** Mobile numbers of registrations so far (each registration needs a new one). */
  registered: number;
}

interface HotPath {
  name: string;
  /** Makes what the window needs, outside it; throws when the path cannot run. */
  prepare(run: Run): Promise<Load>;
}

class CannotRun extends Error {}

export const hotPathsBench: Bench = {
  name: 'hot-paths',
  async run(context) {
    const database = await context.createDatabase('ll_bench_hot');
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'll-bench-hot-'));
    const monitor = await PostgresCostMonitor.open(context.databaseUrl, database.name);
    // Counts each window's coin movements once the window is over.
    const benchDatabase = new PgClient({ connectionString: database.url, application_name: 'lootledger-bench-count' });
    let server: ChildProcess | undefined;
    const clients: Client[] = [];
    try {
      const port = await freePort();
      server = await startServer({ databaseUrl: database.url, dataDir: scratch, port, env: SERVER_ENV });
      await benchDatabase.connect();
      for (let index = 0; index < PLAYERS; index++) clients.push(new Client(port));
      const players = await Promise.all(
        clients.map(async (client, index) => ({ ...(await register(client, index)), client, stock: [] })),
      );
      const boxes = (await clients[0].request('GET', '/api/boxes')).body.data as { id: string; price: string }[];
      const cheapest = boxes.reduce((a, b) => (Number(b.price) < Number(a.price) ? b : a));
      const run: Run = {
        context,
        port,
        players,
        box: { id: cheapest.id, price: amount(cheapest.price) },
        stockOps: 0,
        registered: PLAYERS,
      };
      const windowsOf = (seconds: number) => seconds + warmUpSeconds(seconds);

      const outcomes: { name: string; window?: PathWindow; cannotRun?: string }[] = [];
      let baseline: PathWindow | undefined;
      // BENCH_HOT_PATHS=battle,upgrade picks some (box-open, the baseline of every ratio, always runs).
      const picked = process.env.BENCH_HOT_PATHS?.split(',');
      for (const hotPath of HOT_PATHS.filter(
        (candidate) => candidate === BOX_OPEN || !picked || picked.includes(candidate.name),
      )) {
        const fastest = Math.max(MIN_STOCK_RATE, ...outcomes.map(({ window }) => (window ? opsPerSecond(window) : 0)));
        run.stockOps = Math.ceil(fastest * STOCK_MARGIN * windowsOf(context.seconds));
        try {
          const load = await hotPath.prepare(run);
          const window = await measureWindow(run, load, monitor, benchDatabase);
          outcomes.push({ name: hotPath.name, window });
          if (hotPath === BOX_OPEN) baseline = window;
        } catch (error) {
          outcomes.push({ name: hotPath.name, cannotRun: error instanceof CannotRun ? error.message : String(error) });
        }
      }

      const results: BenchResult[] = [];
      context.log('');
      context.log(
        `hot-paths, ${context.seconds} s windows, ${PLAYERS} players, ${os.cpus().length} cores, one API process`,
      );
      for (const { name, window, cannotRun } of outcomes) {
        if (!window) {
          context.log(`-- ${name}: could not run: ${cannotRun}`);
          continue;
        }
        const versus = window === baseline ? undefined : baseline;
        context.log(`-- ${name}${versus ? '' : ' (the baseline)'}`);
        for (const line of pathFigureLines(window, versus)) context.log(`   ${formatFigure(line)}`);
        results.push({
          name: `${name}: ops/s`,
          value: opsPerSecond(window),
          unit: 'ops/s',
          note: `${window.errors} errors`,
        });
        const ratio = versus ? coinMovementRatio(window, versus) : undefined;
        if (ratio !== undefined) {
          results.push({
            name: `${name}: coin movements/s / box-open's`,
            value: ratio,
            unit: 'x',
            note: `target >= ${COIN_MOVEMENTS_VS_BOX_OPEN}`,
          });
        } else if (versus) {
          results.push({
            name: `${name}: ops/s / box-open's`,
            value: opsPerSecond(versus) > 0 ? opsPerSecond(window) / opsPerSecond(versus) : 0,
            unit: 'x',
            note: 'moves no coins: no coin-movement ratio',
          });
        }
      }
      return results;
    } finally {
      for (const client of clients) client.close();
      await monitor.close();
      await benchDatabase.end().catch(() => undefined);
      if (server) await stopServer(server);
      await rm(scratch, { recursive: true, force: true });
      await database.drop();
    }
  },
};

const BOX_OPEN: HotPath = {
  name: 'box-open',
  async prepare(run) {
    await ensureCoins(run, run.box.price * BigInt(opsPerPlayer(run)));
    return {
      op: 'one box opened',
      loops: PLAYERS,
      async step(loop) {
        const player = run.players[loop];
        const reply = await player.client.request('POST', '/api/box/open', { id: run.box.id, num: 1 }, player.token);
        if (reply.status !== 200) return 'error';
        stockFrom(player, reply); // the items feed the upgrade and contract windows
        return 'ok';
      },
    };
  },
};

const BATTLE: HotPath = {
  name: 'battle',
  async prepare(run) {
    // Each pair runs 2 / PLAYERS of the stock's battles, each player staking one box in each.
    await ensureCoins(run, run.box.price * 2n * BigInt(opsPerPlayer(run)));
    return {
      op: 'a 2-seat battle of one box: create + join to the end; p50/p99 span both requests',
      loops: PLAYERS / 2,
      async step(pair) {
        const [creator, joiner] = [run.players[pair * 2], run.players[pair * 2 + 1]];
        const body = { boxes: [run.box.id], seats: 2, mode: 'classic', robots: false };
        const created = await creator.client.request('POST', '/api/arena/create', body, creator.token);
        if (created.status !== 200) return 'error';
        const id = (created.body.data as { id: string }).id;
        const joined = await joiner.client.request('POST', '/api/arena/join', { id }, joiner.token);
        const ended = joined.status === 200 && (joined.body.data as { status: number }).status === 2;
        return ended ? 'ok' : 'error';
      },
    };
  },
};

const UPGRADE: HotPath = {
  name: 'upgrade',
  async prepare(run) {
    const [first] = run.players;
    const targets = (await first.client.request('GET', '/api/upgrade/items?per_page=100')).body.data as {
      data: { id: string; bean: string }[];
    };
    const target = targets.data.reduce((a, b) => (amount(b.bean) < amount(a.bean) ? b : a));
    const quote = await first.client.request(
      'GET',
      `/api/upgrade/quote?item_id=${target.id}&rate=${UPGRADE_RATE}`,
      undefined,
      first.token,
    );
    if (quote.status !== 200) throw new CannotRun(`quote: ${JSON.stringify(quote.body)}`);
    const price = amount((quote.body.data as { price: string }).price);
    // A stake worth the price or more is refused (or leaves no coins to pay): stake cheaper items.
    const stakeable = (item: StockItem) => item.value < price;
    await stock(run, opsPerPlayer(run), stakeable);
    await ensureCoins(run, price * BigInt(opsPerPlayer(run)));
    const stakes = run.players.map((player) => player.stock.filter(stakeable));
    for (const player of run.players) player.stock = player.stock.filter((item) => !stakeable(item));
    return {
      op: `one item staked at rate ${UPGRADE_RATE / 100}% for ${target.id}, coins paying the rest`,
      loops: PLAYERS,
      async step(loop) {
        const player = run.players[loop];
        const stake = stakes[loop].pop();
        if (!stake) return 'exhausted';
        const body = { item_id: target.id, rate: UPGRADE_RATE, storage_ids: [stake.storageId] };
        const reply = await player.client.request('POST', '/api/upgrade', body, player.token);
        return reply.status === 200 ? 'ok' : 'error';
      },
    };
  },
};

const CONTRACT: HotPath = {
  name: 'contract',
  async prepare(run) {
    // Each contract takes CONTRACT_MIN_ITEMS and gives one back to the stock.
    await stock(run, opsPerPlayer(run) * (CONTRACT_MIN_ITEMS - 1) + 1, () => true);
    return {
      op: `${CONTRACT_MIN_ITEMS} backpack items for one`,
      loops: PLAYERS,
      async step(loop) {
        const player = run.players[loop];
        if (player.stock.length < CONTRACT_MIN_ITEMS) return 'exhausted';
        const inputs = player.stock.splice(0, CONTRACT_MIN_ITEMS);
        const reply = await player.client.request(
          'POST',
          '/api/contract',
          { data: inputs.map((item) => item.storageId) },
          player.token,
        );
        if (reply.status !== 200) return 'error';
        const won = reply.body.data as { storage_id: string; item: { bean: string } };
        player.stock.push({ storageId: won.storage_id, value: amount(won.item.bean) });
        return 'ok';
      },
    };
  },
};

const ROLL_JOIN: HotPath = {
  name: 'roll-join',
  async prepare(run) {
    const [first] = run.players;
    const signedIn = await first.client.request('POST', '/admin/api/auth/login', ADMIN);
    if (signedIn.status !== 200) throw new CannotRun(`staff sign-in: ${JSON.stringify(signedIn.body)}`);
    const staffToken = (signedIn.body.data as { token: string }).token;
    const catalogue = (await first.client.request('GET', '/api/upgrade/items?per_page=3')).body.data as {
      data: { id: string }[];
    };
    const prizes = catalogue.data.map((item) => item.id);
    const endTime = new Date(Date.now() + 24 * 3_600_000).toISOString(); // no draw during the run
    const rooms = await inParallel(Math.ceil(run.stockOps / PLAYERS), run.players, async (player, index) => {
      const created = await player.client.request(
        'POST',
        '/admin/api/roll-rooms',
        { name: `bench room ${index}`, end_time: endTime, item_ids: prizes },
        staffToken,
      );
      if (created.status !== 200) throw new CannotRun(`creating a house room: ${JSON.stringify(created.body)}`);
      return (created.body.data as { id: string }).id;
    });
    // Each player walks all the rooms from its own starting room, so joins of one room come
    // mostly one after another, now and then two at once.
    const joined = run.players.map(() => 0);
    return {
      op: 'one join of a house room open to everyone',
      loops: PLAYERS,
      async step(loop) {
        if (joined[loop] === rooms.length) return 'exhausted';
        const room = rooms[(loop + joined[loop]++) % rooms.length];
        const player = run.players[loop];
        const reply = await player.client.request('POST', '/api/roll/join', { id: room }, player.token);
        return reply.status === 200 ? 'ok' : 'error';
      },
    };
  },
};

const SIGN_IN: HotPath = {
  name: 'sign-in',
  async prepare(run) {
    // One sign-in per player per calendar day, and the built server's clock cannot be moved (only
    // the e2e tests' in-process WelfareClock can): each op is a different player's first sign-in
    // of the day, players registered here before the window.
    const first = run.registered;
    run.registered += run.stockOps;
    const fresh = await inParallel(run.stockOps, run.players, (player, index) =>
      register(player.client, first + index),
    );
    const queues = run.players.map((_, loop) => fresh.filter((__, index) => index % PLAYERS === loop));
    return {
      op: "one player's daily sign-in",
      loops: PLAYERS,
      async step(loop) {
        const signer = queues[loop].pop();
        if (!signer) return 'exhausted';
        const reply = await run.players[loop].client.request('POST', '/api/sign_in', {}, signer.token);
        return reply.status === 200 ? 'ok' : 'error';
      },
    };
  },
};

const HOT_PATHS: HotPath[] = [BOX_OPEN, BATTLE, UPGRADE, CONTRACT, ROLL_JOIN, SIGN_IN];

/** Ops of a stock that fall to each player (or pair member). */
function opsPerPlayer(run: Run): number {
  return Math.ceil(run.stockOps / PLAYERS);
}

function warmUpSeconds(seconds: number): number {
  return Math.min(3, seconds / 2);
}

function amount(text: string): bigint {
  const parsed = parseAmount(text);
  if (parsed === null) throw new Error(`not an amount: ${text}`);
  return parsed;
}

function stockFrom(player: Player, opened: Reply): void {
  for (const item of (opened.body.data as { items: { storage_id: string; bean: string }[] }).items) {
    player.stock.push({ storageId: item.storage_id, value: amount(item.bean) });
  }
}

/** Runs `count` tasks on the players' connections, one at a time on each; results in task order. */
async function inParallel<T>(
  count: number,
  players: Player[],
  task: (player: Player, index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    players.map(async (player) => {
      while (next < count) {
        const index = next++;
        results[index] = await task(player, index);
      }
    }),
  );
  return results;
}

/** Opens boxes, five at a time, until every player holds `perPlayer` items that `fits`. */
async function stock(run: Run, perPlayer: number, fits: (item: StockItem) => boolean): Promise<void> {
  // Budget for twice the openings, as some items may not fit; past that, give up.
  const opens = 2 * Math.ceil(perPlayer / 5);
  await ensureCoins(run, run.box.price * 5n * BigInt(opens));
  await Promise.all(
    run.players.map(async (player) => {
      for (let opened = 0; player.stock.filter(fits).length < perPlayer; opened++) {
        if (opened === opens) throw new CannotRun(`${opens} openings of 5 gave too few fitting items`);
        const reply = await player.client.request('POST', '/api/box/open', { id: run.box.id, num: 5 }, player.token);
        if (reply.status !== 200) throw new CannotRun(`stocking the backpack: ${JSON.stringify(reply.body)}`);
        stockFrom(player, reply);
      }
    }),
  );
}

/** Tops every player up (whole packages) until it holds `needed` hundredths. */
async function ensureCoins(run: Run, needed: bigint): Promise<void> {
  await Promise.all(
    run.players.map(async (player) => {
      const me = await player.client.request('GET', '/api/me', undefined, player.token);
      let balance = amount((me.body.data as { bean: string }).bean);
      for (; balance < needed; balance += PACKAGE.hundredths) await topUp(player.client, player.token, PACKAGE.id);
    }),
  );
}

/**
 * A warm-up, then the timed window between two snapshots taken while the loops keep going (as
 * box-open: pg_stat's flush lag alike at both ends), then the loops stop. The coin movements are
 * counted afterwards from the rows the window wrote, so that count is no load inside it.
 */
async function measureWindow(
  run: Run,
  load: Load,
  monitor: PostgresCostMonitor,
  benchDatabase: PgClient,
): Promise<PathWindow> {
  const replies: { at: number; ms: number; ok: boolean }[] = [];
  let stopped = false;
  let loadError: unknown;
  let ranOut!: () => void;
  const stockOut = new Promise<void>((resolve) => (ranOut = resolve));
  const loops = Promise.all(
    Array.from({ length: load.loops }, async (_, loop) => {
      while (!stopped) {
        const sent = performance.now();
        let outcome: Outcome;
        try {
          outcome = await load.step(loop);
        } catch (error) {
          loadError ??= error;
          ranOut();
          return;
        }
        if (outcome === 'exhausted') {
          ranOut();
          return;
        }
        const at = performance.now();
        replies.push({ at, ms: at - sent, ok: outcome === 'ok' });
      }
    }),
  );
  const snapshot = async () => {
    const at = performance.now();
    const wallClock = new Date();
    const [postgres, apiCpu] = await Promise.all([monitor.snapshot(), serverCpuSeconds(run.port)]);
    return { at, wallClock, postgres, apiCpu };
  };
  let start: { at: number; wallClock: Date; postgres: ServerSnapshot; apiCpu: number };
  let end: typeof start;
  let endedEarly: string | undefined;
  try {
    if (await sooner(stockOut, warmUpSeconds(run.context.seconds) * 1000)) {
      throw new CannotRun(loadError ? String(loadError) : 'its stock ran out in the warm-up');
    }
    start = await snapshot();
    if (await sooner(stockOut, run.context.seconds * 1000 - (performance.now() - start.at))) {
      endedEarly = 'a stock ran out';
    }
    end = await snapshot();
  } finally {
    stopped = true;
    await loops;
  }
  if (loadError) throw loadError;
  const inWindow = replies.filter((reply) => reply.at >= start.at && reply.at <= end.at);
  const ops = inWindow.filter((reply) => reply.ok).length;
  const sorted = inWindow.map((reply) => reply.ms).sort((a, b) => a - b);
  const movements = await benchDatabase.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_change_records WHERE created_at >= $1 AND created_at < $2',
    [start.wallClock, end.wallClock],
  );
  return {
    op: load.op,
    ops,
    errors: inWindow.length - ops,
    seconds: (end.at - start.at) / 1000,
    p50Ms: sorted.length > 0 ? percentile(sorted, 50) : 0,
    p99Ms: sorted.length > 0 ? percentile(sorted, 99) : 0,
    apiCpuSeconds: end.apiCpu - start.apiCpu,
    postgres: await monitor.cost(start.postgres, end.postgres),
    coinMovements: movements.rows[0].n,
    endedEarly,
  };
}

/** True when `signal` comes before `ms` have passed. */
async function sooner(signal: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, ms))));
  try {
    return await Promise.race([signal.then(() => true as const), elapsed]);
  } finally {
    clearTimeout(timer);
  }
}
