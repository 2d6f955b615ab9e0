// Bearer-token guard for player calls: any context's controller uses @UseGuards(PlayerAuthGuard).
// Missing token -> 401 UNAUTHENTICATED; unknown, expired or revoked -> 401 TOKEN_INVALID.
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import type { PlayerRequest } from './authenticated-player';
import { bearerToken, PLAYER_SESSIONS, type PlayerSessionVerifier } from './session-verifiers';

@Injectable()
export class PlayerAuthGuard implements CanActivate {
  constructor(@Inject(PLAYER_SESSIONS) private readonly sessions: PlayerSessionVerifier) {}

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
