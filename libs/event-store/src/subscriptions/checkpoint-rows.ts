// A checkpointed subscription's row in subscription_checkpoints (in the read model's database):
// created on first use, locked and moved inside the transaction that applies a batch, set back to
// the log's start by a reset.
import type { LogPosition, RecordedEvent } from '../event-store.port';
import type { SqlClient, SqlExecutor } from '../sql/sql-client';

interface CheckpointRow {
  transaction_id_text: string;
  global_position_text: string;
}

const CHECKPOINT_COLUMNS = 'transaction_id::text AS transaction_id_text, global_position::text AS global_position_text';

/** The stored checkpoint, the row created first (at the log's start) when there is none. */
export async function loadCheckpoint(sql: SqlClient, name: string): Promise<LogPosition> {
  await sql.query(`INSERT INTO subscription_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [name]);
  const { rows } = await sql.query<CheckpointRow>(
    `SELECT ${CHECKPOINT_COLUMNS} FROM subscription_checkpoints WHERE name = $1`,
    [name],
  );
  return toPosition(rows[0]);
}

/** The stored checkpoint, its row locked until the transaction ends. */
export async function lockCheckpoint(tx: SqlExecutor, name: string): Promise<LogPosition> {
  const { rows } = await tx.query<CheckpointRow>(
    `SELECT ${CHECKPOINT_COLUMNS} FROM subscription_checkpoints WHERE name = $1 FOR UPDATE`,
    [name],
    { name: 'event_store_checkpoint_lock' },
  );
  return toPosition(rows[0]);
}

/** Moves the checkpoint to an applied event (in the transaction that applied it). */
export async function moveCheckpoint(tx: SqlExecutor, name: string, last: RecordedEvent): Promise<void> {
  await tx.query(
    `UPDATE subscription_checkpoints SET transaction_id = $2::text::xid8, global_position = $3::bigint,
       updated_at = now() WHERE name = $1`,
    [name, last.transactionId.toString(), last.globalPosition.toString()],
    { name: 'event_store_checkpoint_move' },
  );
}

/** Sets the checkpoint back to the log's start, `prepare` run in the same transaction after the lock. */
export async function resetCheckpoint(
  sql: SqlClient,
  name: string,
  prepare?: (tx: SqlExecutor) => Promise<void>,
): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query(`SELECT 1 FROM subscription_checkpoints WHERE name = $1 FOR UPDATE`, [name]);
    if (prepare) await prepare(tx);
    await tx.query(
      `UPDATE subscription_checkpoints SET transaction_id = '0'::xid8, global_position = 0, updated_at = now()
           WHERE name = $1`,
      [name],
    );
  });
}

function toPosition(row: CheckpointRow): LogPosition {
  return { transactionId: BigInt(row.transaction_id_text), globalPosition: BigInt(row.global_position_text) };
}
