import { ChangeType } from '@lootledger/contracts';
import { openLedgerTestDatabase, type LedgerTestDatabase } from '../testing/ledger-test-database';
import { aLedgerPlayer, creditPlayer, debitPlayer } from '../testing/player-account.builder';
import { LEDGER_READ_MODELS } from './ledger-read-models';
import { rebuildReadModels, type RebuildOptions } from '../../platform/event-sourcing';

/** The ledger's read models (some tables only), rebuilt by the platform's one rebuild. */
function rebuildLedgerReadModels(sql: LedgerTestDatabase['sql'], options: RebuildOptions & { tables?: string[] } = {}) {
  const models = LEDGER_READ_MODELS.filter((model) => !options.tables || options.tables.includes(model.table));
  return rebuildReadModels(sql, models, options);
}

describe('rebuilding the ledger read models from the log (int)', () => {
  let db: LedgerTestDatabase;

  beforeAll(async () => {
    db = await openLedgerTestDatabase();
    const accounts = db.accounts();
    for (let player = 0; player < 3; player++) {
      const playerId = await aLedgerPlayer(accounts).withBalance('50.00').create();
      for (let index = 0; index < 12; index++)
        await debitPlayer(accounts, playerId, BigInt(10 + index), `open-${index}`);
      await creditPlayer(accounts, playerId, 777n, 'recycle', ChangeType.RECYCLE);
    }
  });
  afterAll(() => db.close());

  async function dump(): Promise<Record<string, unknown[]>> {
    const tables: Record<string, unknown[]> = {};
    for (const model of LEDGER_READ_MODELS) {
      const order = [...model.key].join(', ');
      const { rows } = await db.sql.query(`SELECT to_jsonb(t)::text AS row FROM ${model.table} t ORDER BY ${order}`);
      tables[model.table] = rows;
    }
    return tables;
  }

  async function indexNames(): Promise<string[]> {
    const { rows } = await db.sql.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename LIKE 'ledger_%' ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  }

  it('rebuilds, batch after batch, exactly the rows the inline projections wrote, and keeps the indexes', async () => {
    const before = await dump();
    const indexes = await indexNames();
    expect(before.ledger_change_records).toHaveLength(42);

    await db.sql.query(`UPDATE ledger_balances SET balance = 0`);
    await db.sql.query(`DELETE FROM ledger_change_records WHERE stream_version % 2 = 0`);
    await db.sql.query(`DELETE FROM ledger_journal`);

    // A batch size that does not divide the log: every batch boundary is crossed.
    const result = await rebuildLedgerReadModels(db.sql, { batchSize: 5 });
    expect(result).toEqual({ events: 42, tables: LEDGER_READ_MODELS.map((model) => model.table) });
    expect(await dump()).toEqual(before);
    expect(await indexNames()).toEqual(indexes);
  });

  it('rebuilds only the tables asked for', async () => {
    await db.sql.query(`UPDATE ledger_balances SET balance = 0`);
    await db.sql.query(`UPDATE ledger_journal SET amount = 0`);
    await rebuildLedgerReadModels(db.sql, { tables: ['ledger_balances'], batchSize: 1000 });
    const { rows } = await db.sql.query<{ zero: string }>(
      `SELECT count(*)::text AS zero FROM ledger_balances WHERE balance = 0`,
    );
    expect(rows[0].zero).toBe('0');
    const journal = await db.sql.query<{ zero: string }>(
      `SELECT count(*)::text AS zero FROM ledger_journal WHERE amount = 0`,
    );
    expect(journal.rows[0].zero).toBe('84');
    await rebuildLedgerReadModels(db.sql);
  });

  it('loses no append that commits while it runs: appends wait at the lock, then project into the rebuilt tables', async () => {
    const accounts = db.accounts();
    const playerId = await aLedgerPlayer(accounts).withBalance('1.00').create();
    const rebuild = rebuildLedgerReadModels(db.sql, { batchSize: 3 });
    const credits = Promise.all(
      Array.from({ length: 5 }, (_, index) => creditPlayer(accounts, playerId, 100n, `during-rebuild-${index}`)),
    );
    await Promise.all([rebuild, credits]);
    const { rows } = await db.sql.query<{ balance: string; stream_version: number }>(
      `SELECT balance::text AS balance, stream_version FROM ledger_balances WHERE player_id = $1`,
      [playerId],
    );
    expect(rows[0]).toEqual({ balance: '600', stream_version: 6 });
    const records = await db.sql.query(`SELECT 1 FROM ledger_change_records WHERE stream_id = $1`, [
      `player-${playerId}`,
    ]);
    expect(records.rows).toHaveLength(6);
    const journal = await db.sql.query<{ total: string }>(`SELECT sum(amount)::text AS total FROM ledger_journal`);
    expect(journal.rows[0].total).toBe('0');
  });
});
