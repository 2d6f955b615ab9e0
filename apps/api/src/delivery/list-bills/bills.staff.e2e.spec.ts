// /admin/api/bills over HTTP with the sandbox trade provider and DELIVERY_APPROVAL_THRESHOLD=50.00:
// a bill for an item worth more waits in status 4 until support approves it (then it is delivered);
// a rejected bill's item is back in the backpack with the reason; a bill whose offer is out cannot be
// rejected; list filters, show with the stream and the offer, retry; every action audited.
import type { StaffBillResponse } from '@lootledger/contracts';
import type { PostgresEventStore, SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../audit';
import { aFundedPlayer, startGamesTestApp, storageOf, waitUntil, type GamesTestApp } from '../../games/testing';
import type { TestPlayer } from '../../identity/testing';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { aStaffMember, AdminRest, auditEntries, refusedFields } from '../../staff/testing';
import { aBoxOf } from '../../catalogue/testing';
import { reliableSandboxTrades } from '../testing';
import { DeliveryProcess } from '../deliver-bills/delivery.process';
import { SandboxTradeProvider } from '../trading/sandbox-trade.provider';

interface BillDetail extends StaffBillResponse {
  events: {
    version: number;
    type: string;
    data: Record<string, unknown>;
    actor: { type: string; id: string } | null;
  }[];
  offer: { offer_id: string; state: string; reason: string | null } | null;
  offer_error: string | null;
}

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
let app: GamesTestApp;
let support: AdminRest;
let supportId: string;

beforeAll(async () => {
  app = await startGamesTestApp({ ...reliableSandboxTrades(300, 2_000), deliveryApprovalThreshold: '50.00' });
  const content = new AdminRest(app.client, (await aStaffMember(app).withRole('content').signIn(app.client)).token);
  await aBoxOf(content, 'bills-dear', '110.00', [['bills-knife', '100.00', 1]]);
  await aBoxOf(content, 'bills-cheap', '1.10', [['bills-sticker', '1.00', 1]]);
  const staff = await aStaffMember(app).withRole('support').signIn(app.client);
  support = new AdminRest(app.client, staff.token);
  supportId = staff.id;
});
afterAll(() => app.close());

/** A player with a trade URL who opened the box once and asked for the item: the bill's id. */
async function anExtraction(
  boxId: string,
  price: string,
): Promise<{ player: TestPlayer; billId: string; storageId: string }> {
  const player = await aFundedPlayer(app, price);
  const opened = await app.client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: boxId, num: 1 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  const storageId = opened.body.data.items[0].storage_id;
  await app.client.post('/api/set_steam_url', { steam_url: TRADE_URL }, { token: player.token });
  const extracted = await app.client.post<{ bill_ids: string[] }>(
    '/api/extract',
    { data: [storageId] },
    { token: player.token },
  );
  expect(extracted.status).toBe(200);
  return { player, billId: extracted.body.data.bill_ids[0], storageId };
}

const bill = async (id: string) => (await support.get<BillDetail>(`bills/${id}`)).body.data;
const until = (id: string, done: (bill: BillDetail) => boolean) => waitUntil(() => bill(id), done);
const eventTypes = async (billId: string) =>
  (await app.app.get<PostgresEventStore>(EVENT_STORE).readStream(`delivery-${billId}`)).map((event) => event.type);

describe('a bill above the approval threshold', () => {
  it('waits in status 4 until approved, then is delivered (audited)', async () => {
    const { player, billId, storageId } = await anExtraction('bills-dear', '110.00');
    const heldBill = await until(billId, (row) => row.awaiting_approval);
    expect(heldBill).toMatchObject({
      id: billId,
      player_id: player.id,
      storage_id: storageId,
      status: 4,
      awaiting_approval: true,
      offer_id: null,
      item_id: 'bills-knife',
      item_value: '100.00',
      done: false,
    });
    expect(heldBill.events.map((event) => event.type)).toEqual(['DeliveryRequested', 'DeliveryHeld']);
    expect(heldBill.events[1].data).toEqual({ threshold: '5000' });
    // A pass an hour on (every bill due, every lease run out) works the held bill: it stays held, and
    // nothing goes to the trade provider.
    expect(await app.app.get(DeliveryProcess).runOnce(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await eventTypes(billId)).toEqual(['DeliveryRequested', 'DeliveryHeld']);
    const offers = (await (await fetch(`${app.baseUrl}/sandbox/trade/offers?bill_id=${billId}`)).json()) as unknown[];
    expect(JSON.stringify(offers)).not.toContain(billId);
    expect((await storageOf(app.client, player, 4)).map((row) => row.id)).toEqual([storageId]);

    const approved = await support.post<StaffBillResponse>(`bills/${billId}/approve`, { reason: 'known customer' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id: billId, status: 4, awaiting_approval: false });
    const delivered = await until(billId, (row) => row.status === 1);
    expect(delivered.events.map((event) => [event.type, event.actor?.type])).toEqual([
      ['DeliveryRequested', 'system'],
      ['DeliveryHeld', 'system'],
      ['DeliveryApproved', 'staff'],
      ['TradeOfferCreated', 'system'],
      ['TradeOfferSent', 'system'],
      ['DeliveryCompleted', 'system'],
    ]);
    expect(delivered.events[2]).toMatchObject({
      data: { staff_id: supportId },
      actor: { type: 'staff', id: supportId },
    });
    expect(delivered.offer).toMatchObject({ offer_id: delivered.offer_id, state: 'accepted' });
    expect((await storageOf(app.client, player, 1)).map((row) => row.id)).toEqual([storageId]);

    expect(await auditEntries(app, 'bills', billId)).toMatchObject([
      {
        staff_id: supportId,
        role: 'support',
        action: 'approve',
        reason: 'known customer',
        before: { status: 4, awaiting_approval: true },
        after: { status: 4, awaiting_approval: false },
        ip: '127.0.0.1',
      },
    ]);
    await waitUntil(
      () => bill(billId),
      (row) => row.done,
    );
    const again = await support.post(`bills/${billId}/approve`);
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: 'BILL_SETTLED' });
  });

  it('rejected, fails with the reason: the item is back in the backpack with it as back_message (audited)', async () => {
    const { player, billId, storageId } = await anExtraction('bills-dear', '110.00');
    await until(billId, (row) => row.awaiting_approval);
    const empty = await support.post(`bills/${billId}/reject`, { reason: '   ' }, 'zh');
    expect(refusedFields(empty)).toEqual(['reason']);
    expect(refusedFields(await support.post(`bills/${billId}/reject`, {}))).toContain('reason');

    const rejected = await support.post<StaffBillResponse>(`bills/${billId}/reject`, {
      reason: 'Trade URL belongs to another account',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 0,
      awaiting_approval: false,
      reason: 'Trade URL belongs to another account',
      done: true,
    });
    const [back] = await storageOf(app.client, player, 0);
    expect(back).toMatchObject({
      id: storageId,
      status: 0,
      bill_id: billId,
      back_message: 'Trade URL belongs to another account',
    });
    const detail = await bill(billId);
    expect(detail.events.map((event) => event.type)).toEqual(['DeliveryRequested', 'DeliveryHeld', 'DeliveryFailed']);
    expect(detail.events[2]).toMatchObject({
      data: { offer_id: null, reason: 'Trade URL belongs to another account' },
      actor: { type: 'staff', id: supportId },
    });
    expect(await auditEntries(app, 'bills', billId)).toMatchObject([
      {
        action: 'reject',
        reason: 'Trade URL belongs to another account',
        before: { status: 4, awaiting_approval: true, reason: null },
        after: { status: 0, reason: 'Trade URL belongs to another account' },
      },
    ]);
    const again = await support.post(`bills/${billId}/reject`, { reason: 'again' });
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: 'BILL_SETTLED' });
    // The item can be recycled again; the ledger and its read models agree.
    expect((await app.client.post('/api/cash', { data: [storageId] }, { token: player.token })).status).toBe(200);
    const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});

