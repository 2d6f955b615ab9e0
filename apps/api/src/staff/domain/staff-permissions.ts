// What each staff role may do in the admin console: one matrix, read by canAccess (react-admin's
// `canAccess(role, {action, resource})`), by GET /admin/api/auth/me (so the console hides what a
// role cannot use) and by the @Roles lists of admin controllers. Pure: no I/O, no Nest.
// Anything not listed is refused; admin may do everything, auditor may read everything. A game's
// resources and their grants come with the game (defineStaffResources in its folder), not here.
import type { StaffRole } from '../../platform/auth';

export const STAFF_ACTIONS = ['list', 'show', 'export', 'create', 'edit', 'delete'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The core's resources; the games' are registered with them (defineStaffResources). */
const CORE_STAFF_RESOURCES = [
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
  // Payments a gateway reported that were refused (read only).
  'refused-payments',
  'packages',
  'first-bonuses',
  'card-codes',
  // First-recharge conversion reports and their forwarding (read only).
  'conversion-reports',
  'items',
  'boxes',
  'games',
  // (each game's resources follow here, in the order games.registry.ts lists the games)
  'bills',
  // The delivery's settings: the price margin of marketplace deliveries (one row).
  'delivery-settings',
  'vip-levels',
  'promotion-levels',
  'promotions',
  'tasks',
  'red-packets',
  // The welfare centre's sign-in day table and random packet ranges (one row).
  'welfare-rules',
  'shop',
  'help-articles',
  'reports',
  // The welfare paid per day by kind (read only; a report).
  'welfare-payouts',
  'settings',
  // Loyalty: points earning rules, daily free boxes (the shop and tasks are listed above).
  'points-rules',
  'free-boxes',
  // A player's points movements (read only).
  'player-points',
] as const;

/** The admin console's resources (react-admin resource names, also the /admin/api/{resource} paths). */
export type StaffResource = (typeof CORE_STAFF_RESOURCES)[number] | GameStaffResource;
/**
 * A resource a game brings (defineStaffResources): any name here, checked when its routes are
 * declared (@Roles refuses a resource no role may use, so an unregistered one fails at start).
 */
export type GameStaffResource = string & {};

const resources: StaffResource[] = [...CORE_STAFF_RESOURCES];
/** Every resource: the core's, with the games' after `games`. */
export const STAFF_RESOURCES: readonly StaffResource[] = resources;

export interface StaffPermission {
  action: string;
  resource: string;
}

export type PermissionSet = Readonly<Partial<Record<StaffResource, readonly StaffAction[]>>>;

export const STAFF_READ: readonly StaffAction[] = ['list', 'show', 'export'];
export const STAFF_ALL: readonly StaffAction[] = STAFF_ACTIONS;
const READ = STAFF_READ;
const ALL = STAFF_ALL;

function everything(actions: readonly StaffAction[]): PermissionSet {
  return Object.fromEntries(CORE_STAFF_RESOURCES.map((resource) => [resource, actions]));
}

const permissions: Record<StaffRole, Partial<Record<StaffResource, readonly StaffAction[]>>> = {
  admin: everything(ALL),
  // Reads everything, the audit log included; changes nothing.
  auditor: everything(READ),
  // Player care: looks players and their money up, fixes a profile (edit players: also freeze and
  // unfreeze), freezes an item under review (edit storage), retries a stuck delivery.
  support: {
    players: [...READ, 'edit'],
    'player-events': READ,
    storage: [...READ, 'edit'],
    'seed-pairs': READ,
    'change-records': READ,
    orders: READ,
    'refused-payments': READ,
    bills: [...READ, 'edit'],
    'delivery-settings': READ,
    games: READ,
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
    'refused-payments': READ,
    packages: ALL,
    'first-bonuses': ALL,
    'card-codes': ALL,
    'conversion-reports': READ,
    bills: READ,
    'delivery-settings': [...READ, 'edit'],
    reports: READ,
    'welfare-payouts': READ,
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
    games: READ,
    'help-articles': ALL,
    settings: [...READ, 'edit'],
  },
};

/** Role by role, the actions on each resource (the games' resources included once registered). */
export const PERMISSIONS: Readonly<Record<StaffRole, PermissionSet>> = permissions;

/** A game's grants on one of its resources: admin may do everything and auditor read, always. */
export type StaffResourceGrants = Readonly<
  Partial<Record<Exclude<StaffRole, 'admin' | 'auditor'>, readonly StaffAction[]>>
>;

const registered = new Map<string, StaffResourceGrants>();

/**
 * A game's resources with each role's grants, added to the matrix at once (so the game's routes,
 * declared after it, get their roles) and listed again, as a no-op, in the game's registration.
 * A resource the core or another game already has is a mistake.
 */
export function defineStaffResources<Name extends string>(
  grants: Readonly<Record<Name, StaffResourceGrants>>,
): Readonly<Record<Name, StaffResourceGrants>> {
  registerStaffResources(grants);
  return grants;
}

/** Adds resources to the matrix (again: the same grants, moved last), after `games` and the games' before. */
export function registerStaffResources(grants: Readonly<Record<string, StaffResourceGrants>>): void {
  for (const [resource, grant] of Object.entries(grants)) {
    const known = registered.get(resource);
    if (known !== undefined && known !== grant) throw new Error(`staff resource ${resource} is registered twice`);
    if (known === undefined && (resources as readonly string[]).includes(resource)) {
      throw new Error(`staff resource ${resource} is the core's`);
    }
    registered.set(resource, grant);
    // Last of the games' so far: the games' registrations, in their list's order, set the order
    // whichever game's file was imported first.
    if (known !== undefined) resources.splice(resources.indexOf(resource), 1);
    resources.splice(resources.indexOf('games') + registered.size, 0, resource);
    permissions.admin[resource] = ALL;
    permissions.auditor[resource] = READ;
    for (const [role, actions] of Object.entries(grant) as [StaffRole, readonly StaffAction[]][]) {
      permissions[role][resource] = actions;
    }
  }
}

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
