// Helpers for e2e tests of the arena: the spec file's games app with the arena's boxes (cheapest
// first), and what a test does and checks in it: create, join and read battles, re-draw an ended one
// with libs/fairness, the ledger journal of one battle's coins, sockets on the arena channel, the audit.
import {
  CounterAccount,
  type ArenaMessage,
  parseAmount,
  type BattleMode,
  type BattleResponse,
} from '@lootledger/contracts';
import { battleResult, serverSeedHash, type BattleSeat } from '@lootledger/fairness';
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../../audit';
import type { TestPlayer } from '../../../identity/testing';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { fileSuite, type TestSuite } from '../../../platform/testing/test-app';
import { startGamesTestApp, type GamesTestApp } from '../../testing';
import { openSocket, type TestSocket } from '../../../realtime/testing';
import { battleStreamId } from '../domain/battle';

export interface ArenaSuite extends TestSuite<GamesTestApp> {
  /** The arena's boxes, cheapest first. */
  boxes: { id: string; price: string }[];
}

/** The spec file's games app and the arena's boxes, up for its tests: `const suite = arenaSuite();`. */
export function arenaSuite(): ArenaSuite {
  return fileSuite(async () => {
    const app = await startGamesTestApp();
    const list = await app.client.get<{ id: string; price: string }[]>('/api/arena/box-list');
    const boxes = [...list.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!));
    return { app, client: app.client, sql: app.app.get<SqlClient>(SQL_CLIENT), boxes };
  });
}

export const cents = (amount: string) => parseAmount(amount)!;
/** Re-draws an ended battle from its revealed seed with libs/fairness. */
export function expectRecomputes(battle: BattleResponse): void {
  expect(serverSeedHash(battle.server_seed!)).toBe(battle.server_seed_hash);
  const seats: BattleSeat[] = battle.seats.map((seat) =>
    seat.robot ? { kind: 'robot' } : { kind: 'player', clientSeed: seat.client_seed },
  );
  const values = new Map(battle.rounds!.map((round) => [round.item_id, cents(round.bean)]));
  const result = battleResult(
    {
      serverSeed: battle.server_seed!,
      seats,
      boxes: battle.boxes.map((box) => ({
        pool: box.pool,
        // Items never drawn need a value too; their exact value does not change any draw.
        values: Object.fromEntries(box.pool.map(([id]) => [id, values.get(id) ?? 0n])),
      })),
    },
    battle.mode,
  );
  expect(battle.client_seed).toBe(result.clientSeed);
  for (const round of battle.rounds!) {
    const draw = result.draws[round.round][round.seat];
    expect({ item: round.item_id, ticket: round.ticket, nonce: round.nonce, cursor: round.cursor }).toEqual({
      item: draw.itemId,
      ticket: draw.ticket,
      nonce: round.round,
      cursor: round.seat,
    });
  }
  expect(battle.winners).toEqual(result.winners);
}

export interface BattleJournal {
  /** Into the game escrow from the players' stakes (BATTLE debits). */
  stakes: bigint;
  /** Out of the game escrow back to players (REFUND credits). */
  refunds: bigint;
  /** Out of the game escrow to house revenue (the settlement on house-battle-{id}). */
  released: bigint;
  /** Each account's net over the battle's legs. */
  players: bigint;
  escrow: bigint;
  house: bigint;
  total: bigint;
}

/** A player's play in the suite's app (each function reads the suite when called, from the first test on). */
export function arenaPlay(suite: ArenaSuite) {
  const post = (player: TestPlayer, path: string, body: Record<string, unknown>) =>
    suite.client.post<BattleResponse>(`/api/arena/${path}`, body, { token: player.token });
  const detail = async (id: string) =>
    (await suite.client.get<BattleResponse>(`/api/arena/detail?game_arena_id=${id}`)).body.data;

  async function create(
    player: TestPlayer,
    body: Partial<{ boxes: string[]; seats: number; mode: BattleMode; robots: boolean }> = {},
  ) {
    const result = await post(player, 'create', {
      boxes: [suite.boxes[0].id, suite.boxes[0].id],
      seats: 2,
      mode: 'classic',
      robots: true,
      ...body,
    });
    if (result.status !== 200) throw new Error(`create: ${JSON.stringify(result.body)}`);
    return result.body.data;
  }

  async function expectAuditPasses(): Promise<void> {
    const report = await runAudit(suite.sql);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    const battles = report.checks.find((check) => check.name.startsWith('battles'));
    expect(battles?.checked.join()).toMatch(/ended/);
  }

  /**
   * The ledger journal's legs of one battle's coins: its stakes and refunds (player streams, found by
   * their references) and the release of its escrow (stream house-battle-{id}).
   */
  async function battleJournal(battleId: string): Promise<BattleJournal> {
    const { rows } = await suite.sql.query<{ stream_id: string; leg: number; account: string; amount: string }>(
      `SELECT j.stream_id, j.leg, j.account, j.amount::text AS amount
         FROM ledger_journal j JOIN events e ON e.stream_id = j.stream_id AND e.stream_version = j.stream_version
        WHERE e.data->>'reference' LIKE $1 OR e.data->>'reference' LIKE $2 OR j.stream_id = $3`,
      [`battle-${battleId}-%`, `battle-refund-${battleId}-%`, `house-${battleStreamId(battleId)}`],
    );
    const legs = rows.map((row) => ({ ...row, house: row.stream_id.startsWith('house-'), amount: BigInt(row.amount) }));
    const total = (keep: (leg: (typeof legs)[number]) => boolean) =>
      legs.filter(keep).reduce((sum, leg) => sum + leg.amount, 0n);
    const escrow = (leg: (typeof legs)[number]) => leg.account === CounterAccount.GAME_ESCROW;
    return {
      stakes: total((leg) => !leg.house && escrow(leg) && leg.amount > 0n),
      refunds: -total((leg) => !leg.house && escrow(leg) && leg.amount < 0n),
      released: total((leg) => leg.house && leg.account === CounterAccount.HOUSE_REVENUE),
      players: total((leg) => leg.leg === 1),
      escrow: total(escrow),
      house: total((leg) => leg.account === CounterAccount.HOUSE_REVENUE),
      total: total(() => true),
    };
  }

  /** A socket on the arena channel (joined with a player's token). */
  async function arenaSocket(player: TestPlayer): Promise<TestSocket> {
    const socket = await openSocket(suite.app.baseUrl);
    const joined = await suite.client.post(
      '/api/arena/join-channel',
      { client_id: socket.clientId },
      { token: player.token },
    );
    expect(joined.status).toBe(200);
    return socket;
  }

  /** The next push about this battle, of these types (pushes about other battles are skipped). */
  async function nextPush(socket: TestSocket, battleId: string, types: readonly ArenaMessage['type'][]) {
    for (;;) {
      const frame = (await socket.next(types, 15_000)) as ArenaMessage;
      if (frame.game_arena_id === battleId) return frame;
    }
  }

  return { post, detail, create, expectAuditPasses, battleJournal, arenaSocket, nextPush };
}
