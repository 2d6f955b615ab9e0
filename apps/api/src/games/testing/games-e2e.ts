// Helpers for e2e tests of the games (and of anything that needs a player with items): a test app
// with the demo catalogue, coins for a player through the real ledger command, a box to open.
import { CommandBus } from '@nestjs/cqrs';
import { ChangeType, parseAmount } from '@lootledger/contracts';
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@lootledger/event-store';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { CreditCoinsCommand, FreezeAccountCommand } from '../../ledger';
import type { AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/tokens';
import { ApiClient } from '../../platform/testing/api-client';
import {
  fileSuite,
  startTestApp,
  type PersistentTestStore,
  type TestApp,
  type TestSuite,
} from '../../platform/testing/test-app';
import { ArenaPayoutsProcess } from '../arena/rewards/arena-payouts.process';

export interface GamesTestApp extends TestApp {
  client: ApiClient;
}

export async function startGamesTestApp(
  overrides: Partial<AppConfig> = {},
  store?: PersistentTestStore,
): Promise<GamesTestApp> {
  const app = await startTestApp({ seedDemo: true, ...overrides }, store);
  return Object.assign(app, { client: new ApiClient(app.baseUrl) });
}

/**
 * Credits a player through the ledger's real command path, as a red packet: a recharge needs a paid
 * order (the audit reconciles every recharge credit with one; aPaidTopUp of payments/testing pays one).
 */
export async function topUp(app: TestApp, playerId: string, amount: string): Promise<void> {
  const hundredths = parseAmount(amount);
  if (hundredths === null) throw new Error(`not an amount: ${amount}`);
  await app.app.get(CommandBus).execute(
    new CreditCoinsCommand({
      playerId,
      amount: hundredths,
      changeType: ChangeType.RED_PACKET,
      reference: `test-top-up-${randomUUID()}`,
    }),
  );
}

/** Freezes a player's account through the ledger's real command path, as staff would (to test ACCOUNT_FROZEN). */
export async function freezeAccount(app: TestApp, playerId: string): Promise<void> {
  await app.app.get(CommandBus).execute(
    new FreezeAccountCommand({
      playerId,
      reason: 'chargeback under review',
      staffId: 'staff-test',
      requestId: randomUUID(),
    }),
  );
}

let registrations = 0;

/**
 * A new player holding `amount` (a red packet). Each registers from the next loopback address
 * (127.0.0.2 …), so tests that need many players stay under the per-address SMS limit.
 */
export async function aFundedPlayer(app: GamesTestApp, amount: string): Promise<TestPlayer> {
  const from = app.client.fromAddress(`127.0.0.${2 + (registrations++ % 200)}`);
  const player = await aPlayer(from).register();
  await topUp(app, player.id, amount);
  return player;
}

export interface BoxDetail {
  id: string;
  name: string;
  price: string;
  items: { id: string; name: string; bean: string; weight: number; odds: string }[];
}

/** What a games spec file talks to: the app, its client and database, and the demo box it opens. */
export interface GamesSuite extends TestSuite<GamesTestApp> {
  box: BoxDetail;
}

/** The spec file's games app (demo catalogue) and its cheapest box, up for its tests: `const suite = gamesSuite();`. */
export function gamesSuite(overrides: Partial<AppConfig> = {}): GamesSuite {
  return fileSuite(async () => {
    const app = await startGamesTestApp(overrides);
    return { app, client: app.client, sql: app.app.get<SqlClient>(SQL_CLIENT), box: await aDemoBox(app.client) };
  });
}

/** A demo box's detail (the cheapest, so balances stay small). */
export async function aDemoBox(client: ApiClient): Promise<BoxDetail> {
  const boxes = await client.get<{ id: string; price: string }[]>('/api/boxes');
  if (boxes.status !== 200 || boxes.body.data.length === 0)
    throw new Error(`no demo boxes: ${JSON.stringify(boxes.body)}`);
  const cheapest = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
  const detail = await client.get<BoxDetail>(`/api/box/${cheapest.id}`);
  return detail.body.data;
}

export async function balanceOf(client: ApiClient, player: TestPlayer): Promise<string> {
  const me = await client.get<{ bean: string }>('/api/me', { token: player.token });
  return me.body.data.bean;
}

export interface StorageRow {
  id: string;
  item_id: string;
  status: number;
  status_alias: string;
  bean: string;
  back_message: string | null;
  bill_id: string | null;
}

/** Storage rows of one status (default the backpack). */
export async function storageOf(client: ApiClient, player: TestPlayer, status = 0) {
  const result = await client.get<{ data: StorageRow[]; total: number }>(`/api/storage?status=${status}&per_page=100`, {
    token: player.token,
  });
  if (result.status !== 200) throw new Error(`storage: ${JSON.stringify(result.body)}`);
  return result.body.data.data;
}

/**
 * Storage rows an extraction has taken out of the backpack: awaiting (4), offered (5), sent (6) or
 * delivered (1). An item moves only forward through them while the delivery process works, so they
 * are read in that order: an item that moves between two reads is seen again, never missed; each
 * appears once here, as last read.
 */
export async function storageOnItsWay(client: ApiClient, player: TestPlayer): Promise<StorageRow[]> {
  const rows = new Map<string, StorageRow>();
  for (const status of [4, 5, 6, 1]) for (const row of await storageOf(client, player, status)) rows.set(row.id, row);
  return [...rows.values()];
}

export { waitUntil } from '../../platform/testing/wait-until';

/**
 * Waits for the pass of the arena's daily payouts that every app starts with (it settles the last
 * days, appending to their streams): after it, the log moves only with what the test does.
 */
export async function settledArenaDays(app: TestApp): Promise<void> {
  await app.app.get(ArenaPayoutsProcess).catchUp();
}
