// For e2e tests of the admin console's resources: the react-admin calls (ra-data-simple-rest) a staff
// member makes, signed like every call, and one signed-in staff member per role.
//   const rest = new AdminRest(client, (await aStaffMember(app).withRole('content').signIn(client)).token);
//   const page = await rest.list('items', { sort: ['value', 'DESC'], range: [0, 9], filter: { lv: 5 } });
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { parseJson, type AuditLogSqlRow } from '../audit-log/audit-log.reader';
import type { ApiClient, ApiResult } from '../../platform/testing/api-client';
import type { AppConfig } from '../../platform/config/app-config';
import { fileSuite, startTestApp, suiteOf, type TestApp, type TestSuite } from '../../platform/testing/test-app';
import { STAFF_ROLES, type StaffRole } from '../../platform/auth';
import { aStaffMember } from './test-staff';

export interface ListParams {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

type Lang = 'zh' | 'en';

export function listPath(resource: string, params: ListParams = {}): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');
  return `/admin/api/${resource}${query ? `?${query}` : ''}`;
}

export class AdminRest {
  constructor(
    readonly client: ApiClient,
    readonly token: string,
  ) {}

  list<T = Record<string, unknown>>(resource: string, params: ListParams = {}, lang?: Lang): Promise<ApiResult<T[]>> {
    return this.client.get<T[]>(listPath(resource, params), { token: this.token, lang });
  }

  get<T = Record<string, unknown>>(path: string, lang?: Lang): Promise<ApiResult<T>> {
    return this.client.get<T>(`/admin/api/${path}`, { token: this.token, lang });
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}, lang?: Lang): Promise<ApiResult<T>> {
    return this.client.post<T>(`/admin/api/${path}`, body, { token: this.token, lang });
  }

  put<T = Record<string, unknown>>(path: string, body: unknown, lang?: Lang): Promise<ApiResult<T>> {
    return this.client.request<T>('PUT', `/admin/api/${path}`, JSON.stringify(body), { token: this.token, lang });
  }

  delete<T = Record<string, unknown>>(path: string, lang?: Lang): Promise<ApiResult<T>> {
    return this.client.request<T>('DELETE', `/admin/api/${path}`, undefined, { token: this.token, lang });
  }
}

/** One signed-in staff member per role in the app. */
export async function staffOfEveryRole(app: TestApp, client: ApiClient): Promise<Record<StaffRole, AdminRest>> {
  const entries = await Promise.all(
    STAFF_ROLES.map(
      async (role) =>
        [role, new AdminRest(client, (await aStaffMember(app).withRole(role).signIn(client)).token)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<StaffRole, AdminRest>;
}

/**
 * The spec file's app with one signed-in member of `role`, up for its tests:
 *   const suite = staffSuite('content');  // suite.content.list('help-articles'), suite.client, suite.app
 */
export function staffSuite<Role extends StaffRole>(
  role: Role,
  overrides: Partial<AppConfig> = {},
): TestSuite & Record<Role, AdminRest> {
  return fileSuite(async () => {
    const suite = suiteOf(await startTestApp(overrides));
    const member = await aStaffMember(suite.app).withRole(role).signIn(suite.client);
    return { ...suite, [role]: new AdminRest(suite.client, member.token) } as TestSuite & Record<Role, AdminRest>;
  });
}

/** The field names of a 400 VALIDATION_FAILED answer. */
export function refusedFields(result: ApiResult): string[] {
  expect({ status: result.status, error: result.body.error }).toEqual({ status: 400, error: 'VALIDATION_FAILED' });
  return fieldErrors(result).map((error) => error.field);
}

/** The `{field, message}` list of a 400 VALIDATION_FAILED answer, in the request's language. */
export function fieldErrors(result: ApiResult): { field: string; message: string }[] {
  return (result.body.data as unknown as { errors?: { field: string; message: string }[] }).errors ?? [];
}

export interface AuditRow extends Omit<AuditLogSqlRow, 'id' | 'at' | 'before' | 'after'> {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit entries of a resource (and id), oldest first, read from the table itself. */
export async function auditEntries(app: TestApp, resource: string, resourceId?: string): Promise<AuditRow[]> {
  const sql = app.app.get<SqlClient>(SQL_CLIENT);
  const { rows } = await sql.query<AuditRow>(
    `SELECT staff_id, staff_email, role, action, resource, resource_id, before, after, reason, ip FROM admin_audit_log
      WHERE resource = $1 AND ($2::text IS NULL OR resource_id = $2) ORDER BY id`,
    [resource, resourceId ?? null],
  );
  return rows.map((row) => ({
    ...row,
    before: parseJson(row.before) as AuditRow['before'],
    after: parseJson(row.after) as AuditRow['after'],
  }));
}
