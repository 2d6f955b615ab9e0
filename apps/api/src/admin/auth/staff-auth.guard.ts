// Bearer-token guard for the admin API: @UseGuards(StaffAuthGuard) on an admin controller, with
// @Roles(...) to narrow it. Missing token -> 401 UNAUTHENTICATED; unknown, expired or revoked token,
// a player's token, or a disabled staff member -> 401 TOKEN_INVALID; a role not in @Roles -> 403 FORBIDDEN.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../../platform/errors/domain-error';
import type { StaffRole } from '../domain/staff-role';
import type { StaffRequest } from './authenticated-staff';
import { STAFF_ROLES_KEY } from './roles.decorator';
import { StaffSessionService } from './staff-session.service';

export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match ? match[1] : undefined;
}

@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    private readonly sessions: StaffSessionService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('UNAUTHENTICATED');
    const staff = await this.sessions.verify(token);
    if (!staff) throw new DomainError('TOKEN_INVALID');
    const roles = this.reflector.getAllAndOverride<readonly StaffRole[] | undefined>(STAFF_ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles && !roles.includes(staff.role)) throw new DomainError('FORBIDDEN');
    request.staff = staff;
    return true;
  }
}
