// Which staff roles must sign in with a second factor (TOTP): those whose permissions move money or
// items of value, read from the permission matrix so that a role granted such a right later needs
// it too. Pure: no I/O, no Nest.
import type { StaffRole } from '../../platform/auth';
import { canAccess, type StaffPermission } from './staff-permissions';

/** The rights that move money or items out of the house. */
export const MONEY_MOVING_PERMISSIONS: readonly StaffPermission[] = [
  // Request a manual credit or debit, approve or reject another's.
  { action: 'create', resource: 'coin-adjustments' },
  { action: 'edit', resource: 'coin-adjustments' },
  // Issue coins as card codes.
  { action: 'create', resource: 'card-codes' },
  // Approve, retry or reject a delivery: items of value leave to the trade provider.
  { action: 'edit', resource: 'bills' },
  // Grant a role (an admin can make anyone finance).
  { action: 'edit', resource: 'staff' },
];

/** Whether the role must have TOTP enrolled before it may do anything but enrol. */
export function totpRequiredFor(role: StaffRole): boolean {
  return MONEY_MOVING_PERMISSIONS.some((permission) => canAccess(role, permission));
}
