// @CurrentPlayer() in a controller behind PlayerAuthGuard: the authenticated player {playerId}.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import type { AuthenticatedPlayer, PlayerRequest } from './authenticated-player';

export const CurrentPlayer = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedPlayer => {
  const player = context.switchToHttp().getRequest<PlayerRequest>().player;
  // Only reachable when a controller forgot the guard: refuse rather than act as nobody.
  if (!player) throw new DomainError('UNAUTHENTICATED');
  return { playerId: player.playerId };
});
