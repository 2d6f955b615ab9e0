// Records signed checkpoints of the log and exports every checkpoint not yet in the export file
// (LEDGER_CHECKPOINT_EXPORT, one JSON line each): the copy outside the database the audit compares
// the log with (`npm run audit`). A checkpoint is recorded (when events arrived since the last one):
//  - right after start, covering what a previous run appended (one that crashed stopped uncovered);
//  - every LEDGER_CHECKPOINT_EVERY_EVENTS events this process appends (counted on the append path,
//    recorded off it);
//  - every LEDGER_CHECKPOINT_INTERVAL_MS (a chore: one process of the fleet);
//  - at a graceful stop, once HTTP has drained and the processes stopped appending, before the
//    database closes (DatabaseModule): the tail of the log is not left to the next start.
// A checkpoint recorded but not exported (a crash in between) is exported on the next run.
// PostgreSQL only: on EventStoreDB (EVENT_STORE=eventstoredb) the `events` table is a mirror whose
// positions are the server's, not PostgreSQL transaction ids; no checkpoint is recorded there.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  exportCheckpoint,
  parseCheckpointExport,
  readCheckpoints,
  recordCheckpoint,
  type LogCheckpoint,
  type SqlClient,
} from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SQL_CLIENT } from '../database/tokens';
import { Chores } from '../scheduling/chores';
import { checkpointExportFile, INTEGRITY_KEY } from './integrity-key';

/** How long a checkpoint waits for the transactions in flight when it was asked for to end. */
const READABLE_WAIT_MS = 10_000;

@Injectable()
export class LogCheckpointer implements OnApplicationBootstrap {
  private readonly logger = new Logger('LogCheckpointer');
  /** The last exported seq (read from the file once). */
  private exportedThrough: number | null = null;
  /** One run at a time (the timer, the count, start, stop, a caller): the export is appended to in order. */
  private running: Promise<unknown> = Promise.resolve();
  /** Events this process appended since it last asked for a checkpoint. */
  private appendedSince = 0;
  private stopped = false;

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(INTEGRITY_KEY) private readonly key: string,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    chores: Chores,
  ) {
    if (config.eventStore === 'postgres') {
      chores.every('integrity.log-checkpoint', config.ledgerCheckpointIntervalMs, () => this.checkpoint());
    } else {
      this.logger.log('signed log checkpoints are PostgreSQL-only: none recorded on EventStoreDB');
    }
  }

  /** Before the application serves (global module: before any context starts appending). */
  async onApplicationBootstrap(): Promise<void> {
    await this.checkpoint().catch(() => undefined);
  }

  /**
   * The append path: `count` events were appended. A counter increment; every
   * LEDGER_CHECKPOINT_EVERY_EVENTS a checkpoint is queued, never awaited by the append.
   */
  appended(count: number): void {
    if (this.config.eventStore !== 'postgres') return;
    this.appendedSince += count;
    if (this.appendedSince < this.config.ledgerCheckpointEveryEvents || this.stopped) return;
    this.checkpoint().catch(() => undefined);
  }

  /**
   * The graceful stop (DatabaseModule, before the database closes): one last checkpoint over
   * everything appended, exported; nothing after it is queued. Never throws (logged).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.checkpoint().catch(() => undefined);
  }

  /**
   * A checkpoint covers the log below the oldest transaction in flight on the server (any database's:
   * transaction ids are the server's). Every checkpoint covers what was written when it was asked for:
   * it first waits until every transaction in flight then has ended, at most READABLE_WAIT_MS (then it
   * covers what it can, and says so). Off the request path: the append never waits for it.
   */
  async untilWrittenIsReadable(): Promise<void> {
    if (this.config.eventStore !== 'postgres') return;
    try {
      const { rows } = await this.sql.query<{ now: string }>(`SELECT pg_current_snapshot()::text AS now`);
      const deadline = Date.now() + READABLE_WAIT_MS;
      for (;;) {
        const ended = await this.sql.query<{ ended: boolean }>(
          `SELECT pg_snapshot_xmin(pg_current_snapshot()) >= pg_snapshot_xmax($1::pg_snapshot) AS ended`,
          [rows[0].now],
        );
        if (ended.rows[0].ended) return;
        if (Date.now() > deadline) {
          this.logger.warn(
            `transactions still in flight after ${READABLE_WAIT_MS} ms: the checkpoint stops before them`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } catch (error) {
      this.logger.warn(`could not wait for transactions in flight: ${String(error)}`);
    }
  }

  /** Resolves once every checkpoint asked for so far has been recorded and exported (or failed). */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Records a checkpoint if events arrived, then exports what is missing from the file. */
  checkpoint(): Promise<LogCheckpoint | null> {
    if (this.config.eventStore !== 'postgres') return Promise.resolve(null);
    this.appendedSince = 0;
    const asked = this.untilWrittenIsReadable();
    const run = this.running.then(async () => {
      try {
        await asked;
        const recorded = await recordCheckpoint(this.sql, this.key);
        await this.exportPending();
        return recorded;
      } catch (error) {
        this.logger.error(`log checkpoint failed: ${String(error)}`);
        throw error;
      }
    });
    this.running = run.catch(() => undefined);
    return run;
  }

  private async exportPending(): Promise<void> {
    const file = checkpointExportFile(this.config);
    if (this.exportedThrough === null) {
      const text = fs.existsSync(file) ? await fs.promises.readFile(file, 'utf8') : '';
      this.exportedThrough = Math.max(0, ...parseCheckpointExport(text).map((checkpoint) => checkpoint.seq));
    }
    const pending = await readCheckpoints(this.sql, this.exportedThrough);
    if (pending.length === 0) return;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.appendFile(file, pending.map((checkpoint) => `${exportCheckpoint(checkpoint)}\n`).join(''));
    this.exportedThrough = pending[pending.length - 1].seq;
  }
}
