// The one SQL code path: the same statements run on a pg pool (PostgreSQL) and on PGlite (embedded).
import { PGlite } from '@electric-sql/pglite';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client, Pool, types, type PoolClient } from 'pg';

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Prepared-statement name for a hot statement with a fixed text: PostgreSQL parses and plans it
   * once per connection instead of on every call (planning can cost more than the work). One name,
   * one text. PGlite ignores it.
   */
  name?: string;
}

/** Runs statements; inside a transaction every call goes to that transaction's connection. */
export interface SqlExecutor {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>>;
}

export interface SqlClient extends SqlExecutor {
  readonly dialect: 'postgres' | 'pglite';
  /** Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A connection of its own, outside the pool, for what lives as long as a connection does: session
 * advisory locks (they free when the connection drops, so a dead holder's leases end at once) and
 * LISTEN. PostgreSQL only: PGlite is one connection in one process.
 */
export interface SqlSession extends SqlExecutor {
  /** Called once when the connection ends: after close() (no error) or when it was lost. */
  onEnd(listener: (error?: Error) => void): void;
  /** NOTIFY payloads on the channels this session LISTENs to. */
  onNotification(listener: (channel: string, payload: string) => void): void;
  /** The server process id of the connection (pg_backend_pid()). */
  readonly backendPid: number;
  close(): Promise<void>;
}

/** Opens a dedicated session on a PostgreSQL client; throws on PGlite. */
export function openSqlSession(sql: SqlClient): Promise<SqlSession> {
  if (!(sql instanceof PgSqlClient)) throw new Error('a dedicated SQL session needs PostgreSQL');
  return sql.openSession();
}

export class PgSqlClient implements SqlClient {
  readonly dialect = 'postgres' as const;

  constructor(
    private readonly pool: Pool,
    /** How openSession() connects (the pool's own settings); absent: sessions are not available. */
    private readonly sessionConfig?: ConstructorParameters<typeof Client>[0],
  ) {}

  /** A connection of its own (see SqlSession), with TCP keepalives so a silent peer is noticed. */
  async openSession(): Promise<SqlSession> {
    if (!this.sessionConfig) throw new Error('this client cannot open sessions');
    const client = new Client({
      ...(this.sessionConfig as object),
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    });
    const endListeners: ((error?: Error) => void)[] = [];
    let ended = false;
    let closing = false;
    const end = (error?: Error) => {
      if (ended) return;
      ended = true;
      for (const listener of endListeners) listener(closing ? undefined : (error ?? new Error('connection ended')));
    };
    client.on('error', (error) => end(error));
    client.on('end', () => end());
    await client.connect();
    // The server notices a vanished client within about 20 s (and frees its locks).
    await client.query(`SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 2`);
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return {
      backendPid: rows[0].pid,
      async query<R>(text: string, params: readonly unknown[] = []) {
        const result = await client.query({ text, values: params as unknown[] });
        return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
      },
      onEnd(listener) {
        if (ended) listener(closing ? undefined : new Error('connection ended'));
        else endListeners.push(listener);
      },
      onNotification(listener) {
        client.on('notification', (message) => listener(message.channel, message.payload ?? ''));
      },
      async close() {
        closing = true;
        await client.end().catch(() => undefined);
        end();
      },
    };
  }

