// The conversion-report forwarder on the real database against a local endpoint double
// (testing/conversion-endpoint.double.ts): each report is posted once with its idempotency key and
// signature, a failure is tried again after doubling delays, the last attempt or a refusal of the
// report marks it failed, and without an endpoint nothing leaves. Passes run at the times the test
// names (runOnce(now)); nothing waits.
import { Logger } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { LocalLeases } from '../../../platform/cluster/leases';
import type { AppConfig } from '../../../platform/config/app-config';
import { openTestSql } from '../../../platform/testing/test-database';
import { ORDERS_MIGRATIONS } from '../../orders/orders.projection';
import { ConversionReportStore, type ConversionReportView } from '../conversion-report.store';
import { CONVERSION_MIGRATIONS } from '../conversion-reports.migrations';
import type { ConversionReportEndpoint } from './conversion-report-endpoint';
import { CONVERSION_FORWARDING, ConversionReportForwarder, retryDelayMs } from './conversion-report-forwarder';
import { signatureOf } from './conversion-report.request';
import { startConversionEndpoint, type ConversionEndpointDouble } from './testing/conversion-endpoint.double';

const SECRET = 'conversion-secret-for-tests';
let sql: SqlClient;
let close: () => Promise<void>;
let store: ConversionReportStore;
let endpoint: ConversionEndpointDouble;
/** One holder of the job's lease for every forwarder below (one process, its settings changing). */
let leases: LocalLeases;
let playerSeq = 0;

beforeAll(async () => {
  Logger.overrideLogger(false); // the given-up reports are logged on purpose
  ({ sql, close } = await openTestSql('ll_convfwd', [...ORDERS_MIGRATIONS, ...CONVERSION_MIGRATIONS]));
  store = new ConversionReportStore(sql);
  leases = LocalLeases.on(sql);
  endpoint = await startConversionEndpoint({ secret: SECRET });
});
afterAll(async () => {
  await endpoint.close();
  await close();
});
beforeEach(async () => {
  // Each test starts with nothing due from another.
  await sql.query(`UPDATE payments_conversion_reports SET forward_status = 'sent' WHERE forward_status = 'pending'`);
  endpoint.statuses.length = 0;
});

function forwarderTo(target: ConversionReportEndpoint | null): ConversionReportForwarder {
  return new ConversionReportForwarder(store, target, leases, { role: 'all' } as AppConfig);
}

/** A player's report of a landing URL with a promotion id: its row, as the console reads it. */
async function aReport(forwarding = true): Promise<{ playerId: string; report: () => Promise<ConversionReportView> }> {
  const playerId = `player-conv-${++playerSeq}`;
  await store.record(
    playerId,
    [{ logidUrl: `https://lootledger.example/?bd_vid=click-${playerSeq}`, newType: 10 }],
    forwarding,
  );
  const report = async () => {
    const { reports } = await store.list({
      sort: { field: 'id', order: 'ASC' },
      offset: 0,
      limit: 10,
      filter: { playerId },
    });
    expect(reports).toHaveLength(1);
    return reports[0];
  };
  return { playerId, report };
}

