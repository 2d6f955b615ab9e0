// Whether the signed-in staff member may do something, for menus and buttons (the pure canAccess
// over the permissions of GET /admin/api/auth/me; the API refuses the rest anyway). Read through a
// plain query, not react-admin's usePermissions: a signed-out console must not react by signing
// out again (that loops between the layout and the login page).
import { useQuery } from '@tanstack/react-query';
import type { StaffPermissions } from '@lootledger/contracts';
import { fetchMe } from '../providers/auth-provider';
import { canAccess } from '../providers/can-access';
import { session } from '../providers/session';

/** The signed-in staff member's permissions; undefined while they load, null when signed out. */
export function useStaffPermissions(): { permissions: StaffPermissions | null | undefined; isPending: boolean } {
  const token = session.current()?.token ?? null;
  const query = useQuery({
    queryKey: ['lootledger', 'staff-permissions', token],
    queryFn: async () => (await fetchMe().catch(() => null))?.permissions ?? null,
    staleTime: Infinity,
  });
  return { permissions: query.data, isPending: query.isPending };
}

export function useCan(): (action: string, resource: string) => boolean {
  const { permissions } = useStaffPermissions();
  return (action, resource) => canAccess(permissions, { action, resource });
}
