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
  /** Whether the member signs in with TOTP. */
  totp_enabled: boolean;
  /** Whether their role must (until enrolled, every other admin call answers 403 TOTP_ENROLMENT_REQUIRED). */
  totp_required: boolean;
}

/**
 * data of the 401 TOTP_REQUIRED answer to POST /admin/api/auth/login (the password was right; the
 * member has TOTP): send it to POST /admin/api/auth/login/totp with a code or a recovery code.
 */
export interface StaffTotpChallengeResponse {
  mfa_token: string;
  /** Seconds the challenge is accepted; then sign in with the password again. */
  expires_in: number;
}

/** data of GET /admin/api/auth/totp: the signed-in member's two-factor sign-in. */
export interface StaffTotpStatusResponse {
  enabled: boolean;
  /** Their role must have it (roles that move money); then it cannot be turned off. */
  required: boolean;
  /** Unused recovery codes (0 when not enabled). */
  recovery_codes_left: number;
}

/** data of POST /admin/api/auth/totp/setup: a new secret waiting for a code to confirm it. */
export interface StaffTotpSetupResponse {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** otpauth://totp/Lootledger:<email>?secret=...&issuer=Lootledger (what the QR code holds). */
  otpauth_url: string;
  /** The QR code of otpauth_url as a data: URL (SVG). */
  qr_code: string;
}

/** data of POST /admin/api/auth/totp/enable and /recovery-codes: shown this once, stored only hashed. */
export interface StaffRecoveryCodesResponse {
  recovery_codes: string[];
}
