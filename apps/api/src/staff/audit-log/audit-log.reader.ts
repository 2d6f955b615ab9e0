// Reads the staff audit log for GET /admin/api/audit-log (newest first by default; the (at, id)
// index serves the default order, (resource, resource_id) and (staff_id, at) the usual filters).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';

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

interface SqlRow {
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

const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toRow(row: SqlRow): AuditLogRow {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    role: row.role,
    action: row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    before: json(row.before),
    after: json(row.after),
    reason: row.reason,
    ip: row.ip,
  };
}

@Injectable()
export class AuditLogReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async list(request: AuditLogListRequest): Promise<{ rows: AuditLogRow[]; total: number }> {
    const { filter } = request;
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (condition: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(condition(params.length));
    };
    if (filter.ids) add((n) => `id::text = ANY($${n}::text[])`, [...filter.ids]);
    if (filter.staffId !== undefined) add((n) => `staff_id = $${n}`, filter.staffId);
    if (filter.action !== undefined) add((n) => `action = $${n}`, filter.action);
    if (filter.resource !== undefined) add((n) => `resource = $${n}`, filter.resource);
    if (filter.resourceId !== undefined) add((n) => `resource_id = $${n}`, filter.resourceId);
    if (filter.from) add((n) => `at >= $${n}`, filter.from.toISOString());
    // Inclusive to the millisecond shown (the column keeps microseconds).
    if (filter.to) add((n) => `at < $${n}::timestamptz + interval '1 millisecond'`, filter.to.toISOString());
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const order = request.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const orderBy = request.sort.field === 'at' ? `at ${order}, id ${order}` : `id ${order}`;
    const [counted, page] = await Promise.all([
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM admin_audit_log ${condition}`, params),
      this.sql.query<SqlRow>(
        `SELECT ${COLUMNS} FROM admin_audit_log ${condition} ORDER BY ${orderBy}
          LIMIT $${params.length + 1}::integer OFFSET $${params.length + 2}::integer`,
        [...params, request.limit, request.offset],
      ),
    ]);
    return { rows: page.rows.map(toRow), total: Number(counted.rows[0].total) };
  }

  async get(id: string): Promise<AuditLogRow | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const { rows } = await this.sql.query<SqlRow>(`SELECT ${COLUMNS} FROM admin_audit_log WHERE id = $1::bigint`, [id]);
    return rows[0] && toRow(rows[0]);
  }
}