describe('a bill below the threshold', () => {
  it('goes straight to the provider; once its offer is out it cannot be rejected; retry reschedules it (audited)', async () => {
    // The provider's clock stands still while the test acts on the out offer (it would settle 2.3 s
    // after it is made, however slow the machine), then moves past its settling.
    const trade = app.app.get(SandboxTradeProvider);
    const frozen = new Date();
    trade.now = () => frozen;
    try {
      const { player, billId } = await anExtraction('bills-cheap', '1.10');
      const out = await until(billId, (row) => row.status === 5 || row.status === 6);
      expect(out).toMatchObject({ awaiting_approval: false, item_value: '1.00', offer_id: expect.any(String) });
      expect(out.offer).toMatchObject({ offer_id: out.offer_id, state: 'created' });
      const refused = await support.post(`bills/${billId}/reject`, { reason: 'too late' }, 'en');
      expect([refused.status, refused.body.error, refused.body.message]).toEqual([
        409,
        'BILL_OFFER_SENT',
        'A trade offer for this bill is out and cannot be withdrawn; wait for its outcome',
      ]);
      const notHeld = await support.post(`bills/${billId}/approve`);
      expect(notHeld.body.error).toBe('BILL_NOT_AWAITING_APPROVAL');

      const retried = await support.post<StaffBillResponse>(`bills/${billId}/retry`, {
        reason: 'provider looked stuck',
      });
      expect(retried.status).toBe(200);
      expect(retried.body.data.attempts).toBe(0);
      expect(Date.parse(retried.body.data.next_check_at)).toBeLessThanOrEqual(Date.now() + 1_000);
      expect((await auditEntries(app, 'bills', billId)).map((entry) => [entry.action, entry.reason])).toEqual([
        ['retry', 'provider looked stuck'],
      ]);
      const settled = new Date(Date.now() + 60_000);
      trade.now = () => settled;
      await until(billId, (row) => row.status === 1 && row.done);
      expect((await support.post(`bills/${billId}/retry`)).body.error).toBe('BILL_SETTLED');
      expect(await storageOf(app.client, player, 1)).toHaveLength(1);
    } finally {
      trade.now = () => new Date();
    }
  });
});