  async query<R>(text: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<R>> {
    const result = await this.pool.query({ text, values: params as unknown[], name: options.name });
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
  }

  /**
   * A transaction on a connection of the pool. The server may end that connection while the
   * transaction waits on the application (idle_in_transaction_session_timeout, a terminated
   * backend): the error then arrives with no query to take it, so it is held here (not thrown as
   * an unhandled 'error' event that would end the process), the transaction's next statement
   * fails, and the dead connection is dropped from the pool instead of reused.
   */
  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const connection: PoolClient = await this.pool.connect();
    let lost: Error | undefined;
    const onError = (error: Error) => (lost ??= error);
    connection.on('error', onError);
    try {
      await connection.query('BEGIN');
      const tx: SqlExecutor = {
        async query<R>(text: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
          const result = await connection.query({ text, values: params as unknown[], name: options.name });
          return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
        },
      };
      const value = await fn(tx);
      await connection.query('COMMIT');
      return value;
    } catch (error) {
      if (!lost) await connection.query('ROLLBACK').catch((failed: Error) => (lost = failed));
      throw error;
    } finally {
      connection.removeListener('error', onError);
      connection.release(lost);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * PGlite is one connection: an open transaction blocks every other statement, so all work is
 * serialised through one queue here (never hold a transaction while awaiting another query).
 */
export class PgliteSqlClient implements SqlClient {
  readonly dialect = 'pglite' as const;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: PGlite) {}

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  query<R>(text: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
    return this.enqueue(async () => {
      const result = await this.db.query<R>(text, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    });
  }

  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.enqueue(() =>
      this.db.transaction(async (connection) => {
        const tx: SqlExecutor = {
          async query<R>(text: string, params: readonly unknown[] = []) {
            const result = await connection.query<R>(text, params as unknown[]);
            return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
          },
        };
        return fn(tx);
      }),
    );
  }

  async close(): Promise<void> {
    await this.tail;
    await this.db.close();
  }
}

export interface SqlClientOptions {
  /** PostgreSQL connection string; without it the embedded PGlite store in dataDir is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; 'memory://' for a throwaway in-memory one. */
  dataDir?: string;
  poolSize?: number;
  /**
   * Embedded only: a file holding a dumped data folder (PGlite's dumpDataDir) that a new database
   * starts from instead of an empty one; an existing database ignores it. Tests start each app's
   * database from one migrated template this way (initdb and the migrations cost seconds each time).
   */
  initialDataDir?: string;
}

/**
 * An in-memory database (tests) is gone with the process, so what only protects data through a crash
 * is dropped: commits do not wait for the log, full pages are not logged after a checkpoint, and the
 * log holds only what recovery needs. A third less CPU per write in PGlite, the same results.
 */
const THROWAWAY_DATABASE = [
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
  '-c',
  'wal_level=minimal',
  '-c',
  'max_wal_senders=0',
];

export async function createSqlClient(options: SqlClientOptions): Promise<SqlClient> {
  if (options.databaseUrl) {
    // int8 stays a string: money and positions are converted to bigint explicitly, never to float.
    types.setTypeParser(20, (value: string) => value);
    const size = options.poolSize ?? 16;
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: size,
      // Opened connections stay open (no idle timer armed and cleared around every query).
      min: size,
      // A forgotten open transaction would pause every subscriber (they read below the oldest one).
      options: '-c idle_in_transaction_session_timeout=10000',
    });
    // An idle connection the server closed (restart, terminated backend) is dropped by the pool and
    // replaced on the next query; without a listener the 'error' event would end the process.
    pool.on('error', () => undefined);
    return new PgSqlClient(pool, { connectionString: options.databaseUrl });
  }
  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir === 'memory://';
  const isNew = inMemory || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (inMemory && !options.initialDataDir) return new PgliteSqlClient(await aFreshInMemoryDatabase());
  const loadDataDir = options.initialDataDir && isNew ? dumpedFolder(options.initialDataDir) : undefined;
  const db = new PGlite({
    ...(inMemory ? { startParams: [...PGlite.defaultStartParams, ...THROWAWAY_DATABASE] } : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await db.waitReady;
  return new PgliteSqlClient(db);
}

/**
 * A dumped data folder, read once. PGlite asks for the whole of it (arrayBuffer) and copies each file
 * into its own file system, so the same bytes can serve every load; a plain Blob copies all of them
 * again each time, in small chunks (a quarter of the ~0.9 s of CPU a load of the tests' 43 MB template
 * costs). The bytes are never written to.
 */
class DumpedFolder extends Blob {
  private readonly whole: ArrayBuffer;

  constructor(contents: Buffer) {
    super([contents], { type: 'application/x-tar' });
    this.whole = contents.buffer.slice(contents.byteOffset, contents.byteOffset + contents.byteLength) as ArrayBuffer;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.whole);
  }
}

const dumpedFolders = new Map<string, { stamp: string; folder: DumpedFolder }>();

/** The dumped folder in this file, read again only when the file changed. */
function dumpedFolder(file: string): Blob {
  const { size, mtimeMs, ino } = fs.statSync(file);
  const stamp = `${ino}:${size}:${mtimeMs}`;
  const known = dumpedFolders.get(file);
  if (known?.stamp === stamp) return known.folder;
  const folder = new DumpedFolder(fs.readFileSync(file));
  dumpedFolders.set(file, { stamp, folder });
  return folder;
}

/**
 * The data folder of a fresh cluster, as initdb left it: dumped from the process's first empty
 * in-memory database before anything ran on it.
 */
let freshCluster: Promise<Blob> | undefined;

/**
 * An empty in-memory database. initdb costs ~3.5 s of CPU in PGlite; loading the dumped folder of a
 * fresh cluster ~1.1 s, with the same result: a process that opens many (tests, benches) pays for
 * initdb once.
 */
async function aFreshInMemoryDatabase(): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams, ...THROWAWAY_DATABASE];
  const dumped = freshCluster;
  if (dumped) {
    const db = new PGlite({ startParams, loadDataDir: await dumped });
    await db.waitReady;
    return db;
  }
  const db = new PGlite({ startParams });
  const dump = db.waitReady
    .then(() => db.dumpDataDir('none'))
    .then(async (blob) => new DumpedFolder(Buffer.from(await blob.arrayBuffer())));
  freshCluster = dump;
  // A failed dump is not kept: the next database runs initdb again.
  dump.catch(() => {
    if (freshCluster === dump) freshCluster = undefined;
  });
  await dump;
  return db;
}
