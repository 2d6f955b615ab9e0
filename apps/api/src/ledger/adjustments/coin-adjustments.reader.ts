// Reads the coin adjustments read model (with the staff members' emails: the staff table is this
// context's own) for GET /admin/api/coin-adjustments and the responses of the adjustment calls.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { AdjustmentDirection, AdjustmentStatus } from './domain/coin-adjustment';
import { SqlConditions, selectPage } from '../../platform/database/sql-list';

export const ADJUSTMENT_SORT_FIELDS = ['created_at', 'id', 'amount', 'updated_at'] as const;
export type AdjustmentSortField = (typeof ADJUSTMENT_SORT_FIELDS)[number];

export interface AdjustmentListRequest {
  filter: {
    ids?: readonly string[];
    status?: AdjustmentStatus;
    playerId?: string;
    requestedBy?: string;
    direction?: AdjustmentDirection;
  };
  sort: { field: AdjustmentSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface AdjustmentRow {
  id: string;
  playerId: string;
  direction: AdjustmentDirection;
  amount: bigint;
  reason: string;
  status: AdjustmentStatus;
  approvalRequired: boolean;
  threshold: bigint;
  requestedBy: string;
  requestedByEmail: string | null;
  approvedBy: string | null;
  approvedByEmail: string | null;
  approvalNote: string | null;
  rejectedBy: string | null;
  rejectedByEmail: string | null;
  rejectionReason: string | null;
  balanceAfter: bigint | null;
  failure: string | null;
  createdAt: string;
  decidedAt: string | null;
  appliedAt: string | null;
  updatedAt: string;
}

interface SqlRow {
  id: string;
  player_id: string;
  direction: AdjustmentDirection;
  amount: string;
  reason: string;
  status: AdjustmentStatus;
  approval_required: boolean;
  threshold: string;
  requested_by: string;
  requested_by_email: string | null;
  approved_by: string | null;
  approved_by_email: string | null;
  approval_note: string | null;
  rejected_by: string | null;
  rejected_by_email: string | null;
  rejection_reason: string | null;
  balance_after: string | null;
  failure: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  applied_at: Date | string | null;
  updated_at: Date | string;
}

const COLUMNS = `a.id, a.player_id, a.direction, a.amount::text AS amount, a.reason, a.status, a.approval_required,
       a.threshold::text AS threshold, a.requested_by, rs.email AS requested_by_email, a.approved_by,
       aps.email AS approved_by_email, a.approval_note, a.rejected_by, rjs.email AS rejected_by_email,
       a.rejection_reason, a.balance_after::text AS balance_after, a.failure, a.created_at, a.decided_at,
       a.applied_at, a.updated_at`;
const FROM = `admin_coin_adjustments a
  LEFT JOIN staff rs ON rs.id::text = a.requested_by
  LEFT JOIN staff aps ON aps.id::text = a.approved_by
  LEFT JOIN staff rjs ON rjs.id::text = a.rejected_by`;
const SELECT = `SELECT ${COLUMNS} FROM ${FROM}`;

const SORT_COLUMN: Record<AdjustmentSortField, string> = {
  created_at: 'a.created_at',
  id: 'a.id',
  amount: 'a.amount',
  updated_at: 'a.updated_at',
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRow(row: SqlRow): AdjustmentRow {
  return {
    id: row.id,
    playerId: row.player_id,
    direction: row.direction,
    amount: BigInt(row.amount),
    reason: row.reason,
    status: row.status,
    approvalRequired: row.approval_required,
    threshold: BigInt(row.threshold),
    requestedBy: row.requested_by,
    requestedByEmail: row.requested_by_email,
    approvedBy: row.approved_by,
    approvedByEmail: row.approved_by_email,
    approvalNote: row.approval_note,
    rejectedBy: row.rejected_by,
    rejectedByEmail: row.rejected_by_email,
    rejectionReason: row.rejection_reason,
    balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
    failure: row.failure,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
    appliedAt: iso(row.applied_at),
    updatedAt: iso(row.updated_at)!,
  };
}

@Injectable()
export class CoinAdjustmentsReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async list(request: AdjustmentListRequest): Promise<{ rows: AdjustmentRow[]; total: number }> {
    const { filter } = request;
    const conditions = new SqlConditions()
      .add(filter.ids && [...filter.ids], (id) => `a.id = ANY(${id}::text[])`)
      .add(filter.status, (status) => `a.status = ${status}`)
      .add(filter.playerId, (player) => `a.player_id = ${player}`)
      .add(filter.requestedBy, (staff) => `a.requested_by = ${staff}`)
      .add(filter.direction, (direction) => `a.direction = ${direction}`);
    const order = request.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const page = await selectPage<SqlRow>(this.sql, {
      select: COLUMNS,
      from: FROM,
      conditions,
      orderBy: `${SORT_COLUMN[request.sort.field]} ${order}, a.id ${order}`,
      limit: request.limit,
      offset: request.offset,
    });
    return { rows: page.rows.map(toRow), total: page.total };
  }

  async get(id: string): Promise<AdjustmentRow | undefined> {
    const { rows } = await this.sql.query<SqlRow>(`${SELECT} WHERE a.id = $1`, [id]);
    return rows[0] && toRow(rows[0]);
  }
}