describe('GET /admin/api/bills', () => {
  it('filters by status, approval, player and time; sorts; pages with a Content-Range', async () => {
    const { player, billId } = await anExtraction('bills-dear', '110.00');
    await until(billId, (row) => row.awaiting_approval);
    const ids = async (filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC']) =>
      (await support.list<StaffBillResponse>('bills', { filter, sort, range: [0, 99] })).body.data.map((row) => row.id);
    expect(await ids({ player_id: player.id })).toEqual([billId]);
    expect(await ids({ awaiting_approval: true })).toEqual([billId]);
    expect(await ids({ status: 4 })).toEqual([billId]);
    expect((await ids({ status: 1 })).length).toBe(2);
    expect((await ids({ status: 0 })).length).toBe(1);
    expect(await ids({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    const all = await support.list<StaffBillResponse>('bills', { sort: ['created_at', 'ASC'], range: [0, 1] });
    expect(all.body.data).toHaveLength(2);
    expect(all.headers.get('content-range')).toBe('bills 0-1/4');
    expect((await ids({}, ['created_at', 'DESC']))[0]).toBe(billId);
    expect(await ids({ id: [billId, 'not-a-uuid'] })).toEqual([billId]);
    expect(refusedFields(await support.list('bills', { filter: { status: 3 } }))).toEqual(['filter.status']);
    expect((await support.get('bills/not-a-uuid')).status).toBe(404);
    expect((await support.get('bills/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await support.post('bills/00000000-0000-4000-8000-000000000000/reject', { reason: 'x' })).status).toBe(404);
  });
});
