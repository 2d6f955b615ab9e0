// kill -9 in the middle of battle settlements: the built server (apps/api/dist/main.js) runs as a
// child process; each round a player creates battles, calls robots into all of them at once (each
// call draws, grants and ends its battle), and the server is killed with SIGKILL a random moment
// later, then started again. Afterwards every battle ends (a battle left waiting is finished by
// calling robots again; one left half-settled is finished by the battle process), the player paid
// each battle once, holds exactly the items dealt to their seat, and the audit finds nothing.
import { formatAmount, parseAmount, type BattleResponse } from '@lootledger/contracts';
import { runAudit } from '../../../audit';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { aCrashTestServer, topUpOnSite, until } from '../../../platform/testing/built-server';

const ROUNDS = 3;
const BATTLES_PER_ROUND = 5;

describe('kill -9 during battle settlements (built server, child process)', () => {
  const server = aCrashTestServer('battlecrash', { SEED_DEMO: 'true' });

  it('ends every battle once across SIGKILLs and restarts: stakes paid once, shares granted once, audit passes', async () => {
    const client = await server.start();
    const player: TestPlayer = await aPlayer(client).register();
    const start = await topUpOnSite(client, server.site, player.token);
    const me = () => client.get<{ bean: string }>('/api/me', { token: player.token });
    const boxes = await client.get<{ id: string; price: string }[]>('/api/arena/box-list');
    const cheapest = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];

    const ids: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const created: string[] = [];
      for (let n = 0; n < BATTLES_PER_ROUND; n++) {
        const battle = await client.post<BattleResponse>(
          '/api/arena/create',
          { boxes: [cheapest.id, cheapest.id], seats: 4, mode: n % 2 ? 'classic' : 'share', robots: true },
          { token: player.token },
        );
        expect(battle.status).toBe(200);
        created.push(battle.body.data.id);
      }
      ids.push(...created);
      const calls = Promise.allSettled(
        created.map((id) => client.post('/api/arena/robots', { id }, { token: player.token })),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 80)));
      await server.kill();
      await calls;
      await server.start();
    }

    // A battle the kill left waiting (robots not yet called) gets them now; a half-settled one is
    // finished by the battle process (it picks battles left untouched for 5 s).
    const detail = async (id: string) =>
      (await client.get<BattleResponse>(`/api/arena/detail?game_arena_id=${id}`)).body.data;
    for (const id of ids) {
      if ((await detail(id)).status === 0) {
        const called = await client.post('/api/arena/robots', { id }, { token: player.token });
        expect([200, 409]).toContain(called.status);
      }
    }
    const battles = await until(
      () => Promise.all(ids.map(detail)),
      (all) => all.every((battle) => battle.status === 2),
      40_000,
    );
    expect(battles.map((battle) => battle.status)).toEqual(Array(ids.length).fill(2));

    const price = parseAmount(battles[0].price)!;
    expect((await me()).body.data.bean).toBe(formatAmount(start - price * BigInt(ids.length)));
    let held = 0n;
    for (let page = 1; ; page++) {
      const storage = await client.get<{ data: { bean: string }[] }>(
        `/api/storage?status=0&per_page=100&page=${page}`,
        {
          token: player.token,
        },
      );
      held += storage.body.data.data.reduce((sum, row) => sum + parseAmount(row.bean)!, 0n);
      if (storage.body.data.data.length < 100) break;
    }
    const won = battles.reduce((sum, battle) => sum + parseAmount(battle.seats[0].won)!, 0n);
    expect(formatAmount(held)).toBe(formatAmount(won));

    const report = await server.stopAndRead((sql) => runAudit(sql));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  }, 300_000);
});
