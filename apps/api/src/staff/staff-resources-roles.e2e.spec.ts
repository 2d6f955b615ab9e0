// Who may call each operations route, role by role (the permission matrix as the console meets it):
// a refused role gets 403 FORBIDDEN before anything is read or checked; an allowed one gets through
// (here to a 200, or a 400/404 that changes nothing); without a token, 401.
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { ApiClient } from '../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../platform/testing/test-app';
import { STAFF_ROLES, type StaffRole } from '../platform/auth';
import { staffOfEveryRole, type AdminRest } from './testing/admin-rest';

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, allowed: readonly StaffRole[]];

const CATALOGUE_READ = ['admin', 'content', 'auditor'] as const;
const CATALOGUE_WRITE = ['admin', 'content'] as const;
const MONEY_READ = ['admin', 'finance', 'auditor'] as const;
const MONEY_WRITE = ['admin', 'finance'] as const;
const PLAYER_CARE_READ = ['admin', 'support', 'finance', 'auditor'] as const;
const PLAYER_CARE_WRITE = ['admin', 'support'] as const;
const NO_BILL = '00000000-0000-4000-8000-000000000000';
// The games' records: player care and money read them; the upgrade's targets are content's.
const GAME_RECORDS_READ = ['admin', 'support', 'finance', 'auditor'] as const;
const UPGRADES_READ = ['admin', 'support', 'finance', 'content', 'auditor'] as const;
const UPGRADE_SETTINGS_READ = ['admin', 'finance', 'content', 'auditor'] as const;

const CALLS: Call[] = [
  ['GET', 'items', CATALOGUE_READ],
  ['GET', 'items/ak-47-redline-ft', CATALOGUE_READ],
  ['POST', 'items', CATALOGUE_WRITE],
  ['PUT', 'items/ak-47-redline-ft', CATALOGUE_WRITE],
  ['GET', 'boxes', CATALOGUE_READ],
  ['GET', 'boxes/redline', CATALOGUE_READ],
  ['POST', 'boxes/rtp-preview', CATALOGUE_READ],
  ['POST', 'boxes', CATALOGUE_WRITE],
  ['PUT', 'boxes/redline', CATALOGUE_WRITE],
  ['POST', 'boxes/no-such-box/enable', CATALOGUE_WRITE],
  ['POST', 'boxes/no-such-box/disable', CATALOGUE_WRITE],
  ['GET', 'orders', PLAYER_CARE_READ],
  ['GET', 'orders/no-such-order', PLAYER_CARE_READ],
  ['GET', 'refused-payments', PLAYER_CARE_READ],
  ['GET', 'packages', MONEY_READ],
  ['GET', 'packages/pkg-100', MONEY_READ],
  ['POST', 'packages', MONEY_WRITE],
  ['PUT', 'packages/pkg-100', MONEY_WRITE],
  ['DELETE', 'packages/no-such-package', MONEY_WRITE],
  ['GET', 'first-bonuses', MONEY_READ],
  ['GET', 'first-bonuses/100.00', MONEY_READ],
  ['POST', 'first-bonuses', MONEY_WRITE],
  ['PUT', 'first-bonuses/100.00', MONEY_WRITE],
  ['DELETE', 'first-bonuses/1.23', MONEY_WRITE],
  ['GET', 'bills', PLAYER_CARE_READ],
  ['GET', `bills/${NO_BILL}`, PLAYER_CARE_READ],
  ['POST', `bills/${NO_BILL}/retry`, PLAYER_CARE_WRITE],
  ['POST', `bills/${NO_BILL}/approve`, PLAYER_CARE_WRITE],
  ['POST', `bills/${NO_BILL}/reject`, PLAYER_CARE_WRITE],
  ['GET', 'help-articles', CATALOGUE_READ],
  ['GET', 'help-articles/2', CATALOGUE_READ],
  ['POST', 'help-articles', CATALOGUE_WRITE],
  ['PUT', 'help-articles/2', CATALOGUE_WRITE],
  ['DELETE', 'help-articles/999', CATALOGUE_WRITE],
  ['GET', 'vip-levels', CATALOGUE_READ],
  ['GET', 'vip-levels/1', CATALOGUE_READ],
  ['PUT', 'vip-levels/1', CATALOGUE_WRITE],
  ['GET', 'promotion-levels', CATALOGUE_READ],
  ['GET', 'promotion-levels/1', CATALOGUE_READ],
  ['POST', 'promotion-levels', CATALOGUE_WRITE],
  ['PUT', 'promotion-levels/1', CATALOGUE_WRITE],
  ['DELETE', 'promotion-levels/99', CATALOGUE_WRITE],
  ['GET', 'reports/summary', MONEY_READ],
  ['GET', 'reports/economy', MONEY_READ],
  ['GET', 'welfare-payouts', MONEY_READ],
  ['POST', 'card-code-batches', MONEY_WRITE],
  ['GET', 'conversion-reports', MONEY_READ],
  ['GET', 'battles', GAME_RECORDS_READ],
  ['GET', 'battles/no-such-battle', GAME_RECORDS_READ],
  ['GET', 'arena-ranking-rewards', MONEY_READ],
  ['PUT', 'arena-ranking-rewards/999', MONEY_WRITE],
  ['GET', 'arena-rebate-tiers', MONEY_READ],
  ['PUT', 'arena-rebate-tiers/999', MONEY_WRITE],
  ['GET', 'arena-ranking-settings', GAME_RECORDS_READ],
  ['PUT', 'arena-ranking-settings/no-such-row', MONEY_WRITE],
  ['GET', 'upgrades', UPGRADES_READ],
  ['GET', 'upgrades/no-such-upgrade', UPGRADES_READ],
  ['GET', 'upgrade-targets', CATALOGUE_READ],
  ['PUT', 'upgrade-targets/no-such-item', CATALOGUE_WRITE],
  ['DELETE', 'upgrade-targets/no-such-item', CATALOGUE_WRITE],
  ['GET', 'upgrade-settings', UPGRADE_SETTINGS_READ],
  ['PUT', 'upgrade-settings/default', MONEY_WRITE],
  ['GET', 'contracts', GAME_RECORDS_READ],
  ['GET', 'contracts/no-such-contract', GAME_RECORDS_READ],
  ['GET', 'contract-settings', MONEY_READ],
  ['PUT', 'contract-settings/default', MONEY_WRITE],
  // The site settings (customer-service link, minimum age, feature switches, statistics script): content's.
  ['GET', 'settings', CATALOGUE_READ],
  ['GET', 'settings/site', CATALOGUE_READ],
  ['PUT', 'settings/nothing', CATALOGUE_WRITE],
];

