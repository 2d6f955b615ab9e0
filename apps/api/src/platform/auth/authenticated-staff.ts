// Who an admin request is authenticated as: what StaffAuthGuard puts on the request.
import type { StaffRole } from './staff-role';

export interface AuthenticatedStaff {
  staffId: string;
  email: string;
  role: StaffRole;
  /** The sign-in this token belongs to (logout ends it). */
  sessionId: string;
  /**
   * Their role requires TOTP and they have not enrolled: only routes marked
   * @AllowedBeforeTotpEnrolment() let them through (403 TOTP_ENROLMENT_REQUIRED elsewhere).
   */
  totpEnrolmentRequired: boolean;
}

/** The request as the guard leaves it (Fastify request plus the authenticated staff member). */
export interface StaffRequest {
  headers: Record<string, string | string[] | undefined>;
  staff?: AuthenticatedStaff;
}
