// The audit's reconciliation of staff coin adjustments over a history made through the real admin API
// (threshold 100.00: one applied at once, one approved by a second staff member, one rejected): it
// passes as made, and names the stream and event of a changed amount, of an approval made the
// requester's own, and of a ledger event whose adjustment was never requested.
import type { EventStore, RecordedEvent, SqlClient } from '@lootledger/event-store';
import { auditResultOf, failingAuditChecks } from '../../../audit/testing';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import { describeRecorded } from '../../../platform/event-sourcing';
import { whileEventFieldIs } from '../../../platform/testing/tamper';
import { startTestApp, type TestApp } from '../../../platform/testing/test-app';
import { ApiClient } from '../../../platform/testing/api-client';
import { aStaffMember, type TestStaff } from '../../../staff/testing';
import { adjustmentStreamId } from '../domain/coin-adjustment';
import { adjustmentCreditsCheck } from './adjustment-credits.check';

let app: TestApp, client: ApiClient, sql: SqlClient, store: EventStore;
let requester: TestStaff & { token: string }, player: TestPlayer;
let small: string, large: string;

const adjust = async (amount: string) => {
  const result = await client.post<{ id: string }>(
    '/admin/api/coin-adjustments',
    { player_id: player.id, direction: 'credit', amount, reason: 'ticket 42' },
    { token: requester.token },
  );
  expect(result.status).toBe(200);
  return result.body.data.id;
};

beforeAll(async () => {
  app = await startTestApp({ adjustmentApprovalThreshold: 10_000n });
  client = new ApiClient(app.baseUrl);
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  store = app.app.get<EventStore>(EVENT_STORE);
  requester = await aStaffMember(app).withRole('finance').signIn(client);
  const approver = await aStaffMember(app).withRole('finance').signIn(client);
  player = await aPlayer(client).register();
  small = await adjust('20.00');
  large = await adjust('500.00');
  expect(
    (await client.post(`/admin/api/coin-adjustments/${large}/approve`, {}, { token: approver.token })).status,
  ).toBe(200);
  const rejected = await adjust('300.00');
  const rejection = { reason: 'typo' };
  expect(
    (await client.post(`/admin/api/coin-adjustments/${rejected}/reject`, rejection, { token: approver.token })).status,
  ).toBe(200);
});
afterAll(() => app.close());

const check = () => auditResultOf(sql, adjustmentCreditsCheck);

async function eventOf(streamId: string, test: (event: RecordedEvent) => boolean): Promise<RecordedEvent> {
  const found = (await store.readStream(streamId)).find(test);
  if (!found) throw new Error(`no such event in ${streamId}`);
  return found;
}
const ledgerEventOf = (adjustmentId: string) =>
  eventOf(`player-${player.id}`, (event) => event.data.reference === adjustmentId);

it('passes the history as made: each ledger event matches its adjustment and approval', async () => {
  const result = await check();
  expect(result.failures).toEqual([]);
  expect(result.checked[0]).toMatch(/^2 staff-adjustment ledger events reconciled with 3 adjustments .*; 0 pending/);
  expect(await failingAuditChecks(sql)).toEqual([]);
});

it('names the ledger event whose amount differs from the approved adjustment', async () => {
  const credit = await ledgerEventOf(large);
  const result = await whileEventFieldIs(sql, credit, 'amount', '99999', check);
  expect(result.failures).toEqual([
    `${describeRecorded(credit)}: CoinsCredited of 99999 on player-${player.id}, adjustment ${large} is CoinsCredited of 50000 on player-${player.id}`,
  ]);
});

it('names an approval made by the requester: the coins moved without four eyes', async () => {
  const approval = await eventOf(adjustmentStreamId(large), (event) => event.type === 'AdjustmentApproved');
  const credit = await ledgerEventOf(large);
  const result = await whileEventFieldIs(sql, approval, 'approved_by', requester.id, check);
  expect(result.failures).toEqual([
    `${describeRecorded(approval)}: approved by its own requester ${requester.id}`,
    `${describeRecorded(credit)}: adjustment ${large} moved coins, but it is not approved by a second staff member`,
  ]);
});

it('names a staff credit whose adjustment was never requested', async () => {
  const credit = await ledgerEventOf(small);
  const applied = await eventOf(adjustmentStreamId(small), (event) => event.type === 'AdjustmentApplied');
  const result = await whileEventFieldIs(sql, credit, 'reference', 'forged', check);
  expect(result.failures).toEqual([
    `${describeRecorded(applied)}: adjustment ${small} recorded applied, no ledger event on player-${player.id}`,
    `${describeRecorded(credit)}: staff adjustment forged was never requested`,
  ]);
});
