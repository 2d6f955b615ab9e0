// The audit's reconciliation of card-code credits over codes issued and redeemed through the real
// API: it passes as made, and names the credit whose amount differs from its batch and a code
// credited twice (a second code's credit pointed at the first).
import type { EventStore, RecordedEvent, SqlClient } from '@lootledger/event-store';
import { auditResultOf, failingAuditChecks } from '../../../audit/testing';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import { describeEvent, describeRecorded } from '../../../platform/event-sourcing';
import { whileEventFieldIs } from '../../../platform/testing/tamper';
import { startTestApp, suiteOf, type TestApp } from '../../../platform/testing/test-app';
import type { ApiClient } from '../../../platform/testing/api-client';
import { aCardCodeBatch } from '../testing/card-code-batch.builder';
import { cardCodeCreditsCheck } from './card-code-credits.check';

let app: TestApp, client: ApiClient, sql: SqlClient, store: EventStore;
let alice: TestPlayer, bob: TestPlayer;

beforeAll(async () => {
  ({ app, client, sql } = suiteOf(await startTestApp()));
  store = app.app.get<EventStore>(EVENT_STORE);
  const batch = await aCardCodeBatch(app, client).withCount(3).withBean('12.34').issue();
  alice = await aPlayer(client).register();
  bob = await aPlayer(client).register();
  for (const [player, code] of [
    [alice, batch.codes[0]],
    [bob, batch.codes[1]],
  ] as const) {
    expect((await client.post('/api/card-recharge', { card: code }, { token: player.token })).status).toBe(200);
  }
});
afterAll(() => app.close());

const check = () => auditResultOf(sql, cardCodeCreditsCheck);
const creditOf = async (player: TestPlayer): Promise<RecordedEvent> =>
  (await store.readStream(`player-${player.id}`)).find((event) => event.type === 'CoinsCredited')!;

it('passes the history as made: each redeemed code credited once, to its redeemer, for its batch value', async () => {
  const result = await check();
  expect(result.failures).toEqual([]);
  expect(result.checked).toEqual([
    "2 card-code credits reconciled with 3 issued codes (2 marked credited): each once, to its redeemer, for its batch's value",
  ]);
  expect(await failingAuditChecks(sql)).toEqual([]);
});

it('names the credit whose amount differs from its batch', async () => {
  const credit = await creditOf(alice);
  const result = await whileEventFieldIs(sql, credit, 'amount', '99999', check);
  expect(result.failures).toEqual([
    `${describeRecorded(credit)}: credits 99999 for ${String(credit.data.reference)}, worth 1234 (batch 1234)`,
  ]);
});

it('names a code credited twice, and the code marked credited whose credit is gone', async () => {
  const first = await creditOf(alice);
  const second = await creditOf(bob);
  const secondCode = String(second.data.reference).replace('card-code-', '');
  const result = await whileEventFieldIs(sql, second, 'reference', String(first.data.reference), check);
  expect(result.failures.sort()).toEqual(
    [
      `${describeRecorded(first)}: ${String(first.data.reference)} credited 2 times`,
      `${describeRecorded(second)}: ${String(first.data.reference)} credited 2 times`,
      `${describeEvent(`player-${bob.id}`, null, null)}: card code ${secondCode} marked credited, no credit in the log`,
    ].sort(),
  );
});
