// The websockets of the other API processes of a fleet (PostgreSQL; nothing to do on the embedded
// store). Pushes need nothing from here: every process follows the log and tells its own sockets.
// Two things do cross processes:
//   - joining a channel: POST /api/arena/join-channel may reach another process than the socket's.
//     The request is signalled to the fleet (platform/cluster); the process holding the client_id
//     joins it and answers; no answer within JOIN_ANSWER_MS means no open connection has that id.
//   - the online figure: each process writes its open connections to realtime_processes every
//     PRESENCE_EVERY_MS; the count is this process's own plus the others' seen within PRESENCE_TTL_MS.
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { RealtimeChannel } from '@lootledger/contracts';
import { runMigrations, type Migration, type SqlClient } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { ClusterSignals } from '../../platform/cluster/cluster-signals';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { LocalConnections } from '../connections/local-connections';
import { REALTIME_OPTIONS, type RealtimeOptions } from '../realtime-options';

export const REALTIME_MIGRATIONS: readonly Migration[] = [
  {
    id: 'realtime-001-processes',
    sql: `
CREATE TABLE IF NOT EXISTS realtime_processes (
  process_id text PRIMARY KEY,
  connections integer NOT NULL,
  seen_at timestamptz NOT NULL
);`,
  },
];

/** How long a join waits for the socket's process to answer (a NOTIFY round trip takes milliseconds). */
export const JOIN_ANSWER_MS = 2_000;
export const PRESENCE_EVERY_MS = 5_000;
/** A process not seen for this long is gone (killed): its connections no longer count. */
export const PRESENCE_TTL_MS = 15_000;

const JOIN = 'realtime.join';
const JOINED = 'realtime.joined';

@Injectable()
export class RealtimeFleet implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RealtimeFleet');
  private readonly waiting = new Map<string, (joined: boolean) => void>();
  private readonly stops: (() => void)[] = [];
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly signals: ClusterSignals,
    private readonly connections: LocalConnections,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
  ) {}

  /** Whether other processes may hold sockets (PostgreSQL, serving websockets). */
  private get active(): boolean {
    return this.signals.shared && this.options.servesTraffic;
  }

  async onModuleInit(): Promise<void> {
    if (!this.signals.shared) return;
    await runMigrations(this.sql, REALTIME_MIGRATIONS);
    if (!this.options.servesTraffic) return;
    this.stops.push(
      this.signals.on(JOIN, (data) => {
        const channel = data.channel as RealtimeChannel;
        if (!this.connections.subscribe(String(data.client_id), channel)) return;
        this.signals.tellOthersSoon(JOINED, { request_id: data.request_id, to: data.from });
      }),
      this.signals.on(JOINED, (data) => {
        if (data.to !== this.signals.processId) return;
        this.waiting.get(String(data.request_id))?.(true);
      }),
    );
  }

  onApplicationBootstrap(): void {
    if (!this.active) return;
    const beat = () =>
      void this.writePresence().catch((error: unknown) => this.logger.warn(`presence not written: ${String(error)}`));
    beat();
    this.heartbeat = setInterval(beat, PRESENCE_EVERY_MS);
    this.heartbeat.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    for (const answer of this.waiting.values()) answer(false);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.active) {
      await this.sql
        .query(`DELETE FROM realtime_processes WHERE process_id = $1`, [this.signals.processId])
        .catch(() => undefined);
    }
  }

  /** Joins a socket of another process to a channel; false when no process answers for that client_id. */
  joinElsewhere(clientId: string, channel: RealtimeChannel): Promise<boolean> {
    if (!this.active) return Promise.resolve(false);
    const requestId = randomUUID();
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => answer(false), JOIN_ANSWER_MS);
      const answer = (joined: boolean) => {
        clearTimeout(timer);
        this.waiting.delete(requestId);
        resolve(joined);
      };
      this.waiting.set(requestId, answer);
      this.signals
        .tellOthers(JOIN, { request_id: requestId, client_id: clientId, channel, from: this.signals.processId })
        .catch(() => answer(false));
    });
  }

  /** Open connections of the other live processes. */
  async othersConnectionCount(): Promise<number> {
    if (!this.active) return 0;
    const { rows } = await this.sql.query<{ total: string | number | null }>(
      `SELECT sum(connections) AS total FROM realtime_processes
        WHERE process_id <> $1 AND seen_at > now() - make_interval(secs => $2::double precision / 1000)`,
      [this.signals.processId, PRESENCE_TTL_MS],
    );
    return Number(rows[0]?.total ?? 0);
  }

  private async writePresence(): Promise<void> {
    await this.sql.query(
      `INSERT INTO realtime_processes (process_id, connections, seen_at) VALUES ($1, $2, now())
       ON CONFLICT (process_id) DO UPDATE SET connections = EXCLUDED.connections, seen_at = EXCLUDED.seen_at`,
      [this.signals.processId, this.connections.size],
    );
    // Rows of processes long gone (killed without their shutdown) are dropped by whoever beats next.
    await this.sql.query(`DELETE FROM realtime_processes WHERE seen_at < now() - interval '1 hour'`);
  }
}
