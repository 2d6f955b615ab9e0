// What the signed-in staff member may do, answered from the permissions GET /admin/api/auth/me gives
// their role (the matrix in docs/staff-and-console.md). Pure: react-admin's canAccess, the menu and the action buttons
// all ask it; the API enforces the same matrix anyway.
import type { StaffPermissions } from '@lootledger/contracts';

/** Console resources whose rights the matrix keeps under another name. */
const PERMISSION_RESOURCE: Readonly<Record<string, string>> = {
  'card-code-batches': 'card-codes',
  dashboard: 'reports',
};

/** The matrix resource that rules a console resource. */
export function permissionResource(resource: string): string {
  return PERMISSION_RESOURCE[resource] ?? resource;
}

export function canAccess(
  permissions: StaffPermissions | null | undefined,
  { action, resource }: { action: string; resource: string },
): boolean {
  if (!permissions) return false;
  const key = permissionResource(resource);
  if (!Object.prototype.hasOwnProperty.call(permissions, key)) return false;
  // react-admin asks for fine-grained actions on fields and columns ("resource.field"): rule them
  // by the resource's own right.
  const actions = permissions[key] ?? [];
  return actions.includes(action);
}
