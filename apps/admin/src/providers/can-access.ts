// What the signed-in staff member may do, answered from the permissions GET /admin/api/auth/me gives
// their role (the matrix in docs/staff-and-console.md). Pure: react-admin's canAccess, the menu and the action buttons
// all ask it; the API enforces the same matrix anyway. A console resource is ruled by the matrix
// resource of its name unless its registration names another (ConsoleResource.permission).
import type { StaffPermissions } from '@lootledger/contracts';

/** The matrix resource that rules a console resource. */
export type PermissionOf = (resource: string) => string;

/** The dashboard is not a registered resource: the reports right rules it. */
const OWN_NAMES: Readonly<Record<string, string>> = { dashboard: 'reports' };

/** The matrix resource of each console resource, given the registered ones that differ. */
export function permissionOf(registered: Readonly<Record<string, string>>): PermissionOf {
  const names: Readonly<Record<string, string>> = { ...OWN_NAMES, ...registered };
  return (resource) => (Object.prototype.hasOwnProperty.call(names, resource) ? names[resource] : resource);
}

const BY_OWN_NAMES = permissionOf({});

export function canAccess(
  permissions: StaffPermissions | null | undefined,
  { action, resource }: { action: string; resource: string },
  ruledBy: PermissionOf = BY_OWN_NAMES,
): boolean {
  if (!permissions) return false;
  const key = ruledBy(resource);
  if (!Object.prototype.hasOwnProperty.call(permissions, key)) return false;
  // react-admin asks for fine-grained actions on fields and columns ("resource.field"): rule them
  // by the resource's own right.
  const actions = permissions[key] ?? [];
  return actions.includes(action);
}