let app: TestApp;
let client: ApiClient;
let staff: Record<StaffRole, AdminRest>;

beforeAll(async () => {
  ({ app, client } = suiteOf(await startTestApp({ seedDemo: true })));
  staff = await staffOfEveryRole(app, client);
});
afterAll(() => app.close());

/** Bodies that any allowed role gets refused (400) or not found (404) for: nothing changes. */
function call(rest: AdminRest, method: Call[0], path: string) {
  switch (method) {
    case 'GET':
      return rest.get(path);
    case 'POST':
      return rest.post(path, {});
    case 'PUT':
      return rest.put(path, {});
    case 'DELETE':
      return rest.delete(path);
  }
}

describe.each(CALLS)('%s /admin/api/%s', (method, path, allowed) => {
  it.each(STAFF_ROLES.map((role) => [role, allowed.includes(role as never)] as const))(
    '%s allowed: %s',
    async (role, isAllowed) => {
      const result = await call(staff[role], method, path);
      if (isAllowed) {
        expect([200, 400, 404, 422]).toContain(result.status);
      } else {
        expect({ status: result.status, error: result.body.error }).toEqual({ status: 403, error: 'FORBIDDEN' });
      }
    },
  );

  it('without a token: 401 UNAUTHENTICATED', async () => {
    const result =
      method === 'GET'
        ? await client.get(`/admin/api/${path}`)
        : await client.request(method, `/admin/api/${path}`, method === 'DELETE' ? undefined : '{}');
    expect({ status: result.status, error: result.body.error }).toEqual({ status: 401, error: 'UNAUTHENTICATED' });
  });
});

it('changed nothing: no audit entry was written by any of these calls', async () => {
  const { rows } = await app.app
    .get<SqlClient>(SQL_CLIENT)
    .query<{ n: string }>(`SELECT count(*)::text AS n FROM admin_audit_log`);
  expect(rows[0].n).toBe('0');
});
