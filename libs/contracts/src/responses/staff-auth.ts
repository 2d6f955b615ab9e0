// Response shapes of the staff sign-in (/admin/api/auth, contract section 9): the staff member, the
// sign-in token and the role's permission matrix the console hides what a role cannot use by.

export type StaffRole = 'admin' | 'support' | 'finance' | 'content' | 'auditor';

/** resource -> allowed actions (list, show, export, create, edit, delete); a missing resource: none. */
export type StaffPermissions = Readonly<Partial<Record<string, readonly string[]>>>;

export interface StaffMemberResponse {
  id: string;
  email: string;
  role: StaffRole;
}

/** data of POST /admin/api/auth/login. */
export interface StaffTokenResponse {
  /** Staff token for Authorization: Bearer on /admin/api (not valid on /api). */
  token: string;
  /** Seconds until the token expires; then sign in again. */
  expires_in: number;
  staff: StaffMemberResponse;
}

/** data of GET /admin/api/auth/me. */
export interface StaffMeResponse extends StaffMemberResponse {
  permissions: StaffPermissions;
}
