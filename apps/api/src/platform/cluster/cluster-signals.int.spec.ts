// Signals between processes over LISTEN/NOTIFY on a real PostgreSQL database: delivered to the
// others and not echoed to the sender, sent with a transaction's commit and never after its
// rollback, and after the listening connection is cut the listener reconnects and says it may
// have missed some (then receives again). PostgreSQL only.
import { openTestSql, type TestSql } from '../testing/test-database';
import { PgClusterSignals, type SignalData } from './cluster-signals';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

onPostgres('PgClusterSignals', () => {
  let db: TestSql;
  let listener: PgClusterSignals;
  let sender: PgClusterSignals;
  const received: SignalData[] = [];
  let missed = 0;

  beforeAll(async () => {
    db = await openTestSql('ll_signals');
    listener = new PgClusterSignals(db.sql);
    await listener.start();
    listener.on('test', (data) => received.push(data));
    listener.onMissed(() => missed++);
    // The sender only sends (it does not listen): the listener's connection is the only one.
    sender = new PgClusterSignals(db.sql);
  });
  afterAll(async () => {
    await listener?.stop();
    await db?.close();
  });

  const has = (n: number) => received.some((data) => data.n === n);

  it("delivers another process's signal, and never a process's own", async () => {
    await sender.tellOthers('test', { n: 1 });
    await until(() => has(1), 'signal 1');
    await listener.tellOthers('test', { n: 2 });
    await sender.tellOthers('test', { n: 3 });
    // Notifications arrive in commit order: once 3 is here, 2 would have been.
    await until(() => has(3), 'signal 3');
    expect(has(2)).toBe(false);
  });

  it('sends a signal given a transaction when it commits, and not when it rolls back', async () => {
    await db.sql
      .transaction(async (tx) => {
        await sender.tellOthers('test', { n: 4 }, tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.sql.transaction((tx) => sender.tellOthers('test', { n: 5 }, tx));
    await until(() => has(5), 'signal 5');
    expect(has(4)).toBe(false);
  });

  it('reconnects after its connection is cut, says signals may have been missed, and receives again', async () => {
    const { rows } = await db.sql.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN lootledger_cluster'`,
    );
    expect(rows).toHaveLength(1);
    await db.sql.query(`SELECT pg_terminate_backend($1)`, [rows[0].pid]);
    await until(() => missed === 1, 'the missed-signals call');
    await sender.tellOthers('test', { n: 6 });
    await until(() => has(6), 'signal 6 after reconnecting');
  });
});
