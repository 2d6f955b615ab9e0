// Staff sign-in for react-admin: POST /admin/api/auth/login gives a short-lived token; the staff
// member and their role's permissions come from GET /admin/api/auth/me (asked once per session) and
// answer canAccess. A 401 ends the session; a 403 is a refusal, shown, never a sign-out.
import type { StaffMeResponse, StaffTokenResponse } from '@lootledger/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { apiRequest } from './api-client';
import { canAccess } from './can-access';
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

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { data } = await apiRequest<StaffTokenResponse>('POST', '/auth/login', {
      body: { email: username, password },
      anonymous: true,
    });
    me = null;
    session.start(data.token, data.expires_in, data.staff);
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
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      me = null;
      session.clear();
      throw new Error('ra.notification.logged_out');
    }
  },
  async getIdentity(): Promise<UserIdentity> {
    const staff = await fetchMe();
    if (!staff) throw new Error('ra.auth.auth_check_error');
    return { id: staff.id, fullName: staff.email, role: staff.role };
  },
  async getPermissions() {
    return (await fetchMe())?.permissions ?? null;
  },
  async canAccess({ action, resource }: { action: string; resource: string }) {
    const staff = await fetchMe().catch(() => null);
    return canAccess(staff?.permissions, { action, resource });
  },
};