/** A moment after every report so far was stored (their first attempt is due). */
const soon = () => new Date(Date.now() + 1_000);
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('forwarding a conversion report', () => {
  it('posts it once, as documented JSON with its idempotency key and the HMAC-SHA256 of the body; then it is sent', async () => {
    const { playerId, report } = await aReport();
    const stored = await report();
    const forwarder = forwarderTo({ url: endpoint.url, secret: SECRET });
    const at = soon();

    expect(await forwarder.runOnce(at)).toBe(1);
    const key = `conversion-report-${stored.id}`;
    const delivered = endpoint.requests.filter((request) => request.key === key);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].status).toBe(200);
    expect(delivered[0].body).toEqual({
      report_id: stored.id,
      player_id: playerId,
      order_id: null,
      promotion_id: `click-${playerSeq}`,
      logid_url: `https://lootledger.example/?bd_vid=click-${playerSeq}`,
      new_type: 10,
      created_at: stored.receivedAt.toISOString(),
    });
    expect(delivered[0].signature).toBe(signatureOf(JSON.stringify(delivered[0].body), SECRET));
    expect(await report()).toMatchObject({ status: 'sent', attempts: 1, lastError: null, forwardedAt: at });

    // Sent is sent: later passes, and the same report from the player again, post nothing more.
    expect(await store.record(playerId, [{ logidUrl: stored.logidUrl, newType: 10 }], true)).toBe(0);
    expect(await forwarder.runOnce(later(at, 3_600_000))).toBe(0);
    expect(endpoint.acceptedFor(key)).toBe(1);
    expect(endpoint.requests.filter((request) => request.key === key)).toHaveLength(1);
  });

  it('tries again after a 5xx, after delays that double, and stops once it is taken', async () => {
    const { report } = await aReport();
    const { id } = await report();
    const forwarder = forwarderTo({ url: endpoint.url, secret: SECRET });
    endpoint.statuses.push(503, 502);
    const first = soon();

    expect(await forwarder.runOnce(first)).toBe(1);
    expect(await report()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/^HTTP 503/),
      nextAttemptAt: later(first, CONVERSION_FORWARDING.firstRetryDelayMs),
    });
    // Not due before its delay.
    expect(await forwarder.runOnce(later(first, CONVERSION_FORWARDING.firstRetryDelayMs - 1))).toBe(0);

    const second = later(first, retryDelayMs(1));
    expect(await forwarder.runOnce(second)).toBe(1);
    expect(await report()).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: expect.stringMatching(/^HTTP 502/),
      nextAttemptAt: later(second, 2 * CONVERSION_FORWARDING.firstRetryDelayMs),
    });

    const third = later(second, retryDelayMs(2));
    expect(await forwarder.runOnce(third)).toBe(1);
    expect(await report()).toMatchObject({ status: 'sent', attempts: 3, nextAttemptAt: null, forwardedAt: third });
    const key = `conversion-report-${id}`;
    expect(endpoint.requests.filter((request) => request.key === key).map((request) => request.status)).toEqual([
      503, 502, 200,
    ]);
    expect(endpoint.acceptedFor(key)).toBe(1);
  });

  it(`gives up after ${CONVERSION_FORWARDING.maxAttempts} failed attempts (failed, with the last error)`, async () => {
    const { report } = await aReport();
    const forwarder = forwarderTo({ url: endpoint.url, secret: SECRET });
    endpoint.statuses.push(...Array.from({ length: CONVERSION_FORWARDING.maxAttempts }, () => 500));
    let at = soon();
    for (let attempt = 1; attempt <= CONVERSION_FORWARDING.maxAttempts; attempt++) {
      expect(await forwarder.runOnce(at)).toBe(1);
      at = later(at, retryDelayMs(attempt));
    }
    expect(await report()).toMatchObject({
      status: 'failed',
      attempts: CONVERSION_FORWARDING.maxAttempts,
      lastError: expect.stringMatching(/^HTTP 500/),
      nextAttemptAt: null,
    });
    expect(await forwarder.runOnce(later(at, 86_400_000))).toBe(0);
  });

  it('fails a report the endpoint refuses as such (422) at once, and keeps trying a wrong signature (401)', async () => {
    const refused = await aReport();
    endpoint.statuses.push(422);
    await forwarderTo({ url: endpoint.url, secret: SECRET }).runOnce(soon());
    expect(await refused.report()).toMatchObject({ status: 'failed', attempts: 1, lastError: /^HTTP 422/ });

    const misSigned = await aReport();
    await forwarderTo({ url: endpoint.url, secret: 'not-the-secret' }).runOnce(soon());
    expect(await misSigned.report()).toMatchObject({ status: 'pending', attempts: 1, lastError: /^HTTP 401/ });
    expect(endpoint.requests.at(-1)).toMatchObject({ status: 401 });
  });

  it('keeps an endpoint that does not answer for the next attempt, with the reason', async () => {
    const gone = await startConversionEndpoint();
    await gone.close();
    const { report } = await aReport();
    const first = soon();
    expect(await forwarderTo({ url: gone.url }).runOnce(first)).toBe(1);
    expect(await report()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      nextAttemptAt: later(first, CONVERSION_FORWARDING.firstRetryDelayMs),
    });
  });

  it("names the player's first paid order", async () => {
    const playerId = `player-conv-${++playerSeq}`;
    const insertOrder = (orderId: string, paidAt: string | null) =>
      sql.query(
        `INSERT INTO payments_orders (order_id, player_id, package_id, bean, price, pay_way, gateway, paid, paid_at,
           created_at, expires_at, updated_at, stream_version)
         VALUES ($1, $2, 'pkg-100', 10000, 10000, 'alipay', 'sandbox', $3, $4, now(), now(), now(), 1)`,
        [orderId, playerId, paidAt !== null, paidAt],
      );
    await insertOrder(`${playerId}-unpaid`, null);
    await insertOrder(`${playerId}-second`, '2026-11-02T00:00:00Z');
    await insertOrder(`${playerId}-first`, '2026-11-01T00:00:00Z');
    await store.record(playerId, [{ logidUrl: 'https://lootledger.example/?promotion_id=p-9', newType: 10 }], true);
    const { reports } = await store.list({
      sort: { field: 'id', order: 'ASC' },
      offset: 0,
      limit: 5,
      filter: { playerId },
    });
    expect(reports).toMatchObject([{ orderId: `${playerId}-first`, promotionId: 'p-9', status: 'pending' }]);
  });
});

describe('without CONVERSION_REPORT_URL', () => {
  it('stores reports as disabled and sends nothing', async () => {
    const { report } = await aReport(false);
    const before = endpoint.requests.length;
    expect(await forwarderTo(null).runOnce(soon())).toBe(0);
    // An endpoint configured later does not pick up what arrived while forwarding was off.
    expect(await forwarderTo({ url: endpoint.url }).runOnce(soon())).toBe(0);
    expect(await report()).toMatchObject({ status: 'disabled', attempts: 0, nextAttemptAt: null });
    expect(endpoint.requests.length).toBe(before);
  });
});
