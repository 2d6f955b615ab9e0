// A top-up end to end over real HTTP through the sandbox gateway (contract section 8): order, QR and
// pay page, signed notification (with 20 duplicate deliveries), the balance rising with the
// first-recharge bonus, the VIP level and rebate, the referrer's commission, each exactly once;
// forged, wrong-amount and expired notifications change nothing; a crash between steps is finished;
// the order lists the credits it brought once credited.
// (An order that expires before it is paid: recharge-expiry.e2e.spec.ts.)
import { ChangeType } from '@lootledger/contracts';
import type { EventStore, SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../audit';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { EventSourcing } from '../../platform/event-sourcing';
import { ApiClient, expectRefusal } from '../../platform/testing/api-client';
import { settledProcesses, startTestApp, type TestApp, suiteOf } from '../../platform/testing/test-app';
import { notificationBody } from '../gateway';
import { waitUntil } from '../../games/testing';
import {
  changeRecordsOf,
  meOf,
  placeRechargeOrder,
  pollUntilBalanceIsNot,
  signedNotification,
  type Me,
} from '../testing/recharge-e2e';
import { OrderCompletionProcess } from './order-completion.process';
import { OrdersProjection } from './orders.projection';
import { OrdersService } from './orders.service';

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  ({ app, client } = suiteOf(
    await startTestApp({
      sandboxPayNotifyDelayMs: 20,
      sandboxPayDuplicates: 20,
      sandboxPayRetryBaseMs: 50,
      orderTtlMs: 60_000,
    }),
  ));
});
afterAll(() => app.close());

describe('packages', () => {
  it('lists the packages and the first-recharge bonuses', async () => {
    const packages = await client.get<{ id: string; bean: string; price: string }[]>('/api/beans');
    expect(packages.body.data).toContainEqual({ id: 'pkg-100', bean: '100.00', price: '100.00' });
    const first = await client.get<{ bean: string; bonus: string; description_en: string }[]>('/api/beans/first');
    expect(first.body.data).toContainEqual(expect.objectContaining({ bean: '100.00', bonus: '12.00' }));
  });

  it('offers the pay ways of the enabled gateways: the sandbox takes all three', async () => {
    const player = await aPlayer(client).register();
    const ways = await client.get<{ pay_way: number; name: string }[]>('/api/recharge/pay_ways', {
      token: player.token,
    });
    expect(ways.body.data).toEqual([
      { pay_way: 7, name: 'alipay' },
      { pay_way: 8, name: 'wechat' },
      { pay_way: 9, name: 'card' },
    ]);
  });
});

