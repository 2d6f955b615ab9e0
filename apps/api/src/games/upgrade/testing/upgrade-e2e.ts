// Helpers for e2e tests of the upgrade: the spec file's games app with the demo targets (cheapest
// first), and a player's play against it: the next roll read from the seed vault, a rate forcing a
// success or a failure, an attempt, a player's event count, a player holding a won item.
import { formatAmount, parseAmount, type UpgradeItemResponse, type UpgradeResultResponse } from '@lootledger/contracts';
import { unitFloat } from '@lootledger/fairness';
import type { SqlClient } from '@lootledger/event-store';
import type { TestPlayer } from '../../../identity/testing';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { fileSuite, type TestSuite } from '../../../platform/testing/test-app';
import { SeedPairsService } from '../../fairness/seed-pairs.service';
import { ServerSeedVault } from '../../fairness/server-seed-vault';
import { aFundedPlayer, startGamesTestApp, type GamesTestApp } from '../../testing';

export interface UpgradeSuite extends TestSuite<GamesTestApp> {
  /** The demo targets, cheapest first. */
  targets: UpgradeItemResponse[];
}

/** The spec file's games app and its upgrade targets, up for its tests: `const suite = upgradeSuite();`. */
export function upgradeSuite(): UpgradeSuite {
  return fileSuite(async () => {
    const app = await startGamesTestApp();
    const page = await app.client.get<{ data: UpgradeItemResponse[]; total: number }>(
      '/api/upgrade/items?per_page=100',
    );
    return { app, client: app.client, sql: app.app.get<SqlClient>(SQL_CLIENT), targets: page.body.data.data };
  });
}

export const hundredths = (amount: string) => parseAmount(amount)!;

/** A player's play in the suite's app (each function reads the suite when called, from the first test on). */
export function upgradePlay(suite: UpgradeSuite) {
  /** A target worth about `near` (the cheapest at or above it). */
  const targetNear = (near: string) => suite.targets.find((item) => hundredths(item.bean) >= hundredths(near))!;

  /** The roll the player's next draw will make (the test reads the secret seed from the vault). */
  async function nextRoll(player: TestPlayer): Promise<number> {
    const pair = await suite.app.app.get(SeedPairsService).activePair(player.id);
    const seed = await suite.app.app.get(ServerSeedVault).get(pair.pairId);
    return Math.floor(unitFloat(seed.serverSeed, pair.clientSeed, pair.nonce, 0) * 10000);
  }

  /** A rate that makes the next draw succeed (or fail), spending throw-away draws until one can. */
  async function forcingRate(player: TestPlayer, success: boolean, itemId: string): Promise<number> {
    for (;;) {
      const roll = await nextRoll(player);
      if (success && roll < 7500) return Math.max(500, roll + 1);
      if (!success && roll >= 500) return Math.min(7500, roll);
      // A roll no rate can use this way: spend it on a box-free draw of the cheapest kind.
      await suite.client.post('/api/upgrade', { item_id: itemId, rate: 500 }, { token: player.token });
    }
  }

  async function attempt(player: TestPlayer, body: Record<string, unknown>) {
    return suite.client.post<UpgradeResultResponse>('/api/upgrade', body, { token: player.token });
  }

  async function eventCount(player: TestPlayer): Promise<number> {
    const { rows } = await suite.sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events WHERE stream_id = $1`,
      [`player-${player.id}`],
    );
    return Number(rows[0].n);
  }

  /** A player holding one item worth about 20.00, won in an upgrade (and `coins` besides). */
  async function aPlayerWithAnItem(coins: string) {
    const target = targetNear('20.00');
    const player = await aFundedPlayer(suite.app, formatAmount(hundredths(target.bean) + hundredths(coins)));
    const won = await attempt(player, { item_id: target.id, rate: await forcingRate(player, true, target.id) });
    expect(won.body.data.success).toBe(true);
    return { player, item: { storage_id: won.body.data.storage_id!, bean: target.bean } };
  }

  return { targetNear, forcingRate, attempt, eventCount, aPlayerWithAnItem };
}
