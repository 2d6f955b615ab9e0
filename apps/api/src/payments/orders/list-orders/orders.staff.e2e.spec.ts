// /admin/api/orders over HTTP: orders placed and paid through the sandbox gateway, listed by status
// (pending, paid, expired), player, gateway and time, sorted by price, paged with a Content-Range;
// one order with the events of its stream. The expired order is placed (through the real service)
// longer ago than an order lives, so no test depends on how fast the machine runs.
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { ApiClient } from '../../../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../../../platform/testing/test-app';
import { aStaffMember, AdminRest, refusedFields } from '../../../staff/testing';
import { aPaidTopUp, placeOrder } from '../../testing/top-ups';
import { OrdersService } from '../orders.service';

interface Order {
  id: string;
  player_id: string;
  package_id: string;
  bean: string;
  price: string;
  status: string;
  gateway: string;
  trade_no: string | null;
  paid_at: string | null;
  completed: boolean;
  created_at: string;
}

let app: TestApp;
let client: ApiClient;
let finance: AdminRest;
let alice: TestPlayer;
let bob: TestPlayer;
let paid: string;
let expired: string;
let pending: string;
let startedAt: string;

beforeAll(async () => {
  ({ app, client } = suiteOf(await startTestApp({ sandboxPayNotifyDelayMs: 20, sandboxPayRetryBaseMs: 50 })));
  finance = new AdminRest(client, (await aStaffMember(app).withRole('finance').signIn(client)).token);
  alice = await aPlayer(client).register();
  bob = await aPlayer(client).register();
  const placedAt = new Date(Date.now() - app.config.orderTtlMs - 60_000);
  startedAt = new Date(placedAt.getTime() - 1000).toISOString();
  expired = (await app.app.get(OrdersService).place(bob.id, 'pkg-50', 'alipay', placedAt)).orderId;
  paid = await aPaidTopUp(client, alice, 'pkg-200');
  pending = await placeOrder(client, bob, 'pkg-10');
});
afterAll(() => app.close());

describe('GET /admin/api/orders', () => {
  it('lists the newest first with a Content-Range', async () => {
    const result = await finance.list<Order>('orders');
    expect(result.status).toBe(200);
    expect(result.body.data.map((order) => order.id)).toEqual([pending, paid, expired]);
    expect(result.headers.get('content-range')).toBe('orders 0-2/3');
    expect(result.body.data[1]).toMatchObject({
      id: paid,
      player_id: alice.id,
      package_id: 'pkg-200',
      bean: '200.00',
      price: '200.00',
      pay_way: 'alipay',
      gateway: 'sandbox',
      status: 'paid',
      trade_no: expect.any(String),
      paid_at: expect.any(String),
      completed: true,
    });
  });

  it('filters by status, player, gateway and time; sorts by price; pages', async () => {
    const ids = async (filter: Record<string, unknown>) =>
      (await finance.list<Order>('orders', { filter })).body.data.map((order) => order.id);
    expect(await ids({ status: 'paid' })).toEqual([paid]);
    expect(await ids({ status: 'expired' })).toEqual([expired]);
    expect(await ids({ status: 'pending' })).toEqual([pending]);
    expect(await ids({ player_id: bob.id })).toEqual([pending, expired]);
    expect(await ids({ player_id: bob.id, status: 'pending' })).toEqual([pending]);
    expect(await ids({ gateway: 'sandbox' })).toHaveLength(3);
    expect(await ids({ gateway: 'stripe' })).toEqual([]);
    expect(await ids({ from: startedAt, to: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(3);
    expect(await ids({ to: startedAt })).toEqual([]);
    expect(await ids({ id: [paid, pending] })).toEqual([pending, paid]);

    const byPrice = await finance.list<Order>('orders', { sort: ['price', 'DESC'], range: [0, 1] });
    expect(byPrice.body.data.map((order) => order.price)).toEqual(['200.00', '50.00']);
    expect(byPrice.headers.get('content-range')).toBe('orders 0-1/3');
    const rest = await finance.list<Order>('orders', { sort: ['price', 'DESC'], range: [2, 10] });
    expect(rest.body.data.map((order) => order.price)).toEqual(['10.00']);
    expect(rest.headers.get('content-range')).toBe('orders 2-2/3');
  });

  it('refuses an unknown status, sort field or filter, naming it', async () => {
    expect(refusedFields(await finance.list('orders', { filter: { status: 'refunded' } }))).toEqual(['filter.status']);
    expect(refusedFields(await finance.list('orders', { filter: { from: 'yesterday' } }))).toEqual(['filter.from']);
    expect(refusedFields(await finance.list('orders', { sort: ['bean', 'ASC'] }))).toEqual(['sort']);
  });
});

describe('GET /admin/api/orders/{id}', () => {
  it("shows a paid order with its stream's events in order", async () => {
    const result = await finance.get<
      Order & { events: { version: number; type: string; data: Record<string, unknown> }[] }
    >(`orders/${paid}`);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ id: paid, status: 'paid', completed: true });
    expect(result.body.data.events.map((event) => [event.version, event.type])).toEqual([
      [1, 'OrderPlaced'],
      [2, 'OrderPaid'],
      [3, 'RechargeRulesDecided'],
      [4, 'OrderCredited'],
      [5, 'ReferralDecided'],
      [6, 'OrderCompleted'],
    ]);
    expect(result.body.data.events[0].data).toMatchObject({
      player_id: alice.id,
      price: '20000',
      package_id: 'pkg-200',
    });
    const unknown = await finance.get('orders/R-no-such-order');
    expect({ status: unknown.status, error: unknown.body.error }).toEqual({ status: 404, error: 'NOT_FOUND' });
  });
});
