// A row of the bills read model as staff see it, with the delivery process's schedule of the bill.
import type { SqlExecutor } from '@lootledger/event-store';
import { SCHEDULE_COLUMNS } from '../deliver-bills/delivery-schedule';
import type { StaffBillView } from './list-bills.query';

export const BILL_COLUMNS = `bill_id::text AS bill_id, player_id, storage_id::text AS storage_id, status, awaiting_approval,
  offer_id, reason, item_id, item_name_zh, item_name_en, item_value::text AS item_value, ${SCHEDULE_COLUMNS},
  b.created_at, b.updated_at`;

/** The bills (b) with their schedules (s): what BILL_COLUMNS reads from. */
export const BILLS_WITH_SCHEDULE = `delivery_bills b LEFT JOIN delivery_schedule s USING (bill_id)`;

export interface BillRow {
  bill_id: string;
  player_id: string;
  storage_id: string;
  status: number;
  awaiting_approval: boolean;
  offer_id: string | null;
  reason: string | null;
  item_id: string | null;
  item_name_zh: string | null;
  item_name_en: string | null;
  item_value: string | null;
  attempts: number;
  next_check_at: Date | string;
  done: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toStaffBillView(row: BillRow): StaffBillView {
  return {
    billId: row.bill_id,
    playerId: row.player_id,
    storageId: row.storage_id,
    status: Number(row.status),
    awaitingApproval: row.awaiting_approval,
    offerId: row.offer_id,
    reason: row.reason,
    item:
      row.item_id === null
        ? null
        : {
            itemId: row.item_id,
            nameZh: row.item_name_zh ?? '',
            nameEn: row.item_name_en ?? '',
            value: BigInt(row.item_value ?? '0'),
          },
    attempts: Number(row.attempts),
    nextCheckAt: iso(row.next_check_at),
    done: row.done,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One bill, or null (an id that is not a uuid names no bill). */
export async function findStaffBill(sql: SqlExecutor, billId: string): Promise<StaffBillView | null> {
  if (!UUID.test(billId)) return null;
  const { rows } = await sql.query<BillRow>(`SELECT ${BILL_COLUMNS} FROM ${BILLS_WITH_SCHEDULE} WHERE bill_id = $1`, [
    billId,
  ]);
  return rows[0] ? toStaffBillView(rows[0]) : null;
}
