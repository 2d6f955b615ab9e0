// @CurrentStaff() in an admin controller behind StaffAuthGuard: the signed-in staff member.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import type { AuthenticatedStaff, StaffRequest } from './authenticated-staff';

export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedStaff => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  // Only reachable when a controller forgot the guard: refuse rather than act as nobody.
  if (!staff) throw new DomainError('UNAUTHENTICATED');
  return staff;
});
