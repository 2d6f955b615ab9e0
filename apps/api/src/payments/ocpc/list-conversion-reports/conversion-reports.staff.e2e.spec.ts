// First-recharge conversion reports over HTTP, end to end: a player tops up through the sandbox
// gateway and reports (POST /api/ocpc/uploadConvertData); the console lists the report with its
// order, promotion id and forwarding state (GET /admin/api/conversion-reports, react-admin's
// conventions, staff roles admin/finance/auditor); the forwarder sends it to CONVERSION_REPORT_URL
// (a local endpoint double checking the signature) and the list shows it sent.
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { Leases } from '../../../platform/cluster/leases';
import { expectRefusal } from '../../../platform/testing/api-client';
import { fileSuite, startTestApp, suiteOf } from '../../../platform/testing/test-app';
import { staffOfEveryRole } from '../../../staff/testing';
import { aPaidTopUp } from '../../testing/top-ups';
import { ConversionReportStore } from '../conversion-report.store';
import {
  CONVERSION_REPORT_ENDPOINT,
  type ConversionReportEndpoint,
} from '../forward-conversion-reports/conversion-report-endpoint';
import { ConversionReportForwarder } from '../forward-conversion-reports/conversion-report-forwarder';
import {
  startConversionEndpoint,
  type ConversionEndpointDouble,
} from '../forward-conversion-reports/testing/conversion-endpoint.double';

const SECRET = 'e2e-conversion-secret';
let endpoint: ConversionEndpointDouble;

const suite = fileSuite(async () => {
  endpoint = await startConversionEndpoint({ secret: SECRET });
  const started = suiteOf(
    await startTestApp({ providerEnv: { CONVERSION_REPORT_URL: endpoint.url, CONVERSION_REPORT_SECRET: SECRET } }),
  );
  // The app's own loop stops (it would forward on its own time); the test runs the passes itself
  // with a forwarder of the same store, endpoint and lease.
  const { app } = started.app;
  await app.get(ConversionReportForwarder).stop();
  const forwarder = new ConversionReportForwarder(
    app.get(ConversionReportStore),
    app.get<ConversionReportEndpoint | null>(CONVERSION_REPORT_ENDPOINT),
    app.get(Leases),
    started.app.config,
  );
  return { ...started, forwarder, staff: await staffOfEveryRole(started.app, started.client) };
});
afterAll(async () => {
  await suite.forwarder?.stop();
  await endpoint?.close();
});

interface Row {
  id: string;
  player_id: string;
  order_id: string | null;
  promotion_id: string | null;
  logid_url: string;
  new_type: number;
  created_at: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

const report = (player: TestPlayer, logidUrl: string) =>
  suite.client.post(
    '/api/ocpc/uploadConvertData',
    { conversionTypes: [{ logidUrl, newType: 10 }] },
    { token: player.token },
  );

describe('GET /admin/api/conversion-reports', () => {
  let alice: TestPlayer;
  let order: string;

  beforeAll(async () => {
    alice = await aPlayer(suite.client).register();
    order = await aPaidTopUp(suite.client, alice);
    expect((await report(alice, 'https://lootledger.example/?bd_vid=alice-click')).status).toBe(200);
  });

  it('lists the report with its player, first order, promotion id and forwarding state, then shows it sent', async () => {
    const finance = suite.staff.finance;
    const listed = await finance.list<Row>('conversion-reports', { filter: { player_id: alice.id } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('content-range')).toBe('conversion-reports 0-0/1');
    expect(listed.body.data).toEqual([
      {
        id: expect.any(String),
        player_id: alice.id,
        order_id: order,
        promotion_id: 'alice-click',
        logid_url: 'https://lootledger.example/?bd_vid=alice-click',
        new_type: 10,
        created_at: expect.any(String),
        status: 'pending',
        attempts: 0,
        last_error: null,
        next_attempt_at: expect.any(String),
        forwarded_at: null,
      },
    ]);

    expect(await suite.forwarder.catchUp(new Date(Date.now() + 1_000))).toBe(1);
    const key = `conversion-report-${listed.body.data[0].id}`;
    expect(endpoint.acceptedFor(key)).toBe(1);
    expect(endpoint.requests.find((request) => request.key === key)?.body).toMatchObject({
      player_id: alice.id,
      order_id: order,
      promotion_id: 'alice-click',
    });
    const sent = await finance.list<Row>('conversion-reports', { filter: { status: 'sent', player_id: alice.id } });
    expect(sent.body.data).toMatchObject([{ status: 'sent', attempts: 1, last_error: null, next_attempt_at: null }]);
    expect(
      (await finance.list<Row>('conversion-reports', { filter: { status: 'pending', player_id: alice.id } })).body.data,
    ).toEqual([]);
  });

  it('keeps one report per player and URL: the same report again is answered 200 and not stored twice', async () => {
    expect((await report(alice, 'https://lootledger.example/?bd_vid=alice-click')).status).toBe(200);
    const listed = await suite.staff.auditor.list<Row>('conversion-reports', { filter: { player_id: alice.id } });
    expect(listed.body.data).toHaveLength(1);
  });

  it('sorts by id or time and pages with a Content-Range; a bad sort or status is refused (400)', async () => {
    const bob = await aPlayer(suite.client).register();
    await report(bob, 'https://lootledger.example/?promotion_id=bob-1');
    await report(bob, 'https://lootledger.example/?promotion_id=bob-2');
    const admin = suite.staff.admin;
    const oldest = await admin.list<Row>('conversion-reports', { sort: ['id', 'ASC'], range: [0, 0] });
    const newest = await admin.list<Row>('conversion-reports', { sort: ['created_at', 'DESC'], range: [0, 1] });
    expect(oldest.body.data.map((row) => row.player_id)).toEqual([alice.id]);
    expect(newest.body.data.map((row) => row.promotion_id)).toEqual(['bob-2', 'bob-1']);
    expect(newest.headers.get('content-range')).toBe('conversion-reports 0-1/3');
    expect(newest.body.data[0].order_id).toBeNull();
    expectRefusal(await admin.list('conversion-reports', { sort: ['logid_url', 'ASC'] }), 400, 'VALIDATION_FAILED');
    expectRefusal(await admin.list('conversion-reports', { filter: { status: 'lost' } }), 400, 'VALIDATION_FAILED');
  });

  it('is read by admin, finance and auditor only (403 FORBIDDEN otherwise; 401 without a token)', async () => {
    for (const role of ['admin', 'finance', 'auditor'] as const) {
      expect((await suite.staff[role].list('conversion-reports')).status).toBe(200);
    }
    for (const role of ['support', 'content'] as const) {
      expectRefusal(await suite.staff[role].list('conversion-reports'), 403, 'FORBIDDEN');
    }
    expectRefusal(await suite.client.get('/admin/api/conversion-reports'), 401, 'UNAUTHENTICATED');
  });
});
