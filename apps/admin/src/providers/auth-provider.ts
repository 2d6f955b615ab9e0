// Staff sign-in for react-admin: POST /admin/api/auth/login gives a short-lived token, or for members
// with TOTP a 401 TOTP_REQUIRED whose challenge the login page sends on with a code
// (POST /auth/login/totp). The staff member and their role's permissions come from
// GET /admin/api/auth/me (asked once per session) and answer canAccess; a member who must enrol TOTP
// first may access nothing and is sent to the Security page. A 401 ends the session; a 403 is a
// refusal, shown, never a sign-out.
import type { StaffMeResponse, StaffPermissions, StaffTokenResponse } from '@lootledger/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { apiRequest, errorKey } from './api-client';
import { canAccess, type PermissionOf } from './can-access';
import { session } from './session';

let me: { token: string; promise: Promise<StaffMeResponse> } | null = null;

/** The signed-in staff member with their permissions (one request per token). */
export function fetchMe(): Promise<StaffMeResponse | null> {
  const current = session.current();
  if (!current) return Promise.resolve(null);
  if (me?.token !== current.token) {
    const promise = apiRequest<StaffMeResponse>('GET', '/auth/me').then((result) => result.data);
    me = { token: current.token, promise };
    promise.catch(() => {
      if (me?.promise === promise) me = null;
    });
  }
  return me.promise;
}

/** Asks GET /auth/me again on next use (after enrolling or turning TOTP off). */
export function forgetMe(): void {
  me = null;
}

/** Whether the member must enrol TOTP before anything else. */
export function mustEnrolTotp(staff: StaffMeResponse | null | undefined): boolean {
  return !!staff && staff.totp_required && !staff.totp_enabled;
}

/** What the member may use now: nothing until a required enrolment is done. */
export function usablePermissions(staff: StaffMeResponse | null | undefined): StaffPermissions | null {
  return staff && !mustEnrolTotp(staff) ? staff.permissions : null;
}

/** The console's own page of two-factor sign-in (react-admin path). */
export const SECURITY_PATH = '/security';

/** The password step, or the second step with the challenge of a 401 TOTP_REQUIRED. */
export type LoginParams =
  | { username: string; password: string }
  | { mfa_token: string; code: string }
  | { mfa_token: string; recovery_code: string };

/** react-admin's authProvider; `ruledBy` names the matrix resource of each console resource. */
export function createAuthProvider(ruledBy: PermissionOf): AuthProvider {
  return {
    async login(params: LoginParams) {
      const { data } =
        'mfa_token' in params
          ? await apiRequest<StaffTokenResponse>('POST', '/auth/login/totp', { body: params, anonymous: true })
          : await apiRequest<StaffTokenResponse>('POST', '/auth/login', {
              body: { email: params.username, password: params.password },
              anonymous: true,
            });
      me = null;
      session.start(data.token, data.expires_in, data.staff);
      return mustEnrolTotp(await fetchMe().catch(() => null)) ? { redirectTo: SECURITY_PATH } : undefined;
    },
    async logout() {
      me = null;
      // The token stops working at once; a failure here changes nothing for the console.
      if (session.current()) await apiRequest('POST', '/auth/logout').catch(() => undefined);
      session.clear();
    },
    async checkAuth() {
      if (!session.current()) throw new Error('ra.auth.auth_check_error');
    },
    async checkError(error: { status?: number; message?: string }) {
      if (error?.status === 401) {
        me = null;
        session.clear();
        throw new Error('ra.notification.logged_out');
      }
      if (error?.status === 403 && errorKey(error) === 'TOTP_ENROLMENT_REQUIRED') {
        throw { redirectTo: SECURITY_PATH, logoutUser: false, message: error.message };
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      const staff = await fetchMe();
      if (!staff) throw new Error('ra.auth.auth_check_error');
      return { id: staff.id, fullName: staff.email, role: staff.role };
    },
    async getPermissions() {
      return usablePermissions(await fetchMe());
    },
    async canAccess({ action, resource }: { action: string; resource: string }) {
      const staff = await fetchMe().catch(() => null);
      return canAccess(usablePermissions(staff), { action, resource }, ruledBy);
    },
  };
}
