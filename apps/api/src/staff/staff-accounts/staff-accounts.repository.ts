// The staff table for the console's staff management: list, read, create, change (role, disabled,
// password hash). Emails are stored lower-case and trimmed, so one address is one account.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { StaffRole } from '../../platform/auth';
import { SqlConditions, selectPage } from '../../platform/database/sql-list';

export const STAFF_SORT_FIELDS = ['id', 'email', 'role', 'created_at'] as const;
export type StaffSortField = (typeof STAFF_SORT_FIELDS)[number];

export interface StaffAccountRow {
  id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}

export interface StaffListRequest {
  filter: { ids?: readonly string[]; q?: string; role?: StaffRole; disabled?: boolean };
  sort: { field: StaffSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface StaffChange {
  role?: StaffRole;
  disabled?: boolean;
  passwordHash?: string;
}

interface SqlRow {
  id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  created_at: Date | string;
}

const COLUMNS = `id::text AS id, email, role, disabled, created_at`;
const SORT_COLUMN: Record<StaffSortField, string> = {
  id: 'id',
  email: 'email',
  role: 'role',
  created_at: 'created_at',
};

function toRow(row: SqlRow): StaffAccountRow {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Staff ids are bigserial: anything else names no staff member (and must not reach a bigint cast). */
export function isStaffId(id: string): boolean {
  return /^\d{1,18}$/.test(id);
}

/** Postgres unique_violation: the email is taken. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

@Injectable()
export class StaffAccountsRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async list(request: StaffListRequest): Promise<{ rows: StaffAccountRow[]; total: number }> {
    const { filter } = request;
    const conditions = new SqlConditions()
      .add(filter.ids && [...filter.ids], (ids) => `id::text = ANY(${ids}::text[])`)
      .add(filter.q?.trim() || undefined, (q) => `position(lower(${q}) in lower(email)) > 0`)
      .add(filter.role, (role) => `role = ${role}`)
      .add(filter.disabled, (disabled) => `disabled = ${disabled}`);
    const order = request.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const { rows, total } = await selectPage<SqlRow>(this.sql, {
      select: COLUMNS,
      from: 'staff',
      conditions,
      orderBy: `${SORT_COLUMN[request.sort.field]} ${order}, id ${order}`,
      limit: request.limit,
      offset: request.offset,
    });
    return { rows: rows.map(toRow), total };
  }

  async findById(id: string, db: SqlExecutor = this.sql, forUpdate = false): Promise<StaffAccountRow | undefined> {
    if (!isStaffId(id)) return undefined;
    const { rows } = await db.query<SqlRow>(
      `SELECT ${COLUMNS} FROM staff WHERE id = $1::bigint${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] && toRow(rows[0]);
  }

  async emailTaken(email: string, db: SqlExecutor = this.sql): Promise<boolean> {
    const { rows } = await db.query(`SELECT 1 FROM staff WHERE lower(email) = lower($1)`, [email]);
    return rows.length > 0;
  }

  async insert(
    account: { email: string; role: StaffRole; passwordHash: string },
    db: SqlExecutor,
  ): Promise<StaffAccountRow> {
    const { rows } = await db.query<SqlRow>(
      `INSERT INTO staff (email, password_hash, role) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [account.email, account.passwordHash, account.role],
    );
    return toRow(rows[0]);
  }

  async update(id: string, change: StaffChange, db: SqlExecutor): Promise<StaffAccountRow> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (change.role !== undefined) set('role', change.role);
    if (change.disabled !== undefined) set('disabled', change.disabled);
    if (change.passwordHash !== undefined) set('password_hash', change.passwordHash);
    const { rows } = await db.query<SqlRow>(
      `UPDATE staff SET ${sets.join(', ')} WHERE id = $1::bigint RETURNING ${COLUMNS}`,
      params,
    );
    return toRow(rows[0]);
  }
}
