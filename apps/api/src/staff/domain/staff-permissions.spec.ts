import { canAccess, permissionsOf, rolesAllowed, STAFF_ACTIONS, STAFF_RESOURCES } from './staff-permissions';
import { STAFF_ROLES } from '../../platform/auth';

describe('canAccess (the staff permission matrix)', () => {
  it('lets admin do everything', () => {
    for (const resource of STAFF_RESOURCES) {
      for (const action of STAFF_ACTIONS) expect(canAccess('admin', { action, resource })).toBe(true);
    }
  });

  it('lets auditor read everything and change nothing', () => {
    for (const resource of STAFF_RESOURCES) {
      expect(canAccess('auditor', { action: 'list', resource })).toBe(true);
      expect(canAccess('auditor', { action: 'show', resource })).toBe(true);
      expect(canAccess('auditor', { action: 'export', resource })).toBe(true);
      for (const action of ['create', 'edit', 'delete']) expect(canAccess('auditor', { action, resource })).toBe(false);
    }
  });

  it.each([
    ['finance', 'create', 'coin-adjustments', true],
    ['finance', 'delete', 'coin-adjustments', false],
    ['finance', 'edit', 'card-codes', true],
    ['finance', 'edit', 'boxes', false],
    ['content', 'edit', 'boxes', true],
    ['content', 'create', 'items', true],
    ['content', 'list', 'orders', false],
    ['content', 'create', 'coin-adjustments', false],
    ['support', 'show', 'players', true],
    ['support', 'edit', 'bills', true],
    ['support', 'create', 'coin-adjustments', false],
    ['support', 'list', 'staff', false],
    ['support', 'list', 'audit-log', false],
    ['finance', 'list', 'staff', false],
    ['support', 'edit', 'players', true],
    ['finance', 'edit', 'players', false],
    ['finance', 'edit', 'coin-adjustments', true],
    ['support', 'list', 'coin-adjustments', false],
    ['support', 'list', 'player-events', true],
    ['content', 'list', 'player-events', false],
    ['content', 'list', 'storage', false],
    ['finance', 'list', 'seed-pairs', false],
    ['auditor', 'list', 'staff', true],
    ['auditor', 'edit', 'staff', false],
  ])('%s may %s %s: %s', (role, action, resource, allowed) => {
    expect(canAccess(role, { action, resource })).toBe(allowed);
  });

  it('refuses unknown roles, resources and actions (nothing is allowed by default)', () => {
    expect(canAccess('root', { action: 'list', resource: 'players' })).toBe(false);
    expect(canAccess('admin', { action: 'list', resource: 'nuclear-codes' })).toBe(false);
    expect(canAccess('admin', { action: 'launch', resource: 'players' })).toBe(false);
    expect(canAccess('support', { action: 'list', resource: 'toString' })).toBe(false);
    expect(canAccess('__proto__', { action: 'list', resource: 'players' })).toBe(false);
  });

  it('rolesAllowed lists the roles the matrix allows, for @Roles', () => {
    expect(rolesAllowed('edit', 'staff')).toEqual(['admin']);
    expect(rolesAllowed('list', 'audit-log')).toEqual(['admin', 'auditor']);
    expect(rolesAllowed('edit', 'boxes')).toEqual(['admin', 'content']);
    expect(rolesAllowed('create', 'coin-adjustments')).toEqual(['admin', 'finance']);
  });

  it('permissionsOf agrees with canAccess for every role', () => {
    for (const role of STAFF_ROLES) {
      const set = permissionsOf(role);
      for (const resource of STAFF_RESOURCES) {
        for (const action of STAFF_ACTIONS) {
          expect(canAccess(role, { action, resource })).toBe((set[resource] ?? []).includes(action));
        }
      }
    }
  });
});
