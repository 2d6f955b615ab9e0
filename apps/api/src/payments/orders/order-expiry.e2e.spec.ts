// The order-expiry process over a real app and the sandbox gateway: an unpaid order past its expiry is
// asked about at its gateway first (a late notification credits it), else closed there and on its
// stream; refused notifications are recorded on their trade's stream. The process runs at the time
// the test gives it (runOnce), never by waiting.
import type { EventStore } from '@lootledger/event-store';
import { aPlayer } from '../../identity/testing';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { fileSuite, startTestApp, suiteOf } from '../../platform/testing/test-app';
import { formatAmount } from '@lootledger/contracts';
import { PAYMENT_GATEWAYS, type PaymentGateways, type SandboxPaymentGateway } from '../gateway';
import { meOf, placeRechargeOrder, signedNotification } from '../testing/recharge-e2e';
import { orderStreamId } from './domain/order';
import { refusedPaymentStreamId } from './domain/refused-payment';
import { OrderExpiryProcess } from './order-expiry.process';
import { aStaffMember, AdminRest } from '../../staff/testing';

// Notifications of the sandbox are owed an hour after Pay: here they are always late.
const suite = fileSuite(async () => suiteOf(await startTestApp({ sandboxPayNotifyDelayMs: 3_600_000 })));

const sandbox = () => suite.app.app.get<PaymentGateways>(PAYMENT_GATEWAYS).named('sandbox') as SandboxPaymentGateway;
const eventTypes = async (streamId: string) =>
  (await suite.app.app.get<EventStore>(EVENT_STORE).readStream(streamId)).map((event) => event.type);
/** One pass of the expiry process as if `minutes` had passed. */
const expireAfter = (minutes: number) =>
  suite.app.app.get(OrderExpiryProcess).runOnce(new Date(Date.now() + minutes * 60_000));

describe('an unpaid order past its expiry', () => {
  it('is closed at its gateway and on its stream: it reads expired, its pay page refuses, nothing is credited', async () => {
    const player = await aPlayer(suite.client).register();
    const order = await placeRechargeOrder(suite.client, player, 'pkg-10', 8);
    await expireAfter(5); // not yet due: 15 minutes
    expect(await eventTypes(orderStreamId(order.order_id))).toEqual(['OrderPlaced']);

    await expireAfter(16);
    expect(await eventTypes(orderStreamId(order.order_id))).toEqual(['OrderPlaced', 'OrderClosed']);
    expect((await sandbox().queryPayment({ orderId: order.order_id, payWay: 'wechat', amount: 1_000n })).status).toBe(
      'closed',
    );
    const status = await suite.client.get<{ status: string; list: unknown }>(`/api/recharge/${order.order_id}`, {
      token: player.token,
    });
    expect(status.body.data).toMatchObject({ status: 'expired', list: null });
    expect((await sandbox().confirm(order.order_id)).ok).toBe(false);
    expect((await meOf(suite.client, player)).bean).toBe('0.00');

    await expireAfter(30); // closed once
    expect(await eventTypes(orderStreamId(order.order_id))).toEqual(['OrderPlaced', 'OrderClosed']);
  });

  it('paid at its gateway with the notification still on its way, is credited once from the query', async () => {
    const player = await aPlayer(suite.client).register();
    const order = await placeRechargeOrder(suite.client, player, 'pkg-10', 7);
    const paid = await sandbox().confirm(order.order_id);
    expect(paid.ok).toBe(true);
    const tradeNo = paid.ok ? paid.payment.tradeNo : null;

    await expireAfter(16);
    const me = await meOf(suite.client, player);
    expect(me.bean).toBe(formatAmount(1_000n));
    const events = await suite.app.app.get<EventStore>(EVENT_STORE).readStream(orderStreamId(order.order_id));
    expect(events.find((event) => event.type === 'OrderPaid')?.data).toMatchObject({
      gateway: 'sandbox',
      trade_no: tradeNo,
      amount: '1000',
    });
    expect(events.map((event) => event.type)).not.toContain('OrderClosed');

    // The notification arrives after all: a duplicate, credited nothing more.
    const late = await signedNotification(suite.app, {
      order_id: order.order_id,
      amount: '10.00',
      paid_at: (paid.ok ? paid.payment.paidAt! : new Date()).toISOString(),
      trade_no: tradeNo,
    });
    expect(late.status).toBe(200);
    expect((await meOf(suite.client, player)).bean).toBe(formatAmount(1_000n));
  });
});

describe('a refused notification', () => {
  it('is recorded on its trade once per reason, for an unknown order and for a wrong amount, and credits nothing', async () => {
    const unknown = {
      order_id: 'R-no-such-order',
      amount: '10.00',
      paid_at: new Date().toISOString(),
      trade_no: 'SBXREF1',
    };
    expect((await signedNotification(suite.app, unknown)).status).toBe(404);
    expect((await signedNotification(suite.app, unknown)).status).toBe(404);
    expect(await eventTypes(refusedPaymentStreamId('sandbox', 'SBXREF1'))).toEqual(['PaymentRefused']);

    const player = await aPlayer(suite.client).register();
    const order = await placeRechargeOrder(suite.client, player, 'pkg-10', 7);
    const wrong = { order_id: order.order_id, amount: '9.99', paid_at: new Date().toISOString(), trade_no: 'SBXREF2' };
    expect((await signedNotification(suite.app, wrong)).status).toBe(400);
    const [refusal] = await suite.app.app
      .get<EventStore>(EVENT_STORE)
      .readStream(refusedPaymentStreamId('sandbox', 'SBXREF2'));
    expect(refusal.data).toMatchObject({ order_id: order.order_id, amount: '999', reason: 'amount_mismatch' });
    expect(await eventTypes(orderStreamId(order.order_id))).toEqual(['OrderPlaced']);
    expect((await meOf(suite.client, player)).bean).toBe('0.00');

    // Staff see both, to refund the payers at the gateway.
    const finance = new AdminRest(
      suite.client,
      (await aStaffMember(suite.app).withRole('finance').signIn(suite.client)).token,
    );
    const listed = await finance.list<{
      id: string;
      trade_no: string;
      reason: string;
      amount: string;
      order_id: string;
    }>('refused-payments', { filter: { gateway: 'sandbox' } });
    expect(listed.body.data.filter((row) => row.trade_no.startsWith('SBXREF'))).toEqual([
      expect.objectContaining({
        id: 'sandbox-SBXREF2',
        reason: 'amount_mismatch',
        amount: '9.99',
        order_id: order.order_id,
      }),
      expect.objectContaining({
        id: 'sandbox-SBXREF1',
        reason: 'unknown_order',
        amount: '10.00',
        order_id: 'R-no-such-order',
      }),
    ]);
    const byReason = await finance.list<{ id: string }>('refused-payments', { filter: { reason: 'unknown_order' } });
    expect(byReason.body.data.map((row) => row.id)).toContain('sandbox-SBXREF1');
    expect(byReason.body.data.map((row) => row.id)).not.toContain('sandbox-SBXREF2');
  });
});
