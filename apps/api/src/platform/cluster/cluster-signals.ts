// Signals between the processes of a fleet on one PostgreSQL database: what one process changes
// that others hold in memory (a session revoked, a box edited, the site settings saved, a websocket
// to join to a channel, a process manager to wake). On PostgreSQL they travel by NOTIFY on one
// channel and each process LISTENs on a connection of its own; a signal sent in a transaction
// leaves when it commits, and not at all when it rolls back. The sender acts on its own process
// itself (tellOthers does not echo back), so nothing local waits for a round trip.
//
// NOTIFY is not durable: a process whose listening connection dropped misses what was sent
// meanwhile. It reconnects and then calls every onMissed handler, which drop or re-check what
// they hold (caches clear, sockets re-check their sessions). Caches keep a short TTL as a bound too.
// On the embedded PGlite store there is one process: nothing to tell (LocalClusterSignals).
import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { openSqlSession, type SqlClient, type SqlExecutor, type SqlSession } from '@lootledger/event-store';

export type SignalData = Record<string, unknown>;
type SignalHandler = (data: SignalData) => void;

/** The NOTIFY channel of the fleet. */
export const CLUSTER_CHANNEL = 'lootledger_cluster';

export abstract class ClusterSignals {
  /** This process's id among the fleet's (random per start). */
  readonly processId = randomBytes(6).toString('hex');
  private readonly handlers = new Map<string, Set<SignalHandler>>();
  private readonly missedHandlers = new Set<() => void>();

  /** Whether other processes may exist (PostgreSQL): false on the embedded store. */
  abstract readonly shared: boolean;

  /**
   * Tells every other process (not this one): when `db`'s transaction commits if `db` is a
   * transaction, else at once. Resolves once the signal is sent (or queued in the transaction).
   */
  abstract tellOthers(topic: string, data: SignalData, db?: SqlExecutor): Promise<void>;

  /** tellOthers without waiting: a failure is logged (callers that must not fail on it). */
  tellOthersSoon(topic: string, data: SignalData = {}): void {
    void this.tellOthers(topic, data).catch((error: unknown) =>
      new Logger('ClusterSignals').warn(`signal ${topic} not sent: ${String(error)}`),
    );
  }

  /** Calls `handler` with what other processes tell on `topic`; returns its removal. */
  on(topic: string, handler: SignalHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Calls `handler` after signals may have been missed (the listening connection was restored). */
  onMissed(handler: () => void): () => void {
    this.missedHandlers.add(handler);
    return () => this.missedHandlers.delete(handler);
  }

  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;

  protected deliver(topic: string, data: SignalData): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(data);
      } catch (error) {
        new Logger('ClusterSignals').warn(`handler of ${topic} failed: ${String(error)}`);
      }
    }
  }

  protected missed(): void {
    for (const handler of this.missedHandlers) {
      try {
        handler();
      } catch (error) {
        new Logger('ClusterSignals').warn(`missed-signals handler failed: ${String(error)}`);
      }
    }
  }
}

/** The signals of the only process on the embedded store: there is nobody to tell. */
export class LocalClusterSignals extends ClusterSignals {
  readonly shared = false;

  async tellOthers(): Promise<void> {}
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}

interface Envelope {
  /** The sending process. */
  o: string;
  /** Topic. */
  t: string;
  d: SignalData;
}

/** NOTIFY payloads are limited to 8000 bytes: signals carry ids, never documents. */
const MAX_PAYLOAD = 7_900;

export class PgClusterSignals extends ClusterSignals {
  readonly shared = true;
  private readonly logger = new Logger('ClusterSignals');
  private session: SqlSession | null = null;
  private stopping = false;
  private reconnecting: Promise<void> | null = null;

  constructor(private readonly sql: SqlClient) {
    super();
  }

  async tellOthers(topic: string, data: SignalData, db: SqlExecutor = this.sql): Promise<void> {
    const payload = JSON.stringify({ o: this.processId, t: topic, d: data } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`signal ${topic} too large for NOTIFY`);
    await db.query(`SELECT pg_notify($1, $2)`, [CLUSTER_CHANNEL, payload]);
  }

  /** Listens before the process serves anything. */
  async start(): Promise<void> {
    this.stopping = false;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.reconnecting?.catch(() => undefined);
    const session = this.session;
    this.session = null;
    await session?.close();
  }

  private async listen(): Promise<void> {
    const session = await openSqlSession(this.sql);
    session.onNotification((channel, payload) => {
      if (channel === CLUSTER_CHANNEL) this.receive(payload);
    });
    await session.query(`LISTEN ${CLUSTER_CHANNEL}`);
    session.onEnd((error) => {
      if (this.session !== session || this.stopping) return;
      this.session = null;
      this.logger.warn(`listening connection lost, reconnecting: ${error?.message ?? 'closed'}`);
      this.reconnecting = this.reconnect();
    });
    this.session = session;
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 1; !this.stopping; attempt++) {
      try {
        await this.listen();
        this.reconnecting = null;
        // Whatever was sent while no connection listened is lost: let every holder re-check.
        this.missed();
        return;
      } catch (error) {
        const pauseMs = Math.min(5_000, 100 * 2 ** Math.min(attempt, 6));
        this.logger.warn(`listening again failed (attempt ${attempt}), next in ${pauseMs} ms: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, pauseMs).unref());
      }
    }
  }

  private receive(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === this.processId || typeof envelope.t !== 'string') return;
    this.deliver(envelope.t, envelope.d ?? {});
  }
}

/** The signals of a process on PostgreSQL or PGlite (not started). */
export function clusterSignalsFor(sql: SqlClient): ClusterSignals {
  return sql.dialect === 'postgres' ? new PgClusterSignals(sql) : new LocalClusterSignals();
}
