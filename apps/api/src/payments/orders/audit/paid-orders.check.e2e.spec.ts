// The audit's reconciliation of recharge orders over a history made through the real API and the
// sandbox gateway (an invited player's first and second top-ups: bonus, VIP level and rebate,
// commission): it passes as made, counts an order paid but not yet credited as pending until the
// order-completion process has passed it, and names the stream and event of each tampering.
import type { EventStore, RecordedEvent, SqlClient } from '@lootledger/event-store';
import { auditResultOf, failingAuditChecks } from '../../../audit/testing';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { EVENT_STORE } from '../../../platform/database/event-store.provider';
import { describeRecorded, EventSourcing } from '../../../platform/event-sourcing';
import { whileEventFieldIs, whileTampered } from '../../../platform/testing/tamper';
import { startTestApp, suiteOf, type TestApp } from '../../../platform/testing/test-app';
import type { ApiClient } from '../../../platform/testing/api-client';
import { waitUntil } from '../../../platform/testing/wait-until';
import { aPaidTopUp, placeOrder } from '../../testing';
import { ORDER_COMPLETION_PROCESS as PROCESS, OrderCompletionProcess } from '../order-completion.process';
import { OrdersProjection } from '../orders.projection';
import { paidOrdersCheck } from './paid-orders.check';

let app: TestApp, client: ApiClient, sql: SqlClient, store: EventStore;
let inviter: TestPlayer, player: TestPlayer, first: string, second: string;

beforeAll(async () => {
  ({ app, client, sql } = suiteOf(await startTestApp({ sandboxPayNotifyDelayMs: 0, orderTtlMs: 60_000 })));
  store = app.app.get<EventStore>(EVENT_STORE);
  inviter = await aPlayer(client).register();
  player = await aPlayer(client).invitedBy(inviter.inviteCode).register();
  first = await aPaidTopUp(client, player, 'pkg-100');
  second = await aPaidTopUp(client, player, 'pkg-10');
  await app.app.get(OrderCompletionProcess).catchUp();
  // A top-up returns once the credit shows; the notification's request goes on to decide the
  // referral and complete the order. The history is made once both orders' OrderCompleted is in the
  // log the audit reads (on EventStoreDB its mirror, which applies each stream in order).
  await waitUntil(
    async () =>
      (
        await sql.query<{ completed: number }>(
          `SELECT count(*)::int AS completed FROM events WHERE event_type = 'OrderCompleted' AND stream_id = ANY($1)`,
          [[`order-${first}`, `order-${second}`]],
        )
      ).rows[0].completed,
    (completed) => completed === 2,
  );
});
afterAll(() => app.close());

const check = () => auditResultOf(sql, paidOrdersCheck);

async function eventOf(streamId: string, test: (event: RecordedEvent) => boolean): Promise<RecordedEvent> {
  const found = (await store.readStream(streamId)).find(test);
  if (!found) throw new Error(`no such event in ${streamId}`);
  return found;
}

const credit = (orderId: string, changeType: number) =>
  eventOf(`player-${player.id}`, (event) => event.data.reference === orderId && event.data.change_type === changeType);

it('passes the history as made: each paid order reconciled, its bonus, rebate and commission recomputed', async () => {
  const result = await check();
  expect(result.failures).toEqual([]);
  expect(result.checked[0]).toBe(
    '2 paid orders: 2 reconciled with their credits (2 recomputed from their recorded rules, 2 referral decisions), 0 pending (the order-completion process has not reached them)',
  );
  expect(result.checked[1]).toContain('7 recharge, bonus, rebate and commission credits');
  expect(result.checked[2]).toBe(
    '2 paid orders at their own gateways under 2 distinct trade numbers; 0 refused payments recorded, none of them paid an order',
  );
});

it('names an order paid at another gateway than its own, and a trade number that paid two orders', async () => {
  const paid = await eventOf(`order-${first}`, (event) => event.type === 'OrderPaid');
  const elsewhere = await whileEventFieldIs(sql, paid, 'gateway', 'alipay', check);
  expect(elsewhere.failures).toContain(`${describeRecorded(paid)}: order ${first} placed at sandbox, paid at alipay`);
  const other = await eventOf(`order-${second}`, (event) => event.type === 'OrderPaid');
  const reused = await whileEventFieldIs(sql, other, 'trade_no', String(paid.data.trade_no), check);
  expect(reused.failures).toEqual([
    `${describeRecorded(other)}: trade sandbox ${String(paid.data.trade_no)} also paid order ${first}`,
  ]);
});

