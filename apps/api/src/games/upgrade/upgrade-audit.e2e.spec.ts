// The upgrade's audit and console over real HTTP: the audit passing, re-drawing revealed upgrades and
// catching a tampered upgrade and a tampered read-model row; the console's records, targets and RTP.
import { formatAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { formatAuditReport, runAudit } from '../../audit';
import type { StaffRole } from '../../platform/auth';
import { expectRefusal } from '../../platform/testing/api-client';
import { setEventField, whileTampered } from '../../platform/testing/tamper';
import { auditEntries, refusedFields, staffOfEveryRole, type AdminRest } from '../../staff/testing';
import { aFundedPlayer, type GamesTestApp } from '../testing';
import { priceAtRate } from './domain/upgrade-pricing';
import { hundredths, upgradePlay, upgradeSuite } from './testing/upgrade-e2e';

const suite = upgradeSuite();
const { targetNear, forcingRate, attempt } = upgradePlay(suite);
let app: GamesTestApp;
let sql: SqlClient;
let staff: Record<StaffRole, AdminRest>;

beforeAll(async () => {
  ({ app, sql } = suite);
  staff = await staffOfEveryRole(app, app.client);
}, 60_000);

describe('upgrade audit and console (e2e)', () => {
  it('the audit passes, re-draws revealed upgrades and catches a tampered upgrade and a tampered row', async () => {
    const player = await aFundedPlayer(app, '100.00');
    const target = targetNear('20.00');
    const rate = await forcingRate(player, false, target.id);
    const lost = await attempt(player, { item_id: target.id, rate });
    expect(lost.body.data.success).toBe(false);
    await app.client.post('/api/fairness/rotate', {}, { token: player.token });

    const audit = await runAudit(sql);
    const check = audit.checks.find((candidate) => candidate.name.startsWith('upgrades'))!;
    expect(check.failureCount).toBe(0);
    expect(check.checked.join('\n')).toMatch(/[1-9]\d* draws recomputed/);
    expect(audit.checks.every((candidate) => candidate.failureCount === 0)).toBe(true);

    const { rows } = await sql.query<{ event_id: string }>(
      `SELECT event_id::text AS event_id FROM events WHERE stream_id = $1 AND event_type = 'UpgradeAttempted'
        AND data->>'upgrade_id' = $2`,
      [`player-${player.id}`, lost.body.data.upgrade_id],
    );
    // Claim a cheaper price: the formula no longer holds, nor do the coins debited.
    const tampered = await whileTampered(
      sql,
      setEventField(rows[0].event_id, 'price', '1'),
      setEventField(rows[0].event_id, 'price', String(hundredths(lost.body.data.price))),
      async () => (await runAudit(sql)).checks.find((candidate) => candidate.name.startsWith('upgrades'))!,
    );
    expect(tampered.failureCount).toBeGreaterThan(0);
    expect(tampered.failures.join('\n')).toContain(`player-${player.id}`);
    // Flip the recorded roll: the re-draw disagrees.
    const rolled = await whileTampered(
      sql,
      [
        `UPDATE events SET data = jsonb_set(data, '{roll}', to_jsonb(9999)) WHERE event_id = $1::uuid`,
        [rows[0].event_id],
      ],
      [
        `UPDATE events SET data = jsonb_set(data, '{roll}', to_jsonb($2::int)) WHERE event_id = $1::uuid`,
        [rows[0].event_id, lost.body.data.fairness.roll],
      ],
      async () => (await runAudit(sql)).checks.find((candidate) => candidate.name.startsWith('upgrades'))!,
    );
    expect(rolled.failures.join('\n')).toContain('recomputed roll');

    // A read-model row changed behind the log's back: the rebuild comparison names it.
    await sql.query(`UPDATE games_upgrades SET success = true WHERE upgrade_id = $1`, [lost.body.data.upgrade_id]);
    try {
      const mismatched = await runAudit(sql);
      expect(formatAuditReport(mismatched, 'test')).toContain('games_upgrades');
      const check = mismatched.checks.find((candidate) => candidate.name === 'read model games_upgrades')!;
      expect(check.failureCount).toBe(1);
      expect(check.failures[0]).toContain(`stream player-${player.id}`);
    } finally {
      await sql.query(`UPDATE games_upgrades SET success = false WHERE upgrade_id = $1`, [lost.body.data.upgrade_id]);
    }
    expect((await runAudit(sql)).checks.every((candidate) => candidate.failureCount === 0)).toBe(true);
  });

  it('the console: records with their draw, the targets (content) and the RTP (finance), audited', async () => {
    const player = await aFundedPlayer(app, '100.00');
    const target = targetNear('20.00');
    const done = await attempt(player, { item_id: target.id, rate: 5000 });
    const list = await staff.support.list<{ id: string; player_id: string }>('upgrades', {
      filter: { player_id: player.id },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row) => row.id)).toEqual([done.body.data.upgrade_id]);
    expect(list.headers.get('content-range')).toBe('upgrades 0-0/1');
    await app.client.post('/api/fairness/rotate', {}, { token: player.token });
    const shown = await staff.auditor.get<{ server_seed: string; rtp: string; fairness: { roll: number } }>(
      `upgrades/${done.body.data.upgrade_id}`,
    );
    expect(shown.body.data).toMatchObject({ rtp: '95.00', fairness: { roll: done.body.data.fairness.roll } });
    expect(shown.body.data.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expectRefusal(await staff.content.get(`upgrades/nope`), 404, 'NOT_FOUND');

    // Targets: content disables one (players can no longer pick it), enables it again; audited.
    expect((await staff.finance.put(`upgrade-targets/${target.id}`, { enabled: false })).status).toBe(403);
    const disabled = await staff.content.put(`upgrade-targets/${target.id}`, { enabled: false, reason: 'test' });
    expect(disabled.body.data).toMatchObject({ id: target.id, enabled: false });
    expectRefusal(await attempt(player, { item_id: target.id, rate: 5000 }), 404, 'UPGRADE_ITEM_NOT_FOUND');
    await staff.content.put(`upgrade-targets/${target.id}`, { enabled: true });
    const entries = await auditEntries(app, 'upgrade-targets', target.id);
    expect(entries.map((entry) => [entry.action, (entry.after as { enabled: boolean }).enabled])).toEqual([
      ['edit', false],
      ['edit', true],
    ]);
    expect(refusedFields(await staff.content.post('upgrade-targets', { item_id: 'no-such-item' }))).toEqual([
      'item_id',
    ]);

    // RTP: finance sets it (validated), the next quote follows; support may not.
    expect((await staff.support.put('upgrade-settings/1', { rtp: '90.00' })).status).toBe(403);
    expect(refusedFields(await staff.finance.put('upgrade-settings/1', { rtp: '100.00' }))).toEqual(['rtp']);
    expect(refusedFields(await staff.finance.put('upgrade-settings/1', { rtp: '49.99' }))).toEqual(['rtp']);
    const set = await staff.finance.put('upgrade-settings/1', { rtp: '90.00', reason: 'promo' });
    expect(set.body.data).toEqual({ id: '1', rtp: '90.00' });
    try {
      const quote = await app.client.get<{ price: string; rtp: string }>(
        `/api/upgrade/quote?item_id=${target.id}&rate=5000`,
      );
      expect(quote.body.data).toMatchObject({
        rtp: '90.00',
        price: formatAmount(priceAtRate(hundredths(target.bean), 5000, 9000)),
      });
      const [entry] = await auditEntries(app, 'upgrade-settings', '1');
      expect(entry).toMatchObject({
        action: 'edit',
        before: { rtp: '95.00' },
        after: { rtp: '90.00' },
        reason: 'promo',
      });
    } finally {
      await staff.finance.put('upgrade-settings/1', { rtp: '95.00' });
    }
  });
});
