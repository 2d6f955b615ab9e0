// Red-packet campaigns over real HTTP: staff create (validated, audited), list with claimed/left and
// close them; players claim by code or from the list. Rules: the code, VIP ≥ n, recharged players,
// the window, once per player; 50 parallel claims of a 10-packet campaign credit exactly 10 and pay
// exactly the total (random and equal splits); the equal split's remainder cents go to the first
// claims; random shares recompute with libs/fairness once the claimer's pair is revealed; a share
// reserved but not credited (a crash) is credited by the process; the audit reconciles it all.
import {
  parseAmount,
  type AdminRedPacketClaimResponse,
  type AdminRedPacketResponse,
  type RedPacketClaimResponse,
  type RedPacketResponse,
} from '@lootledger/contracts';
import { randomReward, unitFloat } from '@lootledger/fairness';
import type { SqlClient } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { runAudit } from '../../audit';
import { aFundedPlayer, balanceOf, startGamesTestApp, type GamesTestApp } from '../../games/testing';
import type { TestPlayer } from '../../identity/testing';
import { aPaidTopUp } from '../../payments/testing';
import type { StaffRole } from '../../platform/auth';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { expectRefusal } from '../../platform/testing/api-client';
import { auditEntries, refusedFields, staffOfEveryRole, type AdminRest } from '../../staff/testing';
import { WelfareClock } from '../welfare/welfare-clock';
import { decideReserve } from './domain/red-packet';
import { claimKey } from './red-packets.service';
import { RedPacketCreditProcess } from './red-packet-credit.process';
import { RedPacketsService } from './red-packets.service';

let app: GamesTestApp;
let sql: SqlClient;
let staff: Record<StaffRole, AdminRest>;

beforeAll(async () => {
  app = await startGamesTestApp();
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  staff = await staffOfEveryRole(app, app.client);
}, 60_000);
afterAll(() => app.close());

const hundredths = (amount: string) => parseAmount(amount)!;
const HOUR = 3600_000;

async function aCampaign(overrides: Record<string, unknown> = {}): Promise<AdminRedPacketResponse> {
  const created = await staff.content.post<AdminRedPacketResponse>('red-packets', {
    title_zh: '红包',
    title_en: 'Red packet',
    total: '100.00',
    count: 10,
    split: 'random',
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + HOUR).toISOString(),
    audience: 'all',
    ...overrides,
  });
  expect(created.status).toBe(200);
  return created.body.data;
}

function claim(player: TestPlayer, body: Record<string, unknown>) {
  return app.client.post<RedPacketClaimResponse>('/api/red_packets/claim', body, { token: player.token });
}

async function players(n: number): Promise<TestPlayer[]> {
  const made: TestPlayer[] = [];
  for (let i = 0; i < n; i++) made.push(await aFundedPlayer(app, '0.01'));
  return made;
}

