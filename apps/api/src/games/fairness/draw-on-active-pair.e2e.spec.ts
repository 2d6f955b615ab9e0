// SeedPairsService.drawOnActivePair, the one loop every draw on a player's pair runs in (boxes,
// upgrades, contracts, sign-in awards, red packets): a rotation that lands between reading the pair
// and deciding sends the draw round again on the new pair; it gives up after five rotations, and any
// other failure goes straight through.
import { randomUUID } from 'node:crypto';
import { aPlayer } from '../../identity/testing';
import { PlayerAccountService } from '../../ledger';
import { startGamesTestApp, type GamesTestApp } from '../testing';
import { SeedPairChangedError } from './seed-pair-changed.error';
import { SeedPairsService } from './seed-pairs.service';

let app: GamesTestApp;
let seedPairs: SeedPairsService;
let accounts: PlayerAccountService;

beforeAll(async () => {
  app = await startGamesTestApp();
  seedPairs = app.app.get(SeedPairsService);
  accounts = app.app.get(PlayerAccountService);
});
afterAll(() => app.close());

/** What a draw's decider checks: the seed it was handed is the active pair's. */
async function checkActive(playerId: string, pairId: string): Promise<void> {
  const active = (await accounts.load(playerId)).state.seedPair;
  if (active?.pairId !== pairId) throw new SeedPairChangedError(active?.pairId ?? null);
}

it('draws again on the new pair when a rotation lands in between, each time on that pair', async () => {
  const player = await aPlayer(app.client).register();
  const first = await seedPairs.activePair(player.id);
  const handed: string[] = [];
  const drawn = await seedPairs.drawOnActivePair(player.id, async (seed) => {
    handed.push(seed.pairId);
    // Two rotations race the first two tries.
    if (handed.length <= 2) await seedPairs.rotate(player.id, randomUUID().slice(0, 16));
    await checkActive(player.id, seed.pairId);
    return seed.pairId;
  });
  const active = await seedPairs.activePair(player.id);
  expect(handed).toHaveLength(3);
  expect(handed[0]).toBe(first.pairId);
  expect(new Set(handed).size).toBe(3);
  expect(drawn).toBe(active.pairId);
});

it('gives up after five rotations, and lets any other failure through at once', async () => {
  const player = await aPlayer(app.client).register();
  let tries = 0;
  await expect(
    seedPairs.drawOnActivePair(player.id, async (seed) => {
      tries++;
      await seedPairs.rotate(player.id, randomUUID().slice(0, 16));
      await checkActive(player.id, seed.pairId);
    }),
  ).rejects.toBeInstanceOf(SeedPairChangedError);
  expect(tries).toBe(5);

  tries = 0;
  await expect(
    seedPairs.drawOnActivePair(player.id, async () => {
      tries++;
      throw new Error('the database is down');
    }),
  ).rejects.toThrow('the database is down');
  expect(tries).toBe(1);
});
