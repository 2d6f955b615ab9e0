// The delivery process's schedule: its own table (delivery_schedule), one row per bill it has taken
// on: when it looks at the bill next, its failed provider calls in a row, its lease on the bill (a
// pass or a staff action working it), and whether it is done with it. The bills read model
// (delivery-bills.projection.ts) holds only what its projection computes; a bill opened there with
// no row here yet is taken on by the next pass (or a staff action), due at its creation.
import type { SqlExecutor } from '@lootledger/event-store';

/**
 * Migration delivery-003 (listed with the bills read model, after the migrations that made its
 * columns): the schedule columns of delivery_bills move, with their data, to delivery_schedule.
 */
export const DELIVERY_SCHEDULE_MOVE = `
CREATE TABLE IF NOT EXISTS delivery_schedule (
  bill_id uuid PRIMARY KEY,
  next_check_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  done boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS delivery_schedule_due ON delivery_schedule (next_check_at) WHERE NOT done;
INSERT INTO delivery_schedule (bill_id, next_check_at, attempts, lease_until, done)
  SELECT bill_id, next_check_at, attempts, lease_until, done FROM delivery_bills
  ON CONFLICT (bill_id) DO NOTHING;
DROP INDEX IF EXISTS delivery_bills_due;
ALTER TABLE delivery_bills DROP COLUMN IF EXISTS next_check_at;
ALTER TABLE delivery_bills DROP COLUMN IF EXISTS attempts;
ALTER TABLE delivery_bills DROP COLUMN IF EXISTS lease_until;
ALTER TABLE delivery_bills DROP COLUMN IF EXISTS done;
`;

/** A bill under the schedule's lease, as a pass or a staff action works it. */
export interface ScheduledBill {
  bill_id: string;
  player_id: string;
  storage_id: string;
  attempts: number;
}

/** Bill statuses a bill opens and moves through before it is final (4 requested/held, 5 and 6 offered). */
const OPEN_STATUSES = [4, 5, 6];

/** The staff view of a bill with its schedule (a bill not taken on yet: due since its creation, no attempts). */
export const SCHEDULE_COLUMNS = `coalesce(s.attempts, 0) AS attempts, coalesce(s.next_check_at, b.created_at) AS next_check_at,
  coalesce(s.done, false) AS done`;

export class DeliverySchedule {
  constructor(private readonly sql: SqlExecutor) {}

  /** Leases up to `limit` due bills (taking on any newly opened ones first), so that two passes never work one bill. */
  async claimDue(now: Date, limit: number, leaseSeconds: number): Promise<ScheduledBill[]> {
    await this.takeOn(null);
    const { rows } = await this.sql.query<ScheduledBill>(
      `WITH claimed AS (
         UPDATE delivery_schedule SET lease_until = $1::timestamptz + make_interval(secs => $3)
          WHERE bill_id IN (
            SELECT bill_id FROM delivery_schedule
             WHERE NOT done AND next_check_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
             ORDER BY next_check_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING bill_id, attempts)
       SELECT c.bill_id::text AS bill_id, b.player_id, b.storage_id::text AS storage_id, c.attempts
         FROM claimed c JOIN delivery_bills b USING (bill_id)`,
      [now.toISOString(), limit, leaseSeconds],
    );
    return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
  }

  /** Gives a worked bill's lease back: done, or due again after `afterMs` with its attempts. */
  async release(billId: string, done: boolean, attempts: number, afterMs: number): Promise<void> {
    await this.sql.query(
      `UPDATE delivery_schedule SET lease_until = NULL, done = $2, attempts = $3,
              next_check_at = now() + make_interval(secs => $4::double precision / 1000)
        WHERE bill_id = $1`,
      [billId, done, attempts, afterMs],
    );
  }

  /** Leases one open bill for a staff action; null while it is leased, done, or unknown (see state()). */
  async leaseForStaff(billId: string, leaseSeconds: number): Promise<ScheduledBill | null> {
    await this.takeOn(billId);
    const { rows } = await this.sql.query<ScheduledBill>(
      `WITH leased AS (
         UPDATE delivery_schedule SET lease_until = now() + make_interval(secs => $2)
          WHERE bill_id = $1 AND NOT done AND (lease_until IS NULL OR lease_until < now())
          RETURNING bill_id, attempts)
       SELECT l.bill_id::text AS bill_id, b.player_id, b.storage_id::text AS storage_id, l.attempts
         FROM leased l JOIN delivery_bills b USING (bill_id)`,
      [billId, leaseSeconds],
    );
    return rows[0] ? { ...rows[0], attempts: Number(rows[0].attempts) } : null;
  }

  /** Whether the process is done with a bill (null: no such bill). */
  async isDone(billId: string): Promise<boolean | null> {
    const { rows } = await this.sql.query<{ done: boolean }>(`SELECT done FROM delivery_schedule WHERE bill_id = $1`, [
      billId,
    ]);
    return rows[0] ? rows[0].done : null;
  }

  /** Gives a staff action's lease back untouched (the action failed). */
  async unlease(billId: string): Promise<void> {
    await this.sql.query(`UPDATE delivery_schedule SET lease_until = NULL WHERE bill_id = $1`, [billId]);
  }

  /** After a staff action: due now with attempts reset, or done. */
  async rescheduleNow(billId: string, done: boolean): Promise<void> {
    await this.sql.query(
      `UPDATE delivery_schedule SET lease_until = NULL, done = $2, attempts = 0, next_check_at = now() WHERE bill_id = $1`,
      [billId, done],
    );
  }

  /** Takes on the open bills with no schedule yet (one bill, or all of them): due since they were opened. */
  private async takeOn(billId: string | null): Promise<void> {
    await this.sql.query(
      `INSERT INTO delivery_schedule (bill_id, next_check_at)
       SELECT b.bill_id, b.created_at FROM delivery_bills b
        WHERE b.status = ANY($1::smallint[]) AND ($2::uuid IS NULL OR b.bill_id = $2::uuid)
          AND NOT EXISTS (SELECT 1 FROM delivery_schedule s WHERE s.bill_id = b.bill_id)
       ON CONFLICT (bill_id) DO NOTHING`,
      [OPEN_STATUSES, billId],
    );
  }
}
