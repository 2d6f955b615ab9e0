// Leases: what must run in one process of the fleet at a time (a process manager, a chore) holds a
// lease named after it. On PostgreSQL a lease is a session-level advisory lock on a connection of
// the process's own (AdvisoryLeases): while that connection lives the lock is held, and when the
// process dies (kill -9, a lost machine) the connection drops and the lock frees at once, so another
// process takes the work over on its next pass; no expiry to wait out, no clock to trust. Losing the
// connection gives every lease up here too. A holder that lost its lease mid-pass may finish that
// pass while the next holder starts: the work under leases is idempotent (deterministic event ids,
// keyed steps), so this costs a repeat, never a double effect. On the embedded PGlite store there
// is one process: LocalLeases hands each lease to one holder in the process.
import { Logger } from '@nestjs/common';
import { openSqlSession, type SqlClient, type SqlSession } from '@lootledger/event-store';

export abstract class Leases {
  /** True while this process holds the lease (taking it when free); false while another holds it. */
  abstract hold(name: string): Promise<boolean>;
  /** Gives the lease up (a no-op when not held). */
  abstract release(name: string): Promise<void>;
  /** Gives every lease up. */
  abstract close(): Promise<void>;
}

/** The leases of a process on PostgreSQL or PGlite. */
export function leasesFor(sql: SqlClient): Leases {
  return sql.dialect === 'postgres' ? new AdvisoryLeases(sql) : LocalLeases.on(sql);
}

/** How often a held lease's connection is checked (a round trip) before a pass is allowed on it. */
const CHECK_EVERY_MS = 2_000;

export class AdvisoryLeases extends Leases {
  private readonly logger = new Logger('Leases');
  private session: SqlSession | null = null;
  private opening: Promise<SqlSession> | null = null;
  private readonly held = new Set<string>();
  private checkedAt = 0;
  private closed = false;
  /** The session's queries, one after another: every process of the app asks on one connection. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly sql: SqlClient) {
    super();
  }

  async hold(name: string): Promise<boolean> {
    if (this.closed) return false;
    const session = await this.connect();
    try {
      if (this.held.has(name)) {
        if (Date.now() - this.checkedAt > CHECK_EVERY_MS) {
          await this.inTurn(() => session.query('SELECT 1'));
          this.checkedAt = Date.now();
        }
        return this.held.has(name);
      }
      const { rows } = await this.inTurn(() =>
        session.query<{ taken: boolean }>(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS taken`, [
          lockName(name),
        ]),
      );
      if (rows[0].taken && !this.closed && this.session === session) this.held.add(name);
      return this.held.has(name);
    } catch (error) {
      // A session that cannot answer may have lost its locks: drop it and everything held on it.
      this.logger.warn(`lease session failed, giving every lease up: ${String(error)}`);
      await this.drop(session);
      return false;
    }
  }

  async release(name: string): Promise<void> {
    if (!this.held.delete(name) || !this.session) return;
    const session = this.session;
    await this.inTurn(() =>
      session.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [lockName(name)]),
    ).catch(() => undefined);
  }

  private inTurn<T>(query: () => Promise<T>): Promise<T> {
    const run = this.turn.then(query, query);
    this.turn = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    this.closed = true;
    const session = this.session ?? (await this.opening?.catch(() => null));
    if (session) await this.drop(session);
  }

  /** The server process holding this process's leases (tests end it to play a dead holder). */
  async backendPid(): Promise<number> {
    return (await this.connect()).backendPid;
  }

  private connect(): Promise<SqlSession> {
    if (this.session) return Promise.resolve(this.session);
    this.opening ??= openSqlSession(this.sql).then(
      (session) => {
        this.opening = null;
        this.session = session;
        this.checkedAt = Date.now();
        session.onEnd((error) => {
          if (this.session !== session) return;
          if (error) this.logger.warn(`lease connection lost (${this.held.size} lease(s) given up): ${error.message}`);
          this.session = null;
          this.held.clear();
        });
        return session;
      },
      (error: unknown) => {
        this.opening = null;
        throw error;
      },
    );
    return this.opening;
  }

  private async drop(session: SqlSession): Promise<void> {
    if (this.session === session) {
      this.session = null;
      this.held.clear();
    }
    await session.close();
  }
}

function lockName(name: string): string {
  return `lootledger.lease.${name}`;
}

/**
 * Leases among the holders of one process on one database (the embedded store: one process). Each
 * LocalLeases is one holder; close() plays its death. Tests use several to stand for processes.
 */
export class LocalLeases extends Leases {
  private static readonly registries = new WeakMap<object, Map<string, LocalLeases>>();

  private constructor(private readonly registry: Map<string, LocalLeases>) {
    super();
  }

  /** A new holder among those on this database. */
  static on(database: object): LocalLeases {
    let registry = LocalLeases.registries.get(database);
    if (!registry) LocalLeases.registries.set(database, (registry = new Map()));
    return new LocalLeases(registry);
  }

  async hold(name: string): Promise<boolean> {
    const holder = this.registry.get(name);
    if (holder === undefined) this.registry.set(name, this);
    return (holder ?? this) === this;
  }

  async release(name: string): Promise<void> {
    if (this.registry.get(name) === this) this.registry.delete(name);
  }

  async close(): Promise<void> {
    for (const [name, holder] of this.registry) if (holder === this) this.registry.delete(name);
  }
}
