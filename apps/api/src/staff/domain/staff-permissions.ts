// What each staff role may do in the admin console: one matrix, read by canAccess (react-admin's
// `canAccess(role, {action, resource})`), by GET /admin/api/auth/me (so the console hides what a
// role cannot use) and by the @Roles lists of admin controllers. Pure: no I/O, no Nest.
// Anything not listed is refused; admin may do everything, auditor may read everything.
import type { StaffRole } from '../../platform/auth';

export const STAFF_ACTIONS = ['list', 'show', 'export', 'create', 'edit', 'delete'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The admin console's resources (react-admin resource names, also the /admin/api/{resource} paths). */
export const STAFF_RESOURCES = [
  'staff',
  'audit-log',
  'players',
  // A player's raw ledger events, items (backpack and bills, any status) and seed pairs.
  'player-events',
  'storage',
  'seed-pairs',
  'change-records',
  'coin-adjustments',
  'orders',
  'packages',
  'first-bonuses',
  'card-codes',
  'items',
  'boxes',
  'games',
  // Box battles (read only: they run themselves) and the arena's daily reward tables.
  'battles',
  'arena-ranking-rewards',
  'arena-rebate-tiers',
  // Upgrade attempts (read only), the upgrade targets and the upgrade's RTP setting.
  'upgrades',
  'upgrade-targets',
  'upgrade-settings',
  // Contracts (read only: players sign them) and the contract's rules (RTP, value band).
  'contracts',
  'contract-settings',
  'bills',
  'vip-levels',
  'promotion-levels',
  'promotions',
  'tasks',
  'red-packets',
  // The welfare centre's sign-in day table and random packet ranges (one row).
  'welfare-rules',
  'shop',
  'roll-rooms',
  'help-articles',
  'reports',
  'settings',
  // Loyalty: points earning rules, daily free boxes (the shop and tasks are listed above).
  'points-rules',
  'free-boxes',
  // A player's points movements (read only).
  'player-points',
] as const;
export type StaffResource = (typeof STAFF_RESOURCES)[number];

export interface StaffPermission {
  action: string;
  resource: string;
}

export type PermissionSet = Readonly<Partial<Record<StaffResource, readonly StaffAction[]>>>;

const READ: readonly StaffAction[] = ['list', 'show', 'export'];
const ALL: readonly StaffAction[] = STAFF_ACTIONS;

function everything(actions: readonly StaffAction[]): PermissionSet {
  return Object.fromEntries(STAFF_RESOURCES.map((resource) => [resource, actions]));
}

export const PERMISSIONS: Readonly<Record<StaffRole, PermissionSet>> = {
  admin: everything(ALL),
  // Reads everything, the audit log included; changes nothing.
  auditor: everything(READ),
  // Player care: looks players and their money up, fixes a profile (edit players: also freeze and
  // unfreeze), retries a stuck delivery.
  support: {
    players: [...READ, 'edit'],
    'player-events': READ,
    storage: READ,
    'seed-pairs': READ,
    'change-records': READ,
    orders: READ,
    bills: [...READ, 'edit'],
    games: READ,
    battles: READ,
    upgrades: READ,
    contracts: READ,
    'roll-rooms': READ,
    'player-points': READ,
  },
  // Money: orders, recharge packages, card codes, manual coin adjustments (create: request one; edit:
  // approve or reject another's; never deleted: the ledger is append-only), reports.
  finance: {
    players: READ,
    'player-events': READ,
    storage: READ,
    'change-records': READ,
    'coin-adjustments': [...READ, 'create', 'edit'],
    orders: [...READ, 'edit'],
    packages: ALL,
    'first-bonuses': ALL,
    'card-codes': ALL,
    bills: READ,
    battles: READ,
    'arena-ranking-rewards': ALL,
    'arena-rebate-tiers': ALL,
    upgrades: READ,
    'upgrade-settings': [...READ, 'edit'],
    contracts: READ,
    'contract-settings': [...READ, 'edit'],
    reports: READ,
    'welfare-rules': [...READ, 'edit'],
    'red-packets': READ,
  },
  // The catalogue and the site's offers.
  content: {
    items: ALL,
    boxes: ALL,
    'vip-levels': ALL,
    'promotion-levels': ALL,
    promotions: ALL,
    tasks: ALL,
    'red-packets': ALL,
    'welfare-rules': [...READ, 'edit'],
    shop: ALL,
    'points-rules': ALL,
    'free-boxes': ALL,
    'roll-rooms': ALL,
    games: READ,
    upgrades: READ,
    'upgrade-targets': ALL,
    'upgrade-settings': READ,
    'help-articles': ALL,
    settings: [...READ, 'edit'],
  },
};

/** Whether a role may do an action on a resource; unknown roles, actions and resources are refused. */
export function canAccess(role: string, { action, resource }: StaffPermission): boolean {
  const set = (PERMISSIONS as Record<string, PermissionSet | undefined>)[role];
  if (!set || !Object.prototype.hasOwnProperty.call(set, resource)) return false;
  const actions = set[resource as StaffResource] ?? [];
  return (actions as readonly string[]).includes(action);
}

/** The roles that may do an action on a resource (for @Roles(...rolesAllowed('edit', 'boxes'))). */
export function rolesAllowed(action: StaffAction, resource: StaffResource): StaffRole[] {
  return (Object.keys(PERMISSIONS) as StaffRole[]).filter((role) => canAccess(role, { action, resource }));
}

/** A role's permissions, resource by resource (what GET /admin/api/auth/me returns). */
export function permissionsOf(role: StaffRole): PermissionSet {
  return PERMISSIONS[role];
}
