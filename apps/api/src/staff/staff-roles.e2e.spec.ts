// Every route of the players, player-ledger, coin-adjustment, audit-log and staff resources, for every
// staff role, against the permission matrix: a role the matrix refuses gets 403 FORBIDDEN; a role it
// allows gets past the guard (the requests are built to stop right after it: unknown ids, bodies
// that fail validation, so nothing changes).
import { ApiClient } from '../platform/testing/api-client';
import { startTestApp, type TestApp } from '../platform/testing/test-app';
import { canAccess, type StaffAction, type StaffResource } from './domain/staff-permissions';
import { STAFF_ROLES, type StaffRole } from '../platform/auth';
import { aStaffMember } from './testing/test-staff';

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  action: StaffAction;
  resource: StaffResource;
  body?: unknown;
}

const ROUTES: readonly Route[] = [
  { method: 'GET', path: '/admin/api/players', action: 'list', resource: 'players' },
  { method: 'GET', path: '/admin/api/players/nobody', action: 'show', resource: 'players' },
  { method: 'POST', path: '/admin/api/players/nobody/freeze', action: 'edit', resource: 'players', body: {} },
  { method: 'POST', path: '/admin/api/players/nobody/unfreeze', action: 'edit', resource: 'players', body: {} },
  { method: 'PUT', path: '/admin/api/players/nobody', action: 'edit', resource: 'players', body: {} },
  { method: 'GET', path: '/admin/api/player-events', action: 'list', resource: 'player-events' },
  { method: 'GET', path: '/admin/api/change-records', action: 'list', resource: 'change-records' },
  { method: 'GET', path: '/admin/api/storage', action: 'list', resource: 'storage' },
  { method: 'GET', path: '/admin/api/seed-pairs', action: 'list', resource: 'seed-pairs' },
  { method: 'GET', path: '/admin/api/coin-adjustments', action: 'list', resource: 'coin-adjustments' },
  { method: 'GET', path: '/admin/api/coin-adjustments/none', action: 'show', resource: 'coin-adjustments' },
  { method: 'POST', path: '/admin/api/coin-adjustments', action: 'create', resource: 'coin-adjustments', body: {} },
  {
    method: 'POST',
    path: '/admin/api/coin-adjustments/none/approve',
    action: 'edit',
    resource: 'coin-adjustments',
    body: {},
  },
  {
    method: 'POST',
    path: '/admin/api/coin-adjustments/none/reject',
    action: 'edit',
    resource: 'coin-adjustments',
    body: {},
  },
  { method: 'GET', path: '/admin/api/audit-log', action: 'list', resource: 'audit-log' },
  { method: 'GET', path: '/admin/api/audit-log/0', action: 'show', resource: 'audit-log' },
  { method: 'GET', path: '/admin/api/staff', action: 'list', resource: 'staff' },
  { method: 'GET', path: '/admin/api/staff/0', action: 'show', resource: 'staff' },
  { method: 'POST', path: '/admin/api/staff', action: 'create', resource: 'staff', body: {} },
  { method: 'PUT', path: '/admin/api/staff/0', action: 'edit', resource: 'staff', body: {} },
];

let testApp: TestApp;
let client: ApiClient;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  testApp = await startTestApp();
  client = new ApiClient(testApp.baseUrl);
  for (const role of STAFF_ROLES) tokens.set(role, (await aStaffMember(testApp).withRole(role).signIn(client)).token);
});
afterAll(() => testApp.close());

const cases = STAFF_ROLES.flatMap((role) =>
  ROUTES.map((route) => ({ role, ...route, allowed: canAccess(role, route) })),
);

it.each(cases)(
  '$role $method $path ($action $resource): allowed $allowed',
  async ({ role, method, path, body, allowed }) => {
    const result = await client.request(method, path, body === undefined ? undefined : JSON.stringify(body), {
      token: tokens.get(role),
    });
    if (allowed) {
      expect(result.status).not.toBe(403);
      expect(result.status).toBeLessThan(500);
    } else {
      expect({ status: result.status, error: result.body.error }).toEqual({ status: 403, error: 'FORBIDDEN' });
    }
  },
);

it('refuses every role but admin something here, and a staff token is needed at all', async () => {
  for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
    expect(cases.some((c) => c.role === role && !c.allowed)).toBe(true);
  }
  for (const route of ROUTES) {
    const result = await client.request(route.method, route.path, route.body ? JSON.stringify(route.body) : undefined);
    expect({ route: route.path, status: result.status }).toEqual({ route: route.path, status: 401 });
  }
});
