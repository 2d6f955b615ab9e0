// ROLL rooms over real HTTP on the demo catalogue: creation rules (≥3 prizes, none twice, the reload
// amount neither empty nor below 0, prizes in the backpack and leaving it), every join rule
// (password, recharge threshold, invitees only, once, room size, frozen, after the end), the draw at
// the end time by the roll process (recomputed with libs/fairness, prizes in the winners' backpacks,
// undrawn ones back with the creator, a room nobody joined returning everything, a draw run twice
// paying once), and the audit passing over all of it.
import { CommandBus } from '@nestjs/cqrs';
import type { RollRoomResponse } from '@lootledger/contracts';
import { giveawayDraw, serverSeedHash } from '@lootledger/fairness';
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../audit';
import { OpenBoxCommand, type OpenBoxResult } from '../boxes/open-box/open-box.command';
import { aDemoBox, aFundedPlayer, freezeAccount, startGamesTestApp, storageOf, type GamesTestApp } from '../testing';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { aPaidTopUp } from '../../payments/testing';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { expectRefusal } from '../../platform/testing/api-client';
import { RollProcess } from './draw-room/roll.process';
import { prizeStorageId } from './domain/room-keys';
import { JoinRoomHandler } from './join-room/join-room.handler';

let app: GamesTestApp;
let boxId: string;

beforeAll(async () => {
  app = await startGamesTestApp();
  boxId = (await aDemoBox(app.client)).id;
});
afterAll(() => app.close());

const DAY_MS = 24 * 3_600_000;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A funded player with `count` items in the backpack (opened from the cheapest demo box). */
async function aPlayerWithItems(count: number): Promise<{ player: TestPlayer; storageIds: string[] }> {
  const player = await aFundedPlayer(app, '2000.00');
  const opened = await app.app
    .get(CommandBus)
    .execute<OpenBoxCommand, OpenBoxResult>(new OpenBoxCommand(player.id, boxId, count));
  return { player, storageIds: opened.items.map((item) => item.storage_id) };
}

function create(player: TestPlayer, body: Record<string, unknown>) {
  return app.client.post<RollRoomResponse>(
    '/api/roll/create',
    { name: 'Giveaway', end_time: inAnHour(), ...body },
    {
      token: player.token,
    },
  );
}

async function aRoom(body: Record<string, unknown> = {}, prizes = 3) {
  const creator = await aPlayerWithItems(prizes);
  const created = await create(creator.player, { storage_ids: creator.storageIds, ...body });
  if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
  return { ...creator, room: created.body.data };
}

const join = (player: TestPlayer, id: string, password?: string) =>
  app.client.post<RollRoomResponse>('/api/roll/join', { id, password }, { token: player.token });
const detail = async (id: string) => (await app.client.get<RollRoomResponse>(`/api/roll/detail?id=${id}`)).body.data;
const process = () => app.app.get(RollProcess);
const afterEnd = (room: RollRoomResponse) => new Date(new Date(room.end_time).getTime() + 1_000);

async function grantsOf(roomId: string): Promise<{ stream_id: string; source: string; count: string }[]> {
  const { rows } = await app.app.get<SqlClient>(SQL_CLIENT).query<{ stream_id: string; source: string; count: string }>(
    `SELECT stream_id, data->>'source' AS source, count(*)::text AS count FROM events
      WHERE event_type = 'ItemsGranted' AND data->>'source_id' = $1 GROUP BY stream_id, data->>'source' ORDER BY 1, 2`,
    [roomId],
  );
  return rows;
}

