// Manual coin adjustments over real HTTP (threshold 100.00 here): under it applied at once as a
// ledger event with the staff member as actor; above it pending until a different staff member
// approves (self-approval refused; parallel approvals move the coins once); reject; a debit beyond
// the balance ends failed; a crash between approval and application is finished by the loop; every
// staff action is in the audit log; the ledger audit passes afterwards.
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ChangeType } from '@lootledger/contracts';
import type { EventStore, SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../audit';
import { startGamesTestApp, waitUntil, type GamesTestApp } from '../../games/testing';
import { CreditCoinsCommand } from '../credit-coins/credit-coins.command';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { EventSourcing } from '../../platform/event-sourcing';
import { expectRefusal } from '../../platform/testing/api-client';
import { aStaffMember } from '../../staff/testing';
import { CoinAdjustmentsProjection } from './coin-adjustments.projection';
import { adjustmentStreamId } from './domain/coin-adjustment';
import { coinAdjustmentsOf, type Adjustment, type Staff } from './testing/coin-adjustments-e2e';

let app: GamesTestApp;
let sql: SqlClient;
let finance: Staff;
let secondFinance: Staff;
let support: Staff;
let auditor: Staff;

beforeAll(async () => {
  app = await startGamesTestApp({ adjustmentApprovalThreshold: 10_000n });
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  finance = await aStaffMember(app).withRole('finance').signIn(app.client);
  secondFinance = await aStaffMember(app).withRole('finance').signIn(app.client);
  support = await aStaffMember(app).withRole('support').signIn(app.client);
  auditor = await aStaffMember(app).withRole('auditor').signIn(app.client);
});
afterAll(() => app.close());

const { aPlayerWith, balance, adjust, approve, reject, staffAdjustmentRecords, adjustmentEventTypes } =
  coinAdjustmentsOf(
    () => app,
    () => finance,
  );

describe('at or below the threshold', () => {
  it('is applied at once: a STAFF_ADJUSTMENT change record with the staff member as actor', async () => {
    const player = await aPlayerWith('10.00');
    const credited = await adjust(finance, player, 'credit', '100.00', 'goodwill for ticket 17');
    expect(credited.status).toBe(200);
    expect(credited.body.message).toBe('Adjustment applied');
    expect(credited.body.data).toMatchObject({
      player_id: player.id,
      direction: 'credit',
      amount: '100.00',
      reason: 'goodwill for ticket 17',
      status: 'applied',
      approval_required: false,
      requested_by: finance.id,
      requested_by_email: finance.email,
      balance_after: '110.00',
    });
    expect(await balance(player)).toBe('110.00');
    expect(await staffAdjustmentRecords(player, credited.body.data.id)).toEqual([
      expect.objectContaining({
        bean: '100.00',
        final_bean: '110.00',
        actor_type: 'staff',
        actor_id: finance.id,
        counter_account: 'staff_adjustment',
      }),
    ]);

    const debited = await adjust(finance, player, 'debit', '30.50');
    expect(debited.body.data).toMatchObject({ status: 'applied', balance_after: '79.50' });
    expect(await balance(player)).toBe('79.50');
    expect(await adjustmentEventTypes(debited.body.data.id)).toEqual(['AdjustmentRequested', 'AdjustmentApplied']);
  });

  it('a debit beyond the balance is refused (422 INSUFFICIENT_BALANCE) and the adjustment ends failed; nothing moves', async () => {
    const player = await aPlayerWith('5.00');
    const result = await adjust(finance, player, 'debit', '5.01');
    expectRefusal(result, 422, 'INSUFFICIENT_BALANCE');
    const { adjustment_id: id, status } = result.body.data as unknown as { adjustment_id: string; status: string };
    expect(status).toBe('failed');
    const shown = await app.client.get<Adjustment>(`/admin/api/coin-adjustments/${id}`, { token: finance.token });
    expect(shown.body.data).toMatchObject({ status: 'failed', failure: 'INSUFFICIENT_BALANCE', balance_after: null });
    expect(await balance(player)).toBe('5.00');
    expect(await staffAdjustmentRecords(player, id)).toEqual([]);
  });
});

describe('above the threshold (four-eyes)', () => {
  it('waits; the requester cannot approve; a second staff member approves and the balance changes once', async () => {
    const player = await aPlayerWith('1.00');
    const requested = await adjust(finance, player, 'credit', '100.01', 'tournament prize');
    expect(requested.status).toBe(200);
    expect(requested.body.message).toBe("Adjustment awaits a second staff member's approval");
    expect(requested.body.data).toMatchObject({ status: 'pending', approval_required: true, balance_after: null });
    const id = requested.body.data.id;
    expect(await balance(player)).toBe('1.00');

    for (const lang of ['en', 'zh'] as const) {
      const self = await app.client.post(
        `/admin/api/coin-adjustments/${id}/approve`,
        {},
        { token: finance.token, lang },
      );
      expectRefusal(self, 403, 'SELF_APPROVAL_FORBIDDEN');
    }
    expect(await balance(player)).toBe('1.00');

    const approved = await approve(secondFinance, id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'applied',
      approved_by: secondFinance.id,
      balance_after: '101.01',
    });
    expect(await balance(player)).toBe('101.01');
    expectRefusal(await approve(secondFinance, id), 409, 'ADJUSTMENT_NOT_PENDING');
    expect(await balance(player)).toBe('101.01');
    const records = await staffAdjustmentRecords(player, id);
    expect(records).toEqual([
      expect.objectContaining({ bean: '100.01', actor_type: 'staff', actor_id: secondFinance.id }),
    ]);
    expect(await adjustmentEventTypes(id)).toEqual(['AdjustmentRequested', 'AdjustmentApproved', 'AdjustmentApplied']);
  });

  it('moves the coins once under 5 parallel approvals: one succeeds, the others find it no longer pending', async () => {
    const player = await aPlayerWith('0.00');
    const id = (await adjust(finance, player, 'credit', '500.00')).body.data.id;
    const results = await Promise.all(Array.from({ length: 5 }, () => approve(secondFinance, id)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const result of results.filter((r) => r.status === 409))
      expect(result.body.error).toBe('ADJUSTMENT_NOT_PENDING');
    expect(await balance(player)).toBe('500.00');
    expect(await staffAdjustmentRecords(player, id)).toHaveLength(1);
    expect(await adjustmentEventTypes(id)).toEqual(['AdjustmentRequested', 'AdjustmentApproved', 'AdjustmentApplied']);
  });

  it('is rejected with a reason (nothing moves; no later approval); a reason is required', async () => {
    const player = await aPlayerWith('2.00');
    const id = (await adjust(finance, player, 'debit', '150.00')).body.data.id;
    expectRefusal(await reject(secondFinance, id, '  '), 400, 'VALIDATION_FAILED');
    const rejected = await reject(secondFinance, id, 'wrong player');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejected_by: secondFinance.id,
      rejection_reason: 'wrong player',
    });
    expectRefusal(await approve(secondFinance, id), 409, 'ADJUSTMENT_NOT_PENDING');
    expectRefusal(await reject(finance, id, 'again'), 409, 'ADJUSTMENT_NOT_PENDING');
    expect(await balance(player)).toBe('2.00');
  });

  it('a debit the balance cannot cover at approval: 422, the adjustment ends failed, nothing moves', async () => {
    const player = await aPlayerWith('120.00');
    const id = (await adjust(finance, player, 'debit', '120.01')).body.data.id;
    const approved = await approve(secondFinance, id);
    expectRefusal(approved, 422, 'INSUFFICIENT_BALANCE');
    const shown = await app.client.get<Adjustment>(`/admin/api/coin-adjustments/${id}`, { token: finance.token });
    expect(shown.body.data).toMatchObject({ status: 'failed', approved_by: secondFinance.id });
    expect(await balance(player)).toBe('120.00');
  });

  it('an approval whose application a crash cut off is finished by the loop, once', async () => {
    const player = await aPlayerWith('1.00');
    const store = app.app.get<EventStore>(EVENT_STORE);
    for (const alreadyCredited of [false, true]) {
      const id = (await adjust(finance, player, 'credit', '200.00')).body.data.id;
      if (alreadyCredited) {
        // The crash came after the ledger credit, before AdjustmentApplied.
        await app.app.get(CommandBus).execute(
          new CreditCoinsCommand({
            playerId: player.id,
            amount: 20_000n,
            changeType: ChangeType.STAFF_ADJUSTMENT,
            reference: id,
            actor: { type: 'staff', id: secondFinance.id },
          }),
        );
      }
      await store.appendToStream(
        adjustmentStreamId(id),
        [
          {
            eventId: randomUUID(),
            type: 'AdjustmentApproved',
            data: { approved_by: secondFinance.id, note: null },
            metadata: { actor: { type: 'staff', id: secondFinance.id } },
          },
        ],
        1,
        // On EventStoreDB (TEST_EVENT_STORE=eventstoredb) the read model follows a subscription instead.
        app.app.get(EventSourcing).readModelsFollowTheLog ? {} : { inline: [new CoinAdjustmentsProjection()] },
      );
      const done = await waitUntil(
        () => app.client.get<Adjustment>(`/admin/api/coin-adjustments/${id}`, { token: finance.token }),
        (result) => result.body.data.status === 'applied',
      );
      expect(done.body.data.balance_after).toBe(alreadyCredited ? '401.00' : '201.00');
      expect(await staffAdjustmentRecords(player, id)).toHaveLength(1);
    }
    expect(await balance(player)).toBe('401.00');
  });
});

