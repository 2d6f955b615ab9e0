import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { randomUUID } from 'node:crypto';
import { BOXES_FEATURE } from '../games';
import { CounterAccountsService, LEDGER_READ_MODELS } from '../ledger';
import { systemContext } from '../platform/event-sourcing';
import {
  aLedgerPlayer,
  creditPlayer,
  debitPlayer,
  openLedgerTestDatabase,
  type LedgerTestDatabase,
} from '../ledger/testing';
import { tamper } from '../platform/testing/tamper';
import { formatAuditReport } from './audit.report';
import { runAudit as runAuditOf, type AuditReport } from './ledger-audit';

/** The ledger's read models, and the draws check of box opening (its read model has no table here). */
const runAudit = (sql: LedgerTestDatabase['sql']) =>
  runAuditOf(sql, { readModels: LEDGER_READ_MODELS, checks: BOXES_FEATURE.auditChecks });

describe('ledger audit (int)', () => {
  let db: LedgerTestDatabase;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    db = await openLedgerTestDatabase();
    const accounts = db.accounts({ snapshotEvery: 5 });
    alice = await aLedgerPlayer(accounts).withBalance('100.00').create();
    bob = await aLedgerPlayer(accounts).withBalance('20.00').create();
    for (let index = 0; index < 6; index++) await debitPlayer(accounts, alice, 150n, `open-${index}`);
    await creditPlayer(accounts, alice, 999n, 'recycle-1', ChangeType.RECYCLE);
    await debitPlayer(accounts, bob, 2_000n, 'open-all');
    await creditPlayer(accounts, bob, 5n, 'sign-in-1', ChangeType.SIGN_IN_PACKET);
    // A non-ledger stream in the log: versions are checked, the ledger projections skip it.
    await db.store.appendToStream(
      'order-1',
      [{ eventId: randomUUID(), type: 'OrderCreated', data: { bean: '100' } }],
      0,
    );
  });
  afterAll(() => db.close());

  const failures = (report: AuditReport) => report.checks.flatMap((check) => check.failures);

  async function lastEvent(playerId: string) {
    const events = await db.store.readStream(`player-${playerId}`);
    return events[events.length - 1];
  }

  /** Runs fn (a tampering), audits, then undoes it with undo. */
  async function auditAfter(tamper: string, undo: string, params: unknown[] = []): Promise<AuditReport> {
    await db.sql.query(tamper, params);
    try {
      return await runAudit(db.sql);
    } finally {
      await db.sql.query(undo, params);
    }
  }

  it('passes a sound ledger and says what it checked, with counts', async () => {
    const report = await runAudit(db.sql);
    expect(failures(report)).toEqual([]);
    expect(report.ok).toBe(true);
    const text = formatAuditReport(report, 'test');
    expect(text).toContain('12 events in 3 streams (2 player accounts)');
    expect(text).toContain('11 coin events');
    expect(text).toContain('replayed journal: 22 legs over 5 accounts (3 counter-accounts) sum to 0.00');
    expect(text).toContain('sum to 0.00');
    expect(text).toContain('OK   provably-fair draws');
    expect(text).toContain('PASSED');
  });

  it('names the stream and event of a tampered balance row', async () => {
    const last = await lastEvent(alice);
    const report = await auditAfter(
      `UPDATE ledger_balances SET balance = balance + 100 WHERE player_id = $1`,
      `UPDATE ledger_balances SET balance = balance - 100 WHERE player_id = $1`,
      [alice],
    );
    expect(report.ok).toBe(false);
    expect(failures(report)).toEqual([
      expect.stringContaining(`ledger_balances: stream player-${alice} v${last.streamVersion} (event ${last.eventId})`),
    ]);
  });

  it('names the stream and event of a tampered change record and of a tampered journal leg', async () => {
    const [, second] = await db.store.readStream(`player-${bob}`);
    const changeRecord = await auditAfter(
      `UPDATE ledger_change_records SET bean = bean - 1 WHERE stream_id = $1 AND stream_version = 2`,
      `UPDATE ledger_change_records SET bean = bean + 1 WHERE stream_id = $1 AND stream_version = 2`,
      [`player-${bob}`],
    );
    expect(failures(changeRecord)).toEqual([
      expect.stringContaining(`ledger_change_records: stream player-${bob} v2 (event ${second.eventId})`),
    ]);

    const journal = await auditAfter(
      `UPDATE ledger_journal SET amount = amount + 7 WHERE stream_id = $1 AND stream_version = 2 AND leg = 2`,
      `UPDATE ledger_journal SET amount = amount - 7 WHERE stream_id = $1 AND stream_version = 2 AND leg = 2`,
      [`player-${bob}`],
    );
    expect(journal.ok).toBe(false);
    const messages = failures(journal);
    expect(messages).toContainEqual(
      expect.stringContaining(`ledger_journal: stream player-${bob} v2 (event ${second.eventId})`),
    );
    expect(messages).toContainEqual('live journal: the sum over all accounts is 0.07, not 0.00');
    expect(messages).toContainEqual(
      `live journal: stream player-${bob} v2 (event ${second.eventId}): 2 legs summing to 0.07`,
    );
  });

  it('catches a deleted read-model row, and passes again once the projection restores it', async () => {
    await db.sql.query(`DELETE FROM ledger_change_records WHERE stream_id = $1 AND stream_version = 1`, [
      `player-${alice}`,
    ]);
    const [first] = await db.store.readStream(`player-${alice}`);
    const report = await runAudit(db.sql);
    expect(failures(report)).toEqual([
      expect.stringContaining(
        `ledger_change_records: stream player-${alice} v1 (event ${first.eventId}): missing from the live read model`,
      ),
    ]);
    const changeRecords = LEDGER_READ_MODELS.find((model) => model.table === 'ledger_change_records')!;
    await db.sql.transaction((tx) => changeRecords.projection.apply(tx, [first]));
    expect((await runAudit(db.sql)).ok).toBe(true);
  });

  function insertEvent(streamId: string, version: number, type: string, data: Record<string, unknown>) {
    const eventId = randomUUID();
    return {
      eventId,
      // Written behind the guards, with a made-up hash: the chain check names it too.
      run: () =>
        tamper(
          db.sql,
          `INSERT INTO events (stream_id, stream_version, event_id, event_type, data, hash)
           VALUES ($1, $2, $3, $4, $5::jsonb, sha256(convert_to($3::uuid::text, 'UTF8')))`,
          [streamId, version, eventId, type, JSON.stringify(data)],
        ),
      undo: () => tamper(db.sql, `DELETE FROM events WHERE event_id = $1`, [eventId]),
    };
  }

  it('catches an inserted event that breaks the balance chain (and is missing from the read models)', async () => {
    const last = await lastEvent(bob);
    const forged = insertEvent(`player-${bob}`, last.streamVersion + 1, 'CoinsCredited', {
      amount: '100000',
      balance_after: '100000',
      change_type: ChangeType.RECHARGE,
      reference: 'forged',
      counter_account: CounterAccount.PAYMENT_CLEARING,
    });
    await forged.run();
    try {
      const report = await runAudit(db.sql);
      const where = `stream player-${bob} v${last.streamVersion + 1} (event ${forged.eventId})`;
      expect(report.checks.find((check) => check.name === 'balance chain')?.failures).toEqual([
        `${where}: balance before 0.05 + amount 1000.00 != balance_after 1000.00`,
      ]);
      expect(failures(report)).toContainEqual(
        expect.stringContaining(`ledger_change_records: ${where}: missing from the live read model`),
      );
    } finally {
      await forged.undo();
    }
  });

  it('catches an inserted coin event without a counter-account (double entry) and a negative balance', async () => {
    const last = await lastEvent(alice);
    const noCounter = insertEvent(`player-${alice}`, last.streamVersion + 1, 'CoinsCredited', {
      amount: '100',
      balance_after: String(BigInt(last.data.balance_after as string) + 100n),
      change_type: ChangeType.STAFF_ADJUSTMENT,
      reference: 'no-counter',
    });
    await noCounter.run();
    const overdraft = insertEvent(`player-${alice}`, last.streamVersion + 2, 'CoinsDebited', {
      amount: '-1000000',
      balance_after: String(BigInt(last.data.balance_after as string) + 100n - 1_000_000n),
      change_type: ChangeType.BOX_OPEN,
      reference: 'overdraft',
      counter_account: CounterAccount.HOUSE_REVENUE,
    });
    await overdraft.run();
    try {
      const report = await runAudit(db.sql);
      const doubleEntry = report.checks.find((check) => check.name === 'double entry: counter-accounts');
      expect(doubleEntry?.failures).toEqual([
        `stream player-${alice} v${last.streamVersion + 1} (event ${noCounter.eventId}): no valid counter-account (undefined): its amount has no second leg`,
      ]);
      const chain = report.checks.find((check) => check.name === 'balance chain');
      expect(chain?.failures).toEqual([
        expect.stringMatching(
          new RegExp(`v${last.streamVersion + 2} \\(event ${overdraft.eventId}\\): negative balance_after`),
        ),
      ]);
    } finally {
      await overdraft.undo();
      await noCounter.undo();
    }
  });

  it('checks settlements between counter-accounts: two legs summing to zero, a forged one named', async () => {
    await CounterAccountsService.over(db.store).settle(
      {
        source: 'battle-b1',
        from: CounterAccount.GAME_ESCROW,
        to: CounterAccount.HOUSE_REVENUE,
        amount: 900n,
        reason: 'battle_ended',
        reference: 'battle-b1',
      },
      systemContext('test', new Date()),
    );
    const sound = await runAudit(db.sql);
    expect(failures(sound)).toEqual([]);
    const text = formatAuditReport(sound, 'test');
    expect(text).toContain('1 settlements between counter-accounts');
    expect(text).toMatch(/live journal: \d+ legs over \d+ accounts \(4 counter-accounts\) sum to 0.00/);

    const oneSided = insertEvent('house-battle-b2', 1, 'CounterAccountsSettled', {
      from: CounterAccount.GAME_ESCROW,
      to: 'pocket',
      amount: '900',
      reason: 'battle_ended',
      reference: 'battle-b2',
    });
    const negative = insertEvent('house-battle-b3', 1, 'CounterAccountsSettled', {
      from: CounterAccount.GAME_ESCROW,
      to: CounterAccount.HOUSE_REVENUE,
      amount: '-900',
      reason: 'battle_ended',
      reference: 'battle-b3',
    });
    await oneSided.run();
    await negative.run();
    try {
      const report = await runAudit(db.sql);
      expect(report.checks.find((check) => check.name === 'double entry: counter-accounts')?.failures).toEqual([
        `stream house-battle-b2 v1 (event ${oneSided.eventId}): CounterAccountsSettled: unknown counter-account to: its amount has no second leg`,
      ]);
      expect(report.checks.find((check) => check.name === 'coin events: shape')?.failures).toEqual([
        `stream house-battle-b3 v1 (event ${negative.eventId}): CounterAccountsSettled: amount is not positive integer hundredths`,
      ]);
    } finally {
      await negative.undo();
      await oneSided.undo();
    }
    expect((await runAudit(db.sql)).ok).toBe(true);
  });

  it('catches a gap in a stream and a malformed amount', async () => {
    const last = await lastEvent(bob);
    const gap = insertEvent(`player-${bob}`, last.streamVersion + 2, 'CoinsCredited', {
      amount: '12.5',
      balance_after: '1255',
      change_type: ChangeType.RECHARGE,
      reference: 'gap',
      counter_account: CounterAccount.PAYMENT_CLEARING,
    });
    await gap.run();
    try {
      const report = await runAudit(db.sql);
      const where = `stream player-${bob} v${last.streamVersion + 2} (event ${gap.eventId})`;
      expect(report.checks.find((check) => check.name === 'log: stream versions')?.failures).toEqual([
        `${where}: expected version ${last.streamVersion + 1}, found ${last.streamVersion + 2} (a gap in the stream)`,
      ]);
      expect(report.checks.find((check) => check.name === 'coin events: shape')?.failures).toEqual([
        `${where}: CoinsCredited: amount is not integer hundredths`,
      ]);
    } finally {
      await gap.undo();
    }
    expect((await runAudit(db.sql)).ok).toBe(true);
  });
});
