// The staff roles of the back office (contract section 9); the staff table checks the same list.
export const STAFF_ROLES = ['admin', 'support', 'finance', 'content', 'auditor'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