describe('a top-up through the sandbox gateway', () => {
  let inviter: TestPlayer;
  let player: TestPlayer;

  beforeAll(async () => {
    inviter = await aPlayer(client).register();
    player = await aPlayer(client).invitedBy(inviter.inviteCode).register();
  });

  it('pays: the balance rises with bonus, VIP rebate and commission, each once despite 20 duplicate notifications', async () => {
    const order = await placeRechargeOrder(client, player);
    expect(order.list.qr_url).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(order.list.qr_url.split(',')[1], 'base64').subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(order.list.h5).toContain(`/sandbox/pay/${order.order_id}`);
    const page = await fetch(order.list.h5);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('100.00');
    expect(
      (
        await client.get<{ status: string; credited: unknown }>(`/api/recharge/${order.order_id}`, {
          token: player.token,
        })
      ).body.data,
    ).toMatchObject({ status: 'pending', credited: null });

    const received = jest.spyOn(app.app.get(OrdersService), 'receivePayment');
    const confirmed = await fetch(`${app.baseUrl}/sandbox/pay/${order.order_id}/confirm`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(confirmed.status).toBe(200);
    // 100.00 paid + 12.00 first-recharge bonus + VIP 1's 0.50% rebate on 100.00.
    expect(await pollUntilBalanceIsNot(client, player, '0.00')).toMatchObject({
      bean: '112.50',
      vip_level: 1,
      total_recharge: '100.00',
      is_recharge: 1,
    });

    // The first notification and its 20 copies (sent once the first is answered); on a slow machine
    // the gateway may also retry one whose answer it did not get in time (at least once is its
    // promise). Exactly one is accepted.
    await waitUntil(
      async () => received.mock.calls.filter(([notification]) => notification.orderId === order.order_id).length,
      (deliveries) => deliveries >= 21,
      60_000,
    );
    const outcomes = await Promise.all(received.mock.results.map((result) => result.value as Promise<string>));
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    received.mockRestore();
    expect((await meOf(client, player)).bean).toBe('112.50');
    const records = await changeRecordsOf(client, player);
    const count = (type: number) => records.filter((record) => record.change_type === type).length;
    expect([count(ChangeType.RECHARGE), count(ChangeType.FIRST_RECHARGE_BONUS), count(ChangeType.VIP_REBATE)]).toEqual([
      1, 1, 1,
    ]);
    // The order says what the account recorded for it, line by line (what the top-up page shows).
    expect(
      (
        await client.get<{ status: string; credited: unknown }>(`/api/recharge/${order.order_id}`, {
          token: player.token,
        })
      ).body.data,
    ).toMatchObject({
      status: 'paid',
      credited: [
        { change_type: ChangeType.RECHARGE, change_type_alias: 'Recharge', bean: '100.00' },
        { change_type: ChangeType.FIRST_RECHARGE_BONUS, change_type_alias: 'First recharge bonus', bean: '12.00' },
        { change_type: ChangeType.VIP_REBATE, change_type_alias: 'VIP rebate', bean: '0.50' },
      ],
    });

    // The referrer (Bronze, 1%) earned 1.00, once: decided by the accepted notification's request
    // after the credit, so once the order is completed.
    await waitUntil(
      async () =>
        (await app.app.get<EventStore>(EVENT_STORE).readStream(`order-${order.order_id}`)).map((event) => event.type),
      (types) => types.includes('OrderCompleted'),
      60_000,
    );
    expect((await meOf(client, inviter)).bean).toBe('1.00');
    expect(
      (await changeRecordsOf(client, inviter)).filter(
        (record) => record.change_type === ChangeType.REFERRAL_COMMISSION,
      ),
    ).toEqual([expect.objectContaining({ bean: '1.00' })]);
    const promote = await client.get<{
      user: { people_invited_num: number; invite_total_recharge: string; promotion_level: number };
    }>('/api/promote', { token: inviter.token });
    expect(promote.body.data.user).toMatchObject({
      people_invited_num: 1,
      invite_total_recharge: '100.00',
      promotion_level: 1,
    });
  });

  it('a second top-up: no bonus, the rebate of the level reached', async () => {
    const order = await placeRechargeOrder(client, player, 'pkg-500', 8);
    await fetch(`${app.baseUrl}/sandbox/pay/${order.order_id}/confirm`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    // 600.00 in total: VIP 2 (500.00, 1%): 500.00 + 5.00.
    expect(await pollUntilBalanceIsNot(client, player, '112.50')).toMatchObject({
      bean: '617.50',
      vip_level: 2,
      total_recharge: '600.00',
    });
    const credited = await client.get<{ credited: unknown }>(`/api/recharge/${order.order_id}`, {
      token: player.token,
      lang: 'zh',
    });
    expect(credited.body.data.credited).toEqual([
      { change_type: ChangeType.RECHARGE, change_type_alias: '充值', bean: '500.00' },
      { change_type: ChangeType.VIP_REBATE, change_type_alias: 'VIP返利', bean: '5.00' },
    ]);
    const vip = await client.get<{
      user: { current_level: number; next_level: number; difference_money: string; rebate: string };
    }>('/api/vip/list', { token: player.token });
    expect(vip.body.data.user).toEqual({
      current_level: 2,
      next_level: 3,
      rebate: '1.00',
      difference_money: '400.00',
      total_recharge: '600.00',
    });
    const records = await client.get<{ data: { code: string; status: string; status_alias: string }[]; total: number }>(
      '/api/recharge_record',
      { token: player.token, lang: 'zh' },
    );
    expect(records.body.data.total).toBe(2);
    expect(records.body.data.data.map((record) => [record.status, record.status_alias])).toEqual([
      ['paid', '已支付'],
      ['paid', '已支付'],
    ]);
  });

  describe('refusals change nothing', () => {
    let order: { order_id: string };
    let before: Me;

    beforeAll(async () => {
      order = await placeRechargeOrder(client, player, 'pkg-50');
      before = await meOf(client, player);
    });
    afterEach(async () => {
      // Every process of the app caught up: whatever a refused notification could have set off has run.
      await settledProcesses(app);
      expect(await meOf(client, player)).toEqual(before);
    });

    it('a forged signature: 400 GATEWAY_SIGNATURE_INVALID', async () => {
      const body = notificationBody({ orderId: order.order_id, amount: 5_000n, tradeNo: 'FORGED', paidAt: new Date() });
      const result = await signedNotification(app, body, 'not-the-secret');
      expect([result.status, result.body.error]).toEqual([400, 'GATEWAY_SIGNATURE_INVALID']);
    });

    it('a signed notification with another amount: 400 PAYMENT_AMOUNT_MISMATCH', async () => {
      const result = await signedNotification(
        app,
        notificationBody({ orderId: order.order_id, amount: 500n, tradeNo: 'SHORT', paidAt: new Date() }),
      );
      expect([result.status, result.body.error]).toEqual([400, 'PAYMENT_AMOUNT_MISMATCH']);
    });

    it('a payment after the order expired: 409 ORDER_EXPIRED', async () => {
      const late = new Date(Date.now() + 120_000);
      const result = await signedNotification(
        app,
        notificationBody({ orderId: order.order_id, amount: 5_000n, tradeNo: 'LATE', paidAt: late }),
      );
      expect([result.status, result.body.error]).toEqual([409, 'ORDER_EXPIRED']);
    });

    it('an unknown order: 404 ORDER_NOT_FOUND', async () => {
      const result = await signedNotification(
        app,
        notificationBody({ orderId: 'R-unknown', amount: 5_000n, tradeNo: 'X', paidAt: new Date() }),
      );
      expect([result.status, result.body.error]).toEqual([404, 'ORDER_NOT_FOUND']);
    });

    it("a bad pay_way (400) or package (404), and someone else's order (404)", async () => {
      expectRefusal(
        await client.post('/api/recharge', { id: 'pkg-100', pay_way: 6 }, { token: player.token }),
        400,
        'VALIDATION_FAILED',
      );
      expectRefusal(
        await client.post('/api/recharge', { id: 'pkg-nope', pay_way: 7 }, { token: player.token }),
        404,
        'PACKAGE_NOT_FOUND',
      );
      expectRefusal(
        await client.get(`/api/recharge/${order.order_id}`, { token: inviter.token }),
        404,
        'ORDER_NOT_FOUND',
      );
    });
  });
});

describe('GET /api/recharge/{order_id}: a reloaded payment page', () => {
  it('answers the same order with the same QR code and H5 link while pending, creates none, and drops the links once paid', async () => {
    const player = await aPlayer(client).register();
    const placed = await placeRechargeOrder(client, player, 'pkg-50', 8);
    const read = async () =>
      (
        await client.get<{
          order_id: string;
          status: string;
          bean: string;
          price: string;
          pay_way: number;
          list: { qr_url: string; h5: string } | null;
        }>(`/api/recharge/${placed.order_id}`, { token: player.token })
      ).body.data;
    const first = await read();
    expect(first).toEqual({
      order_id: placed.order_id,
      status: 'pending',
      bean: '50.00',
      price: '50.00',
      pay_way: 8,
      list: placed.list,
      credited: null,
    });
    expect(await read()).toEqual(first);
    const records = await client.get<{ total: number }>('/api/recharge_record', { token: player.token });
    expect(records.body.data.total).toBe(1);

    await fetch(`${app.baseUrl}/sandbox/pay/${placed.order_id}/confirm`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    await pollUntilBalanceIsNot(client, player, '0.00');
    expect(await read()).toMatchObject({ status: 'paid', list: null, price: '50.00' });
  });
});

describe('a crash between the steps of a paid order', () => {
  it('is finished by the order-completion process: credited once, commission decided once', async () => {
    const player = await aPlayer(client).register();
    const order = await placeRechargeOrder(client, player, 'pkg-30');
    // This test runs the process's passes itself.
    const completion = app.app.get(OrderCompletionProcess);
    await completion.stop();
    // The payment is recorded, then the process "dies" before crediting: append OrderPaid by hand.
    const store = app.app.get<EventStore>(EVENT_STORE);
    const orders = app.app.get(OrdersService);
    const { version } = await orders.load(order.order_id);
    await store.appendToStream(
      `order-${order.order_id}`,
      [
        {
          eventId: '00000000-0000-4000-8000-00000000c0de',
          type: 'OrderPaid',
          data: { gateway: 'sandbox', trade_no: 'CRASH', amount: '3000', paid_at: new Date().toISOString() },
        },
      ],
      version,
      // On EventStoreDB (TEST_EVENT_STORE=eventstoredb) the read model follows a subscription instead.
      app.app.get(EventSourcing).readModelsFollowTheLog ? {} : { inline: [new OrdersProjection()] },
    );
    expect((await meOf(client, player)).bean).toBe('0.00');
    // The process reacts to the OrderPaid from its checkpoint (the log may hold it back a moment).
    await waitUntil(
      async () => {
        await completion.catchUp();
        return (await meOf(client, player)).bean;
      },
      (bean) => bean === '30.00',
    );
    // 30.00: no first-recharge bonus for that package, VIP 0 has no rebate.
    expect(await meOf(client, player)).toMatchObject({ bean: '30.00', is_recharge: 1 });
    await completion.catchUp();
    await orders.complete(order.order_id);
    completion.start();
    expect(
      (await changeRecordsOf(client, player)).filter((record) => record.change_type === ChangeType.RECHARGE),
    ).toHaveLength(1);
    const events = (await store.readStream(`order-${order.order_id}`)).map((event) => event.type);
    expect(events).toEqual([
      'OrderPlaced',
      'OrderPaid',
      'RechargeRulesDecided',
      'OrderCredited',
      'ReferralDecided',
      'OrderCompleted',
    ]);
  });
});

describe('POST /api/ocpc/uploadConvertData', () => {
  it("stores the first recharge's conversion report for the player; a malformed one is refused", async () => {
    const player = await aPlayer(client).register();
    const report = { conversionTypes: [{ logidUrl: 'https://lootledger.example/?bd_vid=abc', newType: 10 }] };
    expect((await client.post('/api/ocpc/uploadConvertData', report, { token: player.token })).status).toBe(200);
    const sql = app.app.get<SqlClient>(SQL_CLIENT);
    const { rows } = await sql.query<{ logid_url: string; new_type: number }>(
      `SELECT logid_url, new_type FROM payments_conversion_reports WHERE player_id = $1`,
      [player.id],
    );
    expect(rows).toEqual([{ logid_url: report.conversionTypes[0].logidUrl, new_type: 10 }]);
    expectRefusal(
      await client.post('/api/ocpc/uploadConvertData', { conversionTypes: [] }, { token: player.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await client.post('/api/ocpc/uploadConvertData', report), 401, 'UNAUTHENTICATED');
  });
});

describe('after all of it', () => {
  it('the audit finds nothing', async () => {
    const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});
