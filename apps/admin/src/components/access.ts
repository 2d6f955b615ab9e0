// Whether the signed-in staff member may do something, for menus and buttons (the pure canAccess
// over the permissions of GET /admin/api/auth/me; the API refuses the rest anyway). Read through a
// plain query, not react-admin's usePermissions: a signed-out console must not react by signing
// out again (that loops between the layout and the login page).
import { useQuery } from '@tanstack/react-query';
import type { StaffMeResponse, StaffPermissions } from '@lootledger/contracts';
import { fetchMe, usablePermissions } from '../providers/auth-provider';
import { canAccess } from '../providers/can-access';
import { session } from '../providers/session';
import { useRegistrations } from './registrations';

/** The query keys of the signed-in member (invalidate them after a change to their TOTP). */
export const STAFF_ME_QUERY_KEY = ['lootledger', 'staff-me'] as const;

/** GET /admin/api/auth/me; undefined while it loads, null when signed out. */
export function useStaffMe(): { me: StaffMeResponse | null | undefined; isPending: boolean } {
  const token = session.current()?.token ?? null;
  const query = useQuery({
    queryKey: [...STAFF_ME_QUERY_KEY, token],
    queryFn: async () => (await fetchMe().catch(() => null)) ?? null,
    staleTime: Infinity,
  });
  return { me: query.data, isPending: query.isPending };
}

/**
 * The signed-in staff member's permissions; undefined while they load, null when signed out (or
 * while they must enrol TOTP first).
 */
export function useStaffPermissions(): { permissions: StaffPermissions | null | undefined; isPending: boolean } {
  const { me, isPending } = useStaffMe();
  return { permissions: me === undefined ? undefined : usablePermissions(me), isPending };
}

export function useCan(): (action: string, resource: string) => boolean {
  const { permissions } = useStaffPermissions();
  const { permissionOf } = useRegistrations();
  return (action, resource) => canAccess(permissions, { action, resource }, permissionOf);
}