describe('POST /admin/api/coin-adjustments', () => {
  it('refuses a missing or blank reason, a bad amount or direction (400) and an unknown player (404)', async () => {
    const player = await aPlayerWith('0.00');
    const post = (body: Record<string, unknown>) =>
      app.client.post(
        '/admin/api/coin-adjustments',
        { player_id: player.id, direction: 'credit', amount: '1.00', reason: 'r', ...body },
        {
          token: finance.token,
        },
      );
    for (const body of [
      { reason: undefined },
      { reason: '   ' },
      { amount: '0.00' },
      { amount: '1.234' },
      { amount: '-5.00' },
      { amount: 5 },
      { direction: 'steal' },
    ]) {
      expectRefusal(await post(body), 400, 'VALIDATION_FAILED');
    }
    expectRefusal(await post({ player_id: 'nobody' }), 404, 'USER_NOT_FOUND');
    expect(await balance(player)).toBe('0.00');
  });

  it('is for finance and admin; support cannot even list adjustments; auditors read but decide nothing', async () => {
    const player = await aPlayerWith('0.00');
    expectRefusal(await adjust(support, player, 'credit', '1.00'), 403, 'FORBIDDEN');
    expectRefusal(await adjust(auditor, player, 'credit', '1.00'), 403, 'FORBIDDEN');
    expectRefusal(await app.client.get('/admin/api/coin-adjustments', { token: support.token }), 403, 'FORBIDDEN');
    const id = (await adjust(finance, player, 'credit', '300.00')).body.data.id;
    expectRefusal(await approve(auditor, id), 403, 'FORBIDDEN');
    expectRefusal(await approve(support, id), 403, 'FORBIDDEN');
    expect((await app.client.get(`/admin/api/coin-adjustments/${id}`, { token: auditor.token })).status).toBe(200);
    const admin = await aStaffMember(app).withRole('admin').signIn(app.client);
    expect((await approve(admin, id)).body.data.status).toBe('applied');
  });
});

