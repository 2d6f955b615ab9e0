// Bearer-token guard for player calls: any context's controller uses @UseGuards(PlayerAuthGuard).
// Missing token -> 401 UNAUTHENTICATED; unknown, expired or revoked -> 401 TOKEN_INVALID. A call
// that needs the player only sometimes (a quote with a stake, a Steam bind) checks the header itself
// with playerSessionOf (the same refusals), or optionalPlayerSessionOf where a guest is fine.
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import type { PlayerRequest } from './authenticated-player';
import {
  bearerToken,
  PLAYER_SESSIONS,
  type PlayerSessionVerifier,
  type VerifiedPlayerSession,
} from './session-verifiers';

/** The session of an Authorization header, refused as PlayerAuthGuard refuses. */
export async function playerSessionOf(
  sessions: PlayerSessionVerifier,
  authorization: string | string[] | undefined,
): Promise<VerifiedPlayerSession> {
  const token = bearerToken(authorization);
  if (!token) throw new DomainError('UNAUTHENTICATED');
  const session = await sessions.verifyAccessToken(token);
  if (!session) throw new DomainError('TOKEN_INVALID');
  return session;
}

/** The session of an Authorization header; undefined for a guest or a token that is not valid. */
export async function optionalPlayerSessionOf(
  sessions: PlayerSessionVerifier,
  authorization: string | string[] | undefined,
): Promise<VerifiedPlayerSession | undefined> {
  const token = bearerToken(authorization);
  return token ? sessions.verifyAccessToken(token) : undefined;
}

@Injectable()
export class PlayerAuthGuard implements CanActivate {
  constructor(@Inject(PLAYER_SESSIONS) private readonly sessions: PlayerSessionVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PlayerRequest>();
    const session = await playerSessionOf(this.sessions, request.headers.authorization);
    request.player = { playerId: session.playerId, sessionId: session.sessionId };
    return true;
  }
}
