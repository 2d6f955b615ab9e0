// The delivery schedule on a real database: migration delivery-003 moves the schedule columns of
// delivery_bills, with their data, into delivery_schedule and leaves the read model only its
// projected columns; a bill opened afterwards is taken on by the next claim, and a claimed bill is
// not claimed again while its lease holds.
import { randomUUID } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { openTestSql } from '../../platform/testing/test-database';
import { DELIVERY_BILLS_READ_MODEL, openBills } from './delivery-bills.projection';
import { DeliverySchedule } from './delivery-schedule';

let close: () => Promise<void>;
let sql: SqlClient;

const [before, move] = [DELIVERY_BILLS_READ_MODEL.migrations.slice(0, 2), DELIVERY_BILLS_READ_MODEL.migrations[2]];

beforeAll(async () => {
  ({ sql, close } = await openTestSql('ll_delivery_schedule', before));
});
afterAll(() => close());

it('moves the schedule columns and their data out of the bills read model', async () => {
  expect(move.id).toBe('delivery-003-schedule-table');
  const [worked, done] = [randomUUID(), randomUUID()];
  await sql.query(
    `INSERT INTO delivery_bills (bill_id, player_id, storage_id, status, created_at, updated_at, next_check_at, attempts, done)
     VALUES ($1, 'p1', $3, 6, '2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z', '2026-11-01T10:05:00Z', 3, false),
            ($2, 'p2', $4, 1, '2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z', '2026-11-01T10:01:00Z', 0, true)`,
    [worked, done, randomUUID(), randomUUID()],
  );
  await runMigrations(sql, [move]);

  const { rows } = await sql.query<{ bill_id: string; next_check_at: Date; attempts: number; done: boolean }>(
    `SELECT bill_id::text AS bill_id, next_check_at, attempts, done FROM delivery_schedule ORDER BY attempts DESC`,
  );
  expect(rows.map((row) => ({ ...row, next_check_at: new Date(row.next_check_at).toISOString() }))).toEqual([
    { bill_id: worked, next_check_at: '2026-11-01T10:05:00.000Z', attempts: 3, done: false },
    { bill_id: done, next_check_at: '2026-11-01T10:01:00.000Z', attempts: 0, done: true },
  ]);
  const columns = await sql.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'delivery_bills'`,
  );
  const names = columns.rows.map((row) => row.column_name);
  expect(names).toEqual(expect.arrayContaining([...DELIVERY_BILLS_READ_MODEL.columns, 'bill_id']));
  expect(names.filter((name) => ['next_check_at', 'attempts', 'lease_until', 'done'].includes(name))).toEqual([]);
});

it('takes on a newly opened bill at its next claim, and leases it once', async () => {
  const schedule = new DeliverySchedule(sql);
  const billId = randomUUID();
  const at = new Date('2026-11-02T08:00:00Z');
  await openBills(sql, [{ billId, playerId: 'p3', storageId: randomUUID(), at }]);
  const now = new Date('2026-11-02T08:00:01Z');
  const claimed = await schedule.claimDue(now, 50, 30);
  expect(claimed.map((bill) => bill.bill_id)).toContain(billId);
  expect((await schedule.claimDue(now, 50, 30)).map((bill) => bill.bill_id)).not.toContain(billId);
  await schedule.release(billId, true, 0, 0);
  expect(await schedule.isDone(billId)).toBe(true);
  expect(await schedule.isDone(randomUUID())).toBeNull();
});
