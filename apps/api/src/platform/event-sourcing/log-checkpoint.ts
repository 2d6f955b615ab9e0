// A reader's checkpoint in the log (subscription_checkpoints, in the platform's SQL database): the one
// place its SQL is written, for the event reactors (event-reactor.ts) and the Kafka outbox, which is
// one of them. It only ever moves forward: a holder that lost its lease mid-pass never moves it back.
import { LOG_START, type LogPosition, type SqlClient } from '@lootledger/event-store';

export class LogCheckpoint {
  constructor(
    private readonly sql: SqlClient,
    readonly name: string,
  ) {}

  /** Creates the checkpoint at `start` if there is none; returns the stored one. */
  async open(start: LogPosition = LOG_START): Promise<LogPosition> {
    await this.sql.query(
      `INSERT INTO subscription_checkpoints (name, transaction_id, global_position)
       VALUES ($1, $2::text::xid8, $3::bigint) ON CONFLICT (name) DO NOTHING`,
      [this.name, start.transactionId.toString(), start.globalPosition.toString()],
    );
    return this.read();
  }

  /** The stored position (the log's start when there is none). */
  async read(): Promise<LogPosition> {
    const { rows } = await this.sql.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = $1`,
      [this.name],
    );
    return rows[0] ? { transactionId: BigInt(rows[0].tx), globalPosition: BigInt(rows[0].pos) } : LOG_START;
  }

  /** Moves the stored position forward to `position` (never back). */
  async advance(position: LogPosition): Promise<void> {
    await this.sql.query(
      `UPDATE subscription_checkpoints SET transaction_id = $2::text::xid8, global_position = $3::bigint, updated_at = now()
        WHERE name = $1 AND (transaction_id, global_position) < ($2::text::xid8, $3::bigint)`,
      [this.name, position.transactionId.toString(), position.globalPosition.toString()],
    );
  }
}
