// @Roles('admin', 'finance') on an admin controller or route (behind StaffAuthGuard): only staff with
// one of these roles get through, others get 403 FORBIDDEN. Without @Roles any signed-in staff may
// call. The route's OpenAPI entry lists the roles. Derive lists from the permission matrix where it
// fits: @Roles(...rolesAllowed('edit', 'boxes')). @AllowedBeforeTotpEnrolment(): the few routes a member
// whose role requires TOTP may call before enrolling (who am I, sign out, enrol).
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../openapi/envelope.schema';
import type { StaffRole } from './staff-role';

export const STAFF_ROLES_KEY = 'lootledger:staff-roles';
export const ALLOWED_BEFORE_TOTP_ENROLMENT_KEY = 'lootledger:allowed-before-totp-enrolment';

export function Roles(...roles: StaffRole[]) {
  // An empty list would lock everyone out silently: refuse it when the class is declared.
  if (roles.length === 0) throw new Error('@Roles() needs at least one role');
  return applyDecorators(
    SetMetadata(STAFF_ROLES_KEY, roles),
    ApiForbiddenResponse({
      description: `FORBIDDEN unless the staff role is one of: ${roles.join(', ')}`,
      type: ErrorEnvelopeDto,
    }),
  );
}

export function AllowedBeforeTotpEnrolment() {
  return SetMetadata(ALLOWED_BEFORE_TOTP_ENROLMENT_KEY, true);
}
