// kill -9 in the middle of ROLL draws: the built server (apps/api/dist/main.js) runs as a child
// process with short rooms (ROLL_MIN_DURATION_MS); a creator opens rooms, three players join each,
// and the server is killed with SIGKILL a random moment after their end time (while the roll process
// draws and delivers), then started again. Afterwards every room is drawn, every won prize is in its
// winner's backpack exactly once, every undrawn prize back with the creator exactly once, and the
// audit finds nothing.
import type { RollRoomResponse } from '@lootledger/contracts';
import { parseAmount } from '@lootledger/contracts';
import { runAudit } from '../../../audit';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { aCrashTestServer, topUpOnSite, until } from '../../../platform/testing/built-server';
import { prizeStorageId } from '../domain/room-keys';

const ROOMS = 6;
const PRIZES = 4;

describe('kill -9 during ROLL draws (built server, child process)', () => {
  const server = aCrashTestServer('rollcrash', { SEED_DEMO: 'true', ROLL_MIN_DURATION_MS: '1000' });

  it('draws every room once across a SIGKILL and a restart: prizes granted once, audit passes', async () => {
    const client = await server.start();
    const creator: TestPlayer = await aPlayer(client).register();
    await topUpOnSite(client, server.site, creator.token);
    const boxes = await client.get<{ id: string; price: string }[]>('/api/boxes');
    const cheapest = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
    const storageIds: string[] = [];
    while (storageIds.length < ROOMS * PRIZES) {
      const opened = await client.post<{ items: { storage_id: string }[] }>(
        '/api/box/open',
        { id: cheapest.id, num: 4 },
        { token: creator.token },
      );
      expect(opened.status).toBe(200);
      storageIds.push(...opened.body.data.items.map((item) => item.storage_id));
    }
    const players: TestPlayer[] = [];
    for (let n = 0; n < 3; n++) players.push(await aPlayer(client.fromAddress(`127.0.2.${n + 1}`)).register());

    // Every create and join must land before the rooms end (later ones are refused ROLL_ENDED): room
    // enough for 6 creates and 18 joins on a busy machine.
    const endTime = new Date(Date.now() + 15_000);
    const rooms: RollRoomResponse[] = [];
    for (let n = 0; n < ROOMS; n++) {
      const created = await client.post<RollRoomResponse>(
        '/api/roll/create',
        {
          name: `Crash ${n}`,
          end_time: endTime.toISOString(),
          storage_ids: storageIds.slice(n * PRIZES, (n + 1) * PRIZES),
        },
        { token: creator.token },
      );
      expect(created.status).toBe(200);
      rooms.push(created.body.data);
      for (const player of players) {
        expect(
          (await client.post('/api/roll/join', { id: created.body.data.id }, { token: player.token })).status,
        ).toBe(200);
      }
    }
    // The roll process ticks every second: kill it somewhere in the draws after the end time.
    const wait = endTime.getTime() - Date.now() + Math.floor(Math.random() * 1_200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    await server.kill();
    await server.start();

    const detail = async (id: string) => (await client.get<RollRoomResponse>(`/api/roll/detail?id=${id}`)).body.data;
    const backpack = async (player: TestPlayer) => {
      const rows: { id: string; item_id: string }[] = [];
      for (let page = 1; ; page++) {
        const storage = await client.get<{ data: { id: string; item_id: string }[] }>(
          `/api/storage?status=0&per_page=100&page=${page}`,
          { token: player.token },
        );
        rows.push(...storage.body.data.data);
        if (storage.body.data.data.length < 100) break;
      }
      return rows;
    };
    const drawn = await until(
      () => Promise.all(rooms.map((room) => detail(room.id))),
      (all) => all.every((room) => room.status === 1),
      30_000,
    );
    expect(drawn.map((room) => room.status)).toEqual(Array(ROOMS).fill(1));
    // Delivered: the creator holds every undrawn prize back (the last step before the room settles).
    const returnedIds = drawn.map((room) => prizeStorageId(room.id, PRIZES - 1, true));
    const creatorHolds = await until(
      () => backpack(creator),
      (rows) => returnedIds.every((id) => rows.some((row) => row.id === id)),
      30_000,
    );
    for (const room of drawn) {
      expect(room.prizes.slice(0, 3).every((prize) => prize.winner_id !== null)).toBe(true);
      const returned = creatorHolds.find((row) => row.id === prizeStorageId(room.id, PRIZES - 1, true));
      expect(returned?.item_id).toBe(room.prizes[PRIZES - 1].item_id);
    }
    const held = new Map<string, { id: string; item_id: string }[]>();
    for (const player of players) held.set(player.id, await backpack(player));
    for (const room of drawn) {
      for (const prize of room.prizes.slice(0, 3)) {
        const rows = held
          .get(prize.winner_id!)!
          .filter((row) => row.id === prizeStorageId(room.id, prize.index, false));
        expect(rows.map((row) => row.item_id)).toEqual([prize.item_id]);
      }
    }

    await server.stopAndRead(async (sql) => {
      const grants = await sql.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM events WHERE event_type = 'ItemsGranted' AND data->>'source' IN ('roll', 'roll-return')`,
      );
      expect(grants.rows[0].n).toBe(String(ROOMS * 4)); // 3 winners + 1 return per room
      const report = await runAudit(sql);
      expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    });
  }, 300_000);
});