describe('red packets (e2e)', () => {
  let crowd: TestPlayer[];
  beforeAll(async () => {
    crowd = await players(50);
  }, 120_000);

  it.each(['random', 'equal'])(
    '50 parallel claims of a 10-packet %s campaign: exactly 10 credited, Σ = total',
    async (split) => {
      const campaign = await aCampaign({ split, total: '100.03' });
      const results = await Promise.all(crowd.map((player) => claim(player, { id: campaign.id })));
      const won = results.filter((result) => result.status === 200);
      expect(won).toHaveLength(10);
      for (const lost of results.filter((result) => result.status !== 200))
        expectRefusal(lost, 409, 'RED_PACKET_EMPTY');
      const amounts = won.map((result) => hundredths(result.body.data.amount));
      expect(amounts.reduce((sum, amount) => sum + amount, 0n)).toBe(10003n);
      expect(amounts.every((amount) => amount >= 1n)).toBe(true);
      const { rows } = await sql.query<{ n: string; sum: string }>(
        `SELECT count(*)::text AS n, coalesce(sum((data->>'amount')::bigint), 0)::text AS sum FROM events
        WHERE event_type = 'CoinsCredited' AND data->>'reference' = $1`,
        [`red-packet-${campaign.id}`],
      );
      expect(rows[0]).toEqual({ n: '10', sum: '10003' });
      if (split === 'equal') {
        // 100.03 ÷ 10 = 10.00 each, the 3 remainder cents to the first three claims.
        const claims = await staff.content.list<AdminRedPacketClaimResponse>('red-packet-claims', {
          filter: { campaign_id: campaign.id },
        });
        expect(claims.body.data.map((row) => row.amount)).toEqual([
          '10.01',
          '10.01',
          '10.01',
          '10.00',
          '10.00',
          '10.00',
          '10.00',
          '10.00',
          '10.00',
          '10.00',
        ]);
      }
      const listed = await staff.content.get<AdminRedPacketResponse>(`red-packets/${campaign.id}`);
      expect(listed.body.data).toMatchObject({
        claimed_count: 10,
        claimed_amount: '100.03',
        left_count: 0,
        left_amount: '0.00',
      });
    },
    120_000,
  );

  it('exactly once per player: a second claim is refused and pays nothing', async () => {
    const campaign = await aCampaign({ split: 'equal', total: '5.00', count: 5 });
    const [player] = crowd;
    const first = await claim(player, { id: campaign.id });
    expect(first.body.data.amount).toBe('1.00');
    const before = await balanceOf(app.client, player);
    const again = await Promise.all([claim(player, { id: campaign.id }), claim(player, { id: campaign.id })]);
    for (const result of again) expectRefusal(result, 409, 'RED_PACKET_ALREADY_CLAIMED');
    expect(await balanceOf(app.client, player)).toBe(before);
    const list = await app.client.get<RedPacketResponse[]>('/api/red_packets', { token: player.token });
    expect(list.body.data.find((row) => row.id === campaign.id)).toMatchObject({ claimed: '1.00', left: 4 });
  });

  it('a claim code: by code alone, a wrong code refused, the id without its code refused', async () => {
    const code = `HB${randomUUID().slice(0, 8)}`;
    const campaign = await aCampaign({ code, count: 3, total: '3.00', split: 'equal' });
    const [a, b, c] = crowd.slice(1, 4);
    expectRefusal(await claim(a, { code: 'WRONG1234' }), 422, 'RED_PACKET_CODE_INVALID');
    expectRefusal(await claim(a, { id: campaign.id }), 422, 'RED_PACKET_CODE_INVALID');
    expectRefusal(await claim(a, {}), 422, 'RED_PACKET_CODE_INVALID');
    expect((await claim(a, { code })).body.data).toMatchObject({ id: campaign.id, amount: '1.00' });
    expect((await claim(b, { id: campaign.id, code })).status).toBe(200);
    expect(
      (await app.client.get<RedPacketResponse[]>('/api/red_packets', { token: c.token })).body.data.find(
        (row) => row.id === campaign.id,
      ),
    ).toMatchObject({ needs_code: true, claimed: null });
  });

  it('who may claim: VIP ≥ n and recharged players only', async () => {
    const vip = await aCampaign({ audience: 'vip', min_vip: 1, count: 2, total: '2.00' });
    const recharged = await aCampaign({ audience: 'recharged', count: 2, total: '2.00' });
    const [player] = await players(1);
    expectRefusal(await claim(player, { id: vip.id }), 403, 'RED_PACKET_VIP_REQUIRED');
    expectRefusal(await claim(player, { id: recharged.id }), 403, 'RED_PACKET_RECHARGE_REQUIRED');
    await aPaidTopUp(app.client, player, 'pkg-100');
    expect((await claim(player, { id: recharged.id })).status).toBe(200);
    expect((await claim(player, { id: vip.id })).status).toBe(200);
  });

  it('the window and closing: not started, ended, closed are refused; unknown is 404', async () => {
    const clock = app.app.get(WelfareClock);
    const campaign = await aCampaign({ count: 2, total: '2.00' });
    const player = crowd[10];
    try {
      clock.setNow(new Date(Date.now() - 2 * HOUR));
      expectRefusal(await claim(player, { id: campaign.id }), 422, 'RED_PACKET_NOT_STARTED');
      clock.setNow(new Date(Date.now() + 2 * HOUR));
      expectRefusal(await claim(player, { id: campaign.id }), 422, 'RED_PACKET_ENDED');
    } finally {
      clock.setNow(null);
    }
    const closed = await staff.content.post<AdminRedPacketResponse>(`red-packets/${campaign.id}/close`);
    expect(closed.body.data.closed).toBe(true);
    expectRefusal(await claim(player, { id: campaign.id }), 422, 'RED_PACKET_CLOSED');
    expectRefusal(await claim(player, { id: randomUUID() }), 404, 'RED_PACKET_NOT_FOUND');
    const audit = await auditEntries(app, 'red-packets', campaign.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'close']);
    expect(audit[1].before).toMatchObject({ closed: false });
    expect(audit[1].after).toMatchObject({ closed: true });
  });

  it('random shares recompute with libs/fairness from the claimer’s revealed pair', async () => {
    const campaign = await aCampaign({ count: 3, total: '30.00' });
    const claimers = crowd.slice(20, 23);
    for (const player of claimers) expect((await claim(player, { id: campaign.id })).status).toBe(200);
    const { rows } = await sql.query<{
      data: {
        player_id: string;
        amount: string;
        min: string;
        max: string;
        draw: { nonce: number; cursor: number; client_seed: string; server_seed_hash: string } | null;
      };
    }>(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'RedPacketShareReserved' ORDER BY stream_version`,
      [`red-packet-${campaign.id}`],
    );
    for (const [index, { data }] of rows.entries()) {
      const player = claimers.find((candidate) => candidate.id === data.player_id)!;
      await app.client.post('/api/fairness/rotate', {}, { token: player.token });
      const history = await app.client.get<{ data: { server_seed: string; server_seed_hash: string }[] }>(
        '/api/fairness/history',
        { token: player.token },
      );
      const seed = history.body.data.data.find(
        (row) => row.server_seed_hash === data.draw!.server_seed_hash,
      )!.server_seed;
      const f = unitFloat(seed, data.draw!.client_seed, data.draw!.nonce, data.draw!.cursor);
      if (index < 2) expect(randomReward(f, data.min, data.max).toString()).toBe(data.amount);
      else expect(data.min).toBe(data.max); // the last share takes the rest
    }
    const audit = await runAudit(sql);
    const check = audit.checks.find((candidate) => candidate.name.startsWith('red packets'))!;
    expect(check.failures).toEqual([]);
    expect(check.checked.join('\n')).toMatch(/[1-9]\d* random shares recomputed/);
    expect(audit.checks.filter((candidate) => candidate.failureCount > 0).map((candidate) => candidate.name)).toEqual(
      [],
    );
  }, 60_000);

  it('a share reserved but not credited (a crash between the steps) is credited by the process, once', async () => {
    const campaign = await aCampaign({ count: 2, total: '4.00', split: 'equal' });
    const player = crowd[30];
    const service = app.app.get(RedPacketsService);
    const process = app.app.get(RedPacketCreditProcess);
    // The test runs the process's passes itself: its own loop would credit the reservation at any
    // moment after it lands, before or after the balance read that shows it uncredited.
    await process.stop();
    try {
      await reservedThenCreditedOnce(campaign, player, service, process);
    } finally {
      process.start();
    }
  });

  async function reservedThenCreditedOnce(
    campaign: AdminRedPacketResponse,
    player: TestPlayer,
    service: RedPacketsService,
    process: RedPacketCreditProcess,
  ): Promise<void> {
    const before = hundredths(await balanceOf(app.client, player));
    // Only the reservation, as if the process died before crediting.
    await service.campaigns.execute(
      campaign.id,
      claimKey(player.id),
      (state) =>
        decideReserve(state, {
          claimant: { playerId: player.id, vipLevel: 0, paidRecharges: 0, code: null },
          claimId: randomUUID(),
          now: new Date(),
          draw: null,
        }),
      { actor: { type: 'player', id: player.id }, at: new Date() },
    );
    expect(hundredths(await balanceOf(app.client, player))).toBe(before);
    await process.catchUp();
    await process.catchUp();
    expect(hundredths(await balanceOf(app.client, player))).toBe(before + 200n);
    expectRefusal(await claim(player, { id: campaign.id }), 409, 'RED_PACKET_ALREADY_CLAIMED');
    expect(hundredths(await balanceOf(app.client, player))).toBe(before + 200n);
  }

  it('staff: create is validated; only content and admin create; finance and auditor read', async () => {
    const bad = await staff.content.post('red-packets', {
      title_zh: '红包',
      title_en: 'Red packet',
      total: '0.05',
      count: 10,
      split: 'random',
      starts_at: new Date(Date.now() + HOUR).toISOString(),
      ends_at: new Date(Date.now() - HOUR).toISOString(),
      audience: 'all',
    });
    expect(refusedFields(bad)).toContain('total');
    expect(refusedFields(await staff.content.post('red-packets', { title_zh: 'x' }))).toEqual(
      expect.arrayContaining(['total', 'count', 'split', 'audience']),
    );
    for (const role of ['finance', 'support', 'auditor'] as const) {
      expectRefusal(await staff[role].post('red-packets', {}), 403, 'FORBIDDEN');
    }
    for (const role of ['admin', 'content', 'finance', 'auditor'] as const) {
      expect((await staff[role].list('red-packets')).status).toBe(200);
    }
    expect((await staff.support.list('red-packets')).status).toBe(403);
  });
});
