// Reads the staff audit log for GET /admin/api/audit-log (newest first by default; the (at, id)
// index serves the default order, (resource, resource_id) and (staff_id, at) the usual filters).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { SqlConditions, selectPage } from '../../platform/database/sql-list';

export const AUDIT_LOG_SORT_FIELDS = ['at', 'id'] as const;
export type AuditLogSortField = (typeof AUDIT_LOG_SORT_FIELDS)[number];

export interface AuditLogFilter {
  ids?: readonly string[];
  staffId?: string;
  action?: string;
  resource?: string;
  resourceId?: string;
  from?: Date;
  to?: Date;
}

export interface AuditLogListRequest {
  filter: AuditLogFilter;
  sort: { field: AuditLogSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface AuditLogRow {
  id: string;
  at: string;
  staffId: string;
  staffEmail: string;
  role: string;
  action: string;
  resource: string;
  resourceId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
}

/** A row of admin_audit_log as the driver gives it (jsonb may arrive as text: parseJson). */
export interface AuditLogSqlRow {
  id: string;
  at: Date | string;
  staff_id: string;
  staff_email: string;
  role: string;
  action: string;
  resource: string;
  resource_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
}

const COLUMNS = `id::text AS id, at, staff_id, staff_email, role, action, resource, resource_id, before, after, reason, ip`;

export const parseJson = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toRow(row: AuditLogSqlRow): AuditLogRow {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    role: row.role,
    action: row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    before: parseJson(row.before),
    after: parseJson(row.after),
    reason: row.reason,
    ip: row.ip,
  };
}

@Injectable()
export class AuditLogReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async list(request: AuditLogListRequest): Promise<{ rows: AuditLogRow[]; total: number }> {
    const { filter } = request;
    const conditions = new SqlConditions()
      .add(filter.ids && [...filter.ids], (ids) => `id::text = ANY(${ids}::text[])`)
      .add(filter.staffId, (staff) => `staff_id = ${staff}`)
      .add(filter.action, (action) => `action = ${action}`)
      .add(filter.resource, (resource) => `resource = ${resource}`)
      .add(filter.resourceId, (id) => `resource_id = ${id}`)
      .add(filter.from?.toISOString(), (from) => `at >= ${from}`)
      // Inclusive to the millisecond shown (the column keeps microseconds).
      .add(filter.to?.toISOString(), (to) => `at < ${to}::timestamptz + interval '1 millisecond'`);
    const order = request.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const orderBy = request.sort.field === 'at' ? `at ${order}, id ${order}` : `id ${order}`;
    const { rows, total } = await selectPage<AuditLogSqlRow>(this.sql, {
      select: COLUMNS,
      from: 'admin_audit_log',
      conditions,
      orderBy,
      limit: request.limit,
      offset: request.offset,
    });
    return { rows: rows.map(toRow), total };
  }

  async get(id: string): Promise<AuditLogRow | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const { rows } = await this.sql.query<AuditLogSqlRow>(
      `SELECT ${COLUMNS} FROM admin_audit_log WHERE id = $1::bigint`,
      [id],
    );
    return rows[0] && toRow(rows[0]);
  }
}