describe('GET /admin/api/coin-adjustments', () => {
  it('lists with filters (status, player_id, requested_by, id), sort, range and Content-Range; shows one; 404', async () => {
    const player = await aPlayerWith('0.00');
    const requester = await aStaffMember(app).withRole('finance').signIn(app.client);
    const small = (await adjust(requester, player, 'credit', '1.00')).body.data.id;
    const big = (await adjust(requester, player, 'credit', '150.00')).body.data.id;
    const list = (query: string) =>
      app.client.get<Adjustment[]>(`/admin/api/coin-adjustments?${query}`, { token: auditor.token });
    const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

    const mine = await list(`filter=${enc({ requested_by: requester.id })}`);
    expect(mine.body.data.map((row) => row.id)).toEqual([big, small]);
    expect(mine.headers.get('content-range')).toBe('coin-adjustments 0-1/2');
    const pending = await list(`filter=${enc({ player_id: player.id, status: 'pending' })}`);
    expect(pending.body.data.map((row) => row.id)).toEqual([big]);
    const byAmount = await list(
      `filter=${enc({ player_id: player.id })}&sort=${enc(['amount', 'ASC'])}&range=${enc([1, 1])}`,
    );
    expect(byAmount.body.data.map((row) => row.id)).toEqual([big]);
    expect(byAmount.headers.get('content-range')).toBe('coin-adjustments 1-1/2');
    const many = await list(`filter=${enc({ id: [small] })}`);
    expect(many.body.data.map((row) => row.amount)).toEqual(['1.00']);
    expectRefusal(await list(`filter=${enc({ status: 'lost' })}`), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await app.client.get(`/admin/api/coin-adjustments/${randomUUID()}`, { token: auditor.token }),
      404,
      'ADJUSTMENT_NOT_FOUND',
    );
  });
});

