// Records a signed checkpoint of the log every LEDGER_CHECKPOINT_INTERVAL_MS when events arrived,
// and exports every checkpoint not yet in the export file (LEDGER_CHECKPOINT_EXPORT, one JSON line
// each): the copy outside the database the audit compares the log with (`npm run audit`). A
// checkpoint recorded but not exported (a crash in between) is exported on the next run.
// PostgreSQL only: on EventStoreDB (EVENT_STORE=eventstoredb) the `events` table is a mirror whose
// positions are the server's, not PostgreSQL transaction ids; no checkpoint is recorded there.
import { Inject, Injectable, Logger } from '@nestjs/common';
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

@Injectable()
export class LogCheckpointer {
  private readonly logger = new Logger('LogCheckpointer');
  /** The last exported seq (read from the file once). */
  private exportedThrough: number | null = null;
  /** One run at a time (the timer and a caller): the export is appended to in order. */
  private running: Promise<unknown> = Promise.resolve();

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

  /** Records a checkpoint if events arrived, then exports what is missing from the file. */
  checkpoint(): Promise<LogCheckpoint | null> {
    if (this.config.eventStore !== 'postgres') return Promise.resolve(null);
    const run = this.running.then(async () => {
      try {
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
