// The sandbox trade endpoints over HTTP on a running app: offers made through the TRADE_PROVIDER port
// (as the delivery process manager will), inspected and forced through /sandbox/trade.
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import type { SandboxTradeOfferJson as OfferJson } from './sandbox-trade.controller';
import { SandboxTradeProvider } from './sandbox-trade.provider';
import { TRADE_PROVIDER, type TradeProvider } from './trade-provider.port';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd_-12';

let testApp: TestApp;
let port: TradeProvider;
let sandbox: SandboxTradeProvider;
let clock: number;
let billSeq = 0;

beforeAll(async () => {
  testApp = await startTestApp({
    sandboxTradeSendDelayMs: 1000,
    sandboxTradeAcceptDelayMs: 4000,
    sandboxTradeFailureRate: 0,
  });
  port = testApp.app.get<TradeProvider>(TRADE_PROVIDER);
  sandbox = testApp.app.get(SandboxTradeProvider);
  clock = Date.now();
  sandbox.now = () => new Date(clock);
});
afterAll(() => testApp.close());

async function http<T>(method: 'GET' | 'POST', path: string, lang?: 'zh' | 'en'): Promise<{ status: number; body: T }> {
  const response = await fetch(`${testApp.baseUrl}${path}`, {
    method,
    headers: lang ? { 'accept-language': lang } : {},
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function anOffer(): Promise<{ billId: string; offerId: string }> {
  billSeq += 1;
  const billId = `e2e-bill-${billSeq}-${clock}`;
  const { offerId } = await port.sendOffer({
    billId,
    tradeUrl: TRADE_URL,
    items: [{ hashName: 'AWP | Asiimov (Field-Tested)', name: 'AWP | Asiimov', value: 123456n }],
  });
  return { billId, offerId };
}

describe('/sandbox/trade (TRADE_PROVIDER=sandbox)', () => {
  it('the port behind TRADE_PROVIDER is the sandbox', () => {
    expect(port).toBe(sandbox);
  });

  it('GET /sandbox/trade/offers?bill_id= shows the offer of a bill as it progresses', async () => {
    const { billId, offerId } = await anOffer();
    const created = await http<OfferJson[]>('GET', `/sandbox/trade/offers?bill_id=${billId}`);
    expect(created.status).toBe(200);
    expect(created.body).toEqual([
      {
        offer_id: offerId,
        bill_id: billId,
        state: 'created',
        reason: null,
        trade_url: TRADE_URL,
        items: [{ hash_name: 'AWP | Asiimov (Field-Tested)', name: 'AWP | Asiimov', value: '1234.56' }],
        created_at: new Date(clock).toISOString(),
        send_at: new Date(clock + 1000).toISOString(),
        settle_at: new Date(clock + 5000).toISOString(),
        updated_at: new Date(clock).toISOString(),
      },
    ]);
    clock += 1000;
    expect((await http<OfferJson[]>('GET', `/sandbox/trade/offers?bill_id=${billId}`)).body[0].state).toBe('sent');
    clock += 4000;
    expect((await http<OfferJson[]>('GET', `/sandbox/trade/offers?bill_id=${billId}`)).body[0]).toMatchObject({
      state: 'accepted',
    });
    expect((await http<OfferJson[]>('GET', '/sandbox/trade/offers?bill_id=no-such-bill')).body).toEqual([]);
  });

  it('GET /sandbox/trade/offers without a bill lists the newest offers', async () => {
    const { offerId } = await anOffer();
    const all = await http<OfferJson[]>('GET', '/sandbox/trade/offers');
    expect(all.status).toBe(200);
    expect(all.body.map((offer) => offer.offer_id)).toContain(offerId);
  });

  it('POST .../accept settles an open offer accepted now; the port reports it', async () => {
    const { offerId } = await anOffer();
    const accepted = await http<OfferJson>('POST', `/sandbox/trade/offers/${offerId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      offer_id: offerId,
      state: 'accepted',
      reason: null,
      updated_at: new Date(clock).toISOString(),
    });
    expect(await port.getOffer(offerId)).toMatchObject({ state: 'accepted', updatedAt: new Date(clock) });
    // Idempotent: accepting again answers the same.
    expect((await http<OfferJson>('POST', `/sandbox/trade/offers/${offerId}/accept`)).status).toBe(200);
  });

  it('POST .../decline settles an open offer declined (declined_by_player, or ?reason=)', async () => {
    const first = await anOffer();
    clock += 1500;
    const declined = await http<OfferJson>('POST', `/sandbox/trade/offers/${first.offerId}/decline`);
    expect(declined).toMatchObject({ status: 200, body: { state: 'declined', reason: 'declined_by_player' } });
    expect(await port.getOffer(first.offerId)).toMatchObject({ state: 'declined', reason: 'declined_by_player' });
    const second = await anOffer();
    expect(
      (await http<OfferJson>('POST', `/sandbox/trade/offers/${second.offerId}/decline?reason=expired`)).body,
    ).toMatchObject({
      state: 'declined',
      reason: 'expired',
    });
    expect(
      (await http<{ error: string }>('POST', `/sandbox/trade/offers/${second.offerId}/decline?reason=Bad%20Reason`))
        .status,
    ).toBe(400);
  });

  it('refuses to force an offer that already settled otherwise (409 TRADE_OFFER_SETTLED, zh and en)', async () => {
    const { offerId } = await anOffer();
    await http('POST', `/sandbox/trade/offers/${offerId}/accept`);
    const en = await http<{ code: number; error: string; message: string; data: OfferJson }>(
      'POST',
      `/sandbox/trade/offers/${offerId}/decline`,
      'en',
    );
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      code: 409,
      error: 'TRADE_OFFER_SETTLED',
      message: 'The trade offer is already settled',
    });
    expect(en.body.data).toMatchObject({ offer_id: offerId, state: 'accepted' });
    const zh = await http<{ message: string }>('POST', `/sandbox/trade/offers/${offerId}/decline`, 'zh');
    expect(zh.body.message).toBe('该交易报价已结束，无法更改');

    const late = await anOffer();
    clock += 5000;
    expect((await http<{ error: string }>('POST', `/sandbox/trade/offers/${late.offerId}/decline`)).body.error).toBe(
      'TRADE_OFFER_SETTLED',
    );
  });

  it('answers 404 NOT_FOUND for an unknown offer', async () => {
    for (const action of ['accept', 'decline']) {
      const result = await http<{ error: string }>('POST', `/sandbox/trade/offers/sandbox-nope/${action}`);
      expect(result).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    }
  });

  it('keeps /sandbox out of request signing and out of the OpenAPI document', async () => {
    const document = (await (await fetch(`${testApp.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/sandbox/'))).toEqual([]);
  });
});