it('names the OrderPaid whose amount was changed', async () => {
  const paid = await eventOf(`order-${first}`, (event) => event.type === 'OrderPaid');
  const result = await whileEventFieldIs(sql, paid, 'amount', '1', check);
  expect(result.failures).toEqual([`${describeRecorded(paid)}: order ${first} paid 0.01, its price is 100.00`]);
});

it('names a first-recharge bonus raised beyond the recorded rule', async () => {
  const bonus = await credit(first, 2);
  const result = await whileEventFieldIs(sql, bonus, 'amount', '9900', check);
  expect(result.failures).toEqual([
    `${describeRecorded(bonus)}: first-recharge bonus of order ${first} is 99.00 to player-${player.id}, due 12.00 to player-${player.id}`,
  ]);
});

it('names a recharge credit moved to another order: a credit without its payment, a payment without its credit', async () => {
  const recharge = await credit(second, 1);
  const result = await whileEventFieldIs(sql, recharge, 'reference', 'R-forged', check);
  const credited = await eventOf(`order-${second}`, (event) => event.type === 'OrderCredited');
  expect(result.failures).toEqual([
    `${describeRecorded(credited)}: order ${second} paid but never credited to player-${player.id}`,
    `${describeRecorded(recharge)}: credit refers to R-forged, not a paid order`,
  ]);
});

it('names a commission paid beyond the recorded rate', async () => {
  const commission = await eventOf(`player-${inviter.id}`, (event) => event.data.reference === first);
  const result = await whileEventFieldIs(sql, commission, 'amount', '5000', check);
  expect(result.failures).toEqual([
    `${describeRecorded(commission)}: referral commission of order ${first} is 50.00 to player-${inviter.id}, due 1.00 to player-${inviter.id}`,
  ]);
});

it('counts a paid order the process has not reached as pending, and fails it once the process passed it uncredited', async () => {
  const completion = app.app.get(OrderCompletionProcess);
  await completion.stop();
  try {
    // The gateway's payment recorded, then the request died before crediting.
    const orderId = await placeOrder(client, player, 'pkg-30');
    const { version } = await store.readStream(`order-${orderId}`).then((events) => ({ version: events.length }));
    const eventSourcing = app.app.get(EventSourcing);
    const appended = await store.appendToStream(
      `order-${orderId}`,
      [
        {
          eventId: '00000000-0000-4000-8000-0000000a0d17',
          type: 'OrderPaid',
          data: { gateway: 'sandbox', trade_no: 'AUDIT', amount: '3000', paid_at: new Date().toISOString() },
        },
      ],
      version,
      // On EventStoreDB (TEST_EVENT_STORE=eventstoredb) the read model and the log's mirror follow
      // subscriptions instead: the audit below reads them once they have caught up.
      eventSourcing.readModelsFollowTheLog ? {} : { inline: [new OrdersProjection()] },
    );
    await eventSourcing.caughtUpTo(appended.lastPosition);
    const waiting = await check();
    expect(waiting.failures).toEqual([]);
    expect(waiting.checked[0]).toContain('3 paid orders: 2 reconciled with their credits');
    expect(waiting.checked[0]).toContain('1 pending');

    // The process passed the payment yet nothing was credited (its checkpoint moved past it).
    const paid = await eventOf(`order-${orderId}`, (event) => event.type === 'OrderPaid');
    const before = (await checkpointTx()).toString();
    const failed = await whileTampered(
      sql,
      [`UPDATE subscription_checkpoints SET transaction_id = '9223372036854775807'::xid8 WHERE name = $1`, [PROCESS]],
      [`UPDATE subscription_checkpoints SET transaction_id = $2::xid8 WHERE name = $1`, [PROCESS, before]],
      check,
    );
    expect(failed.failures).toEqual([
      `${describeRecorded(paid)}: order ${orderId} paid but never credited to player-${player.id}`,
    ]);
    await completion.catchUp();
    const done = await check();
    expect(done.failures).toEqual([]);
    expect(done.checked[0]).toContain('3 paid orders: 3 reconciled with their credits');
  } finally {
    completion.start();
  }
});

async function checkpointTx(): Promise<bigint> {
  const { rows } = await sql.query<{ tx: string }>(
    `SELECT transaction_id::text AS tx FROM subscription_checkpoints WHERE name = $1`,
    [PROCESS],
  );
  return BigInt(rows[0].tx);
}

it('leaves an audit that passes as a whole', async () => {
  expect(await failingAuditChecks(sql)).toEqual([]);
});