describe('the audit trail', () => {
  it('holds every request, approval and rejection with before/after, reason and ip; refuses UPDATE and DELETE', async () => {
    const player = await aPlayerWith('0.00');
    const approvedId = (await adjust(finance, player, 'credit', '250.00', 'prize')).body.data.id;
    await approve(secondFinance, approvedId);
    const rejectedId = (await adjust(finance, player, 'credit', '260.00', 'prize twice')).body.data.id;
    await reject(secondFinance, rejectedId, 'duplicate');

    const entries = async (id: string) => {
      const filter = encodeURIComponent(JSON.stringify({ resource: 'coin-adjustments', resource_id: id }));
      const sort = encodeURIComponent('["id","ASC"]');
      return (
        await app.client.get<Record<string, unknown>[]>(`/admin/api/audit-log?filter=${filter}&sort=${sort}`, {
          token: auditor.token,
        })
      ).body.data;
    };
    expect(await entries(approvedId)).toEqual([
      expect.objectContaining({
        staff_id: finance.id,
        staff_email: finance.email,
        role: 'finance',
        action: 'create',
        before: null,
        after: expect.objectContaining({ player_id: player.id, amount: '250.00', status: 'pending' }),
        reason: 'prize',
        ip: expect.any(String),
      }),
      expect.objectContaining({
        staff_id: secondFinance.id,
        action: 'approve',
        before: { status: 'pending' },
        after: { status: 'approved', approved_by: secondFinance.id },
        reason: 'prize',
        ip: expect.any(String),
      }),
    ]);
    expect((await entries(rejectedId)).map((entry) => [entry.action, entry.before, entry.after, entry.reason])).toEqual(
      [
        ['create', null, expect.objectContaining({ status: 'pending' }), 'prize twice'],
        ['reject', { status: 'pending' }, { status: 'rejected', rejected_by: secondFinance.id }, 'duplicate'],
      ],
    );
    await expect(sql.query(`UPDATE admin_audit_log SET reason = 'edited'`)).rejects.toThrow(/append-only/);
    await expect(sql.query(`DELETE FROM admin_audit_log`)).rejects.toThrow(/append-only/);
  });

  it('leaves a ledger the audit finds sound (versions, double entry, balance chains, read models)', async () => {
    const report = await runAudit(sql);
    const failures = report.checks.flatMap((check) => check.failures);
    expect(failures).toEqual([]);
    expect(report.ok).toBe(true);
    const journal = report.checks.find((check) => check.name === 'double entry: sums')!;
    expect(journal.checked.join(' ')).toContain('sum to 0.00');
  });
});
