// Bearer-token guard for player calls: any context's controller uses @UseGuards(PlayerAuthGuard).
// Missing token -> 401 UNAUTHENTICATED; unknown, expired or revoked -> 401 TOKEN_INVALID.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import type { PlayerRequest } from './authenticated-player';
import { SessionService } from './session.service';

export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : undefined;
}

@Injectable()
export class PlayerAuthGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PlayerRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('UNAUTHENTICATED');
    const session = await this.sessions.verifyAccessToken(token);
    if (!session) throw new DomainError('TOKEN_INVALID');
    request.player = { playerId: session.playerId, sessionId: session.sessionId };
    return true;
  }
}
