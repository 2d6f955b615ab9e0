// The hot paths hot-paths.bench.ts measures, one op each over the HTTP API as players make them
// (box-open, battle, upgrade, contract, roll-join, sign-in), with what each needs made before its
// window (backpack items, rooms, players, coins) on the players' own connections.
import { CONTRACT_MIN_ITEMS } from '@lootledger/fairness';
import { parseAmount } from '@lootledger/contracts';
import type { BenchContext } from './bench';
import { register, topUp, type Client, type Reply } from './http-load';
import type { Outcome } from './timed-window';

export const PLAYERS = 32;
/** The staked item pays part of an upgrade at this rate (basis points: 50%); coins pay the rest. */
const UPGRADE_RATE = 5000;
/**
 * Stock made for a window: the fastest rate measured so far in this run (at least MIN_STOCK_RATE)
 * times this, over the warm-up and the window. On a shared machine one path's rate says little of
 * the next one's; a path faster than its stock runs out and ends its window early (printed).
 */
export const STOCK_MARGIN = 1.5;
export const MIN_STOCK_RATE = 500;
const PACKAGE = { id: 'pkg-2000', hundredths: 200_000n };
const ADMIN = { email: 'bench-admin@lootledger.local', password: 'bench-admin-password' };
/** Registrations (and their argon2id hashes) are preparation here: the cheapest cost keeps it short. */
export const SERVER_ENV = {
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

/** A path ready to run: `loops` concurrent loops, each repeating `step` (one op). */
export interface Load {
  op: string;
  loops: number;
  step(loop: number): Promise<Outcome>;
}

export interface Run {
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

export class CannotRun extends Error {}

export const BOX_OPEN: HotPath = {
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

export const HOT_PATHS: HotPath[] = [BOX_OPEN, BATTLE, UPGRADE, CONTRACT, ROLL_JOIN, SIGN_IN];

/** Ops of a stock that fall to each player (or pair member). */
function opsPerPlayer(run: Run): number {
  return Math.ceil(run.stockOps / PLAYERS);
}

export function amount(text: string): bigint {
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
