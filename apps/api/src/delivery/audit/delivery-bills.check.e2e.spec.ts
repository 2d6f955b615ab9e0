// The audit's reconciliation of delivery bills over a history made through the real API with the
// sandbox trade provider (one item delivered, one held above the approval threshold and rejected by
// support): it passes as made, and names the stream and event of a bill whose item value was changed
// and of a delivered item turned into a returned one (an item kept and delivered).
import type { PostgresEventStore, RecordedEvent, SqlClient } from '@lootledger/event-store';
import { auditResultOf, failingAuditChecks } from '../../audit/testing';
import { aBoxOf } from '../../catalogue/testing';
import { aFundedPlayer, startGamesTestApp, waitUntil, type GamesTestApp } from '../../games/testing';
import type { TestPlayer } from '../../identity/testing';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { describeRecorded } from '../../platform/event-sourcing';
import { whileEventFieldIs, whileTampered } from '../../platform/testing/tamper';
import { aStaffMember, AdminRest } from '../../staff/testing';
import { reliableSandboxTrades } from '../testing';
import { deliveryBillsCheck } from './delivery-bills.check';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
let app: GamesTestApp, sql: SqlClient, store: PostgresEventStore;
let delivered: { player: TestPlayer; billId: string }, rejected: { player: TestPlayer; billId: string };

/** A player who opened the box once and asked for the item: the bill's id. */
async function anExtraction(boxId: string, price: string) {
  const player = await aFundedPlayer(app, price);
  const opened = await app.client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: boxId, num: 1 },
    { token: player.token },
  );
  await app.client.post('/api/set_steam_url', { steam_url: TRADE_URL }, { token: player.token });
  const extracted = await app.client.post<{ bill_ids: string[] }>(
    '/api/extract',
    { data: [opened.body.data.items[0].storage_id] },
    { token: player.token },
  );
  return { player, billId: extracted.body.data.bill_ids[0] };
}

const billDone = (billId: string) =>
  waitUntil(
    () => sql.query<{ done: boolean }>(`SELECT done FROM delivery_schedule WHERE bill_id = $1`, [billId]),
    (result) => result.rows[0]?.done === true,
  );

beforeAll(async () => {
  app = await startGamesTestApp({ ...reliableSandboxTrades(50, 200), deliveryApprovalThreshold: '50.00' });
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  store = app.app.get<PostgresEventStore>(EVENT_STORE);
  const content = new AdminRest(app.client, (await aStaffMember(app).withRole('content').signIn(app.client)).token);
  await aBoxOf(content, 'recon-dear', '110.00', [['recon-knife', '100.00', 1]]);
  await aBoxOf(content, 'recon-cheap', '1.10', [['recon-sticker', '1.00', 1]]);
  const support = new AdminRest(app.client, (await aStaffMember(app).withRole('support').signIn(app.client)).token);

  delivered = await anExtraction('recon-cheap', '1.10');
  rejected = await anExtraction('recon-dear', '110.00');
  await waitUntil(
    () => store.readStream(`delivery-${rejected.billId}`),
    (events) => events.some((event) => event.type === 'DeliveryHeld'),
  );
  expect((await support.post(`bills/${rejected.billId}/reject`, { reason: 'suspicious' })).status).toBe(200);
  await billDone(delivered.billId);
  await billDone(rejected.billId);
});
afterAll(() => app.close());

const check = () => auditResultOf(sql, deliveryBillsCheck);

async function eventOf(streamId: string, type: string): Promise<RecordedEvent> {
  const found = (await store.readStream(streamId)).find((event) => event.type === type);
  if (!found) throw new Error(`no ${type} in ${streamId}`);
  return found;
}

it('passes the history as made: each bill is the item that left the backpack, settled once', async () => {
  const result = await check();
  expect(result.failures).toEqual([]);
  expect(result.checked[0]).toMatch(/^2 bills reconciled .*; 2 settled bills .*; 0 pending/);
  expect(await failingAuditChecks(sql)).toEqual([]);
});

it('names the bill whose item value was changed', async () => {
  const request = await eventOf(`delivery-${delivered.billId}`, 'DeliveryRequested');
  const result = await whileEventFieldIs(sql, request, ['item', 'value'], '99900', check);
  expect(result.failures).toEqual([
    `${describeRecorded(request)}: bills item recon-sticker worth 99900, granted as recon-sticker worth 100`,
  ]);
});

it('names a delivered item recorded as returned: kept and delivered', async () => {
  const extracted = await eventOf(`player-${delivered.player.id}`, 'ItemExtracted');
  const completed = await eventOf(`delivery-${delivered.billId}`, 'DeliveryCompleted');
  const result = await whileTampered(
    sql,
    [
      `UPDATE events SET event_type = 'ItemReturned', data = data || '{"reason": "lost"}' WHERE event_id = $1`,
      [extracted.eventId],
    ],
    [`UPDATE events SET event_type = 'ItemExtracted', data = data - 'reason' WHERE event_id = $1`, [extracted.eventId]],
    check,
  );
  const storageId = String(extracted.data.storage_id);
  expect(result.failures).toEqual([
    `${describeRecorded(completed)}: bill ${delivered.billId} is completed, but item ${storageId} never left the platform`,
    `${describeRecorded(extracted)}: item ${storageId} came back though bill ${delivered.billId} is completed`,
  ]);
});
