// Refuses every call marked @RefusedWhileExcluded() with 403 SELF_EXCLUDED while the signed-in
// player's cool-off or self-exclusion is in force. An interceptor, so it runs after the call's
// PlayerAuthGuard (the player is known) and before its body is validated or anything is decided.
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, switchMap, type Observable } from 'rxjs';
import { REFUSED_WHILE_EXCLUDED, type PlayerRequest } from '../platform/auth';
import { ResponsibleGamingService } from './responsible-gaming.service';

@Injectable()
export class SelfExclusionInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly responsibleGaming: ResponsibleGamingService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const marked = this.reflector.getAllAndOverride<boolean>(REFUSED_WHILE_EXCLUDED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!marked || context.getType() !== 'http') return next.handle();
    const player = context.switchToHttp().getRequest<PlayerRequest>().player;
    if (!player) return next.handle();
    return from(this.responsibleGaming.assertMayPlay(player.playerId)).pipe(switchMap(() => next.handle()));
  }
}