describe('ROLL rooms (e2e)', () => {
  it('creates a room from backpack items: they leave the backpack, the seed hash shows at once', async () => {
    const { player, storageIds, room } = await aRoom({ description: 'for everyone', min_recharge: '0.00' });
    expect(room).toMatchObject({ status: 0, name: 'Giveaway', description: 'for everyone', participants: [] });
    expect(room.prizes.map((prize) => prize.index)).toEqual([0, 1, 2]);
    expect(room.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(room.server_seed).toBeNull();
    const backpack = (await storageOf(app.client, player)).map((row) => row.id);
    for (const id of storageIds) expect(backpack).not.toContain(id);
    const list = await app.client.get<{ data: RollRoomResponse[] }>('/api/roll/list?status=0&per_page=100');
    expect(list.body.data.data.map((entry) => entry.id)).toContain(room.id);
  });

  it('refuses fewer than 3 prizes, a prize twice, an empty or negative reload amount, items not held', async () => {
    const { player, storageIds } = await aPlayerWithItems(3);
    expectRefusal(await create(player, { storage_ids: storageIds.slice(0, 2) }), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await create(player, { storage_ids: [storageIds[0], storageIds[0], storageIds[1]] }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await create(player, { storage_ids: storageIds, min_recharge: '' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await create(player, { storage_ids: storageIds, min_recharge: '-1.00' }), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await create(player, { storage_ids: [...storageIds.slice(0, 2), '00000000-0000-4000-8000-000000000000'] }),
      409,
      'ITEM_NOT_IN_BACKPACK',
    );
    // Nothing left the backpack.
    expect((await storageOf(app.client, player)).map((row) => row.id).sort()).toEqual([...storageIds].sort());
  });

  it('checks the password, once per player, the room size', async () => {
    const { room } = await aRoom({ password: 'sesame', max_participants: 2 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => aFundedPlayer(app, '1.00')));
    expect((await detail(room.id)).has_password).toBe(true);
    expectRefusal(await join(a, room.id), 403, 'ROLL_WRONG_PASSWORD');
    expectRefusal(await join(a, room.id, 'open'), 403, 'ROLL_WRONG_PASSWORD');
    expect((await join(a, room.id, 'sesame')).status).toBe(200);
    expectRefusal(await join(a, room.id, 'sesame'), 409, 'ROLL_ALREADY_JOINED');
    expect((await join(b, room.id, 'sesame')).status).toBe(200);
    expectRefusal(await join(c, room.id, 'sesame'), 409, 'ROLL_FULL');
    expect((await detail(room.id)).participants.map((p) => p.player_id)).toEqual([a.id, b.id]);
  });

  it('takes exactly max_participants of 12 parallel joins', async () => {
    const { room } = await aRoom({ max_participants: 3 });
    const players = await Promise.all(Array.from({ length: 12 }, () => aFundedPlayer(app, '1.00')));
    const results = await Promise.all(players.map((player) => join(player, room.id)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    for (const refused of results.filter((result) => result.status !== 200)) expectRefusal(refused, 409, 'ROLL_FULL');
    const joined = (await detail(room.id)).participants.map((p) => p.player_id);
    expect(joined).toHaveLength(3);
    expect(new Set(joined).size).toBe(3);
  });

  it('lets in only players whose recharge total reaches the minimum', async () => {
    const { room } = await aRoom({ min_recharge: '50.00' });
    const poor = await aFundedPlayer(app, '1000.00'); // coins from a red packet are no recharge
    expectRefusal(await join(poor, room.id), 403, 'ROLL_RECHARGE_TOO_LOW');
    const payer = await aFundedPlayer(app, '1.00');
    await aPaidTopUp(app.client, payer);
    expect((await join(payer, room.id)).status).toBe(200);
    expect(room.recharge_days).toBe(30); // the default window
  });

  it('counts only the recharges inside the room window (recharge_days before the join)', async () => {
    const { room } = await aRoom({
      min_recharge: '50.00',
      recharge_days: 7,
      end_time: new Date(Date.now() + 20 * DAY_MS).toISOString(),
    });
    expect(room.recharge_days).toBe(7);
    const early = await aFundedPlayer(app, '1.00');
    const recent = await aFundedPlayer(app, '1.00');
    await aPaidTopUp(app.client, early);
    await aPaidTopUp(app.client, recent);
    const service = app.app.get(JoinRoomHandler);
    const realClock = service.now;
    try {
      // Eight days on, both top-ups are older than the window; six days on, they are inside it.
      service.now = () => new Date(Date.now() + 8 * DAY_MS);
      expectRefusal(await join(early, room.id), 403, 'ROLL_RECHARGE_TOO_LOW');
      service.now = () => new Date(Date.now() + 6 * DAY_MS);
      expect((await join(recent, room.id)).status).toBe(200);
    } finally {
      service.now = realClock;
    }
    expect((await detail(room.id)).participants.map((p) => p.player_id)).toEqual([recent.id]);
  });

  it('refuses a recharge window outside 1–365 days', async () => {
    const { player, storageIds } = await aPlayerWithItems(3);
    for (const recharge_days of [0, 366, 1.5]) {
      expectRefusal(await create(player, { storage_ids: storageIds, recharge_days }), 400, 'VALIDATION_FAILED');
    }
  });

  it("lets only the creator's invitees into a subordinates-only room", async () => {
    const { player: creator, room } = await aRoom({ subordinates_only: true });
    const stranger = await aFundedPlayer(app, '1.00');
    expectRefusal(await join(stranger, room.id), 403, 'ROLL_INVITEES_ONLY');
    const invitee = await aPlayer(app.client.fromAddress('127.0.1.9')).invitedBy(creator.inviteCode).register();
    expect((await join(invitee, room.id)).status).toBe(200);
    expectRefusal(await join(creator, room.id), 409, 'ROLL_OWN_ROOM');
  });

  it('refuses a frozen account', async () => {
    const { room } = await aRoom();
    const frozen = await aFundedPlayer(app, '1.00');
    await freezeAccount(app, frozen.id);
    expectRefusal(await join(frozen, room.id), 403, 'ACCOUNT_FROZEN');
  });

  it('draws at the end time: winners recompute, prizes reach them, the undrawn go back, twice pays once', async () => {
    const { player: creator, room } = await aRoom({}, 4);
    const players = await Promise.all([1, 2, 3].map(() => aFundedPlayer(app, '1.00')));
    for (const player of players) expect((await join(player, room.id)).status).toBe(200);

    await process().catchUp(new Date(Date.now() + 1_000)); // not yet due
    expect((await detail(room.id)).status).toBe(0);
    await process().catchUp(afterEnd(room));
    await process().catchUp(afterEnd(room)); // a second run pays nothing twice

    const drawn = await detail(room.id);
    expect(drawn.status).toBe(1);
    expect(serverSeedHash(drawn.server_seed!)).toBe(room.server_seed_hash);
    const expected = giveawayDraw(
      drawn.server_seed!,
      players.map((p) => p.id),
      4,
    );
    expect(drawn.client_seed).toBe(expected.clientSeed);
    expect(drawn.prizes.map((prize) => prize.winner_id)).toEqual([
      ...expected.winners.map((winner) => winner.participantId),
      null,
    ]);
    for (const winner of expected.winners) {
      const backpack = await storageOf(
        app.client,
        players.find((p) => p.id === winner.participantId)!,
      );
      const row = backpack.find((entry) => entry.id === prizeStorageId(room.id, winner.prize, false));
      expect(row?.item_id).toBe(room.prizes[winner.prize].item_id);
    }
    const returned = (await storageOf(app.client, creator)).find(
      (entry) => entry.id === prizeStorageId(room.id, 3, true),
    );
    expect(returned?.item_id).toBe(room.prizes[3].item_id);
    const grants = await grantsOf(room.id);
    expect(grants.map((grant) => grant.count)).toEqual(grants.map(() => '1'));
    expect(grants.filter((grant) => grant.source === 'roll')).toHaveLength(3);
    expect(grants.filter((grant) => grant.source === 'roll-return')).toHaveLength(1);

    expectRefusal(await join(await aFundedPlayer(app, '1.00'), room.id), 409, 'ROLL_ENDED');
    const ended = await app.client.get<{ data: RollRoomResponse[] }>('/api/roll/list?status=1&per_page=100');
    expect(ended.body.data.data.map((entry) => entry.id)).toContain(room.id);
  });

  it('returns every prize of a room nobody joined', async () => {
    const { player: creator, room } = await aRoom();
    await process().catchUp(afterEnd(room));
    const drawn = await detail(room.id);
    expect(drawn.status).toBe(1);
    expect(drawn.prizes.every((prize) => prize.winner_id === null)).toBe(true);
    const backpack = await storageOf(app.client, creator);
    for (const prize of room.prizes) {
      expect(backpack.find((entry) => entry.id === prizeStorageId(room.id, prize.index, true))?.item_id).toBe(
        prize.item_id,
      );
    }
  });

  it('passes the audit', async () => {
    const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    const rooms = report.checks.find((check) => check.name.startsWith('roll rooms'));
    expect(rooms?.checked.join()).toMatch(/[1-9]\d* drawn/);
  });
});
