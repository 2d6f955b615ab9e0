// Bearer-token guard for the admin API: @UseGuards(StaffAuthGuard) on an admin controller, with
// @Roles(...) to narrow it. Missing token -> 401 UNAUTHENTICATED; unknown, expired or revoked token,
// a player's token, or a disabled staff member -> 401 TOKEN_INVALID; a member whose role requires TOTP
// and who has not enrolled -> 403 TOTP_ENROLMENT_REQUIRED outside @AllowedBeforeTotpEnrolment()
// routes; a role not in @Roles -> 403 FORBIDDEN.
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../errors/domain-error';
import type { StaffRole } from './staff-role';
import type { StaffRequest } from './authenticated-staff';
import { ALLOWED_BEFORE_TOTP_ENROLMENT_KEY, STAFF_ROLES_KEY } from './roles.decorator';
import { bearerToken, STAFF_SESSIONS, type StaffSessionVerifier } from './session-verifiers';

@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    @Inject(STAFF_SESSIONS) private readonly sessions: StaffSessionVerifier,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('UNAUTHENTICATED');
    const staff = await this.sessions.verify(token);
    if (!staff) throw new DomainError('TOKEN_INVALID');
    const targets = [context.getHandler(), context.getClass()];
    if (
      staff.totpEnrolmentRequired &&
      !this.reflector.getAllAndOverride<boolean>(ALLOWED_BEFORE_TOTP_ENROLMENT_KEY, targets)
    ) {
      throw new DomainError('TOTP_ENROLMENT_REQUIRED');
    }
    const roles = this.reflector.getAllAndOverride<readonly StaffRole[] | undefined>(STAFF_ROLES_KEY, targets);
    if (roles && !roles.includes(staff.role)) throw new DomainError('FORBIDDEN');
    request.staff = staff;
    return true;
  }
}
