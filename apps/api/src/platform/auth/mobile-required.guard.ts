// @UseGuards(MobileRequiredGuard) after PlayerAuthGuard, on calls that move money in or items out
// (top-ups, extraction): an account without a mobile (a Steam sign-up that has not bound one) is
// refused with 422 MOBILE_REQUIRED. identity provides the PLAYER_MOBILES port it asks.
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import type { PlayerRequest } from './authenticated-player';

export interface PlayerMobiles {
  hasMobile(playerId: string): Promise<boolean>;
}

export const PLAYER_MOBILES = Symbol('PLAYER_MOBILES');

@Injectable()
export class MobileRequiredGuard implements CanActivate {
  constructor(@Inject(PLAYER_MOBILES) private readonly mobiles: PlayerMobiles) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const player = context.switchToHttp().getRequest<PlayerRequest>().player;
    if (!player) throw new DomainError('UNAUTHENTICATED');
    if (!(await this.mobiles.hasMobile(player.playerId))) throw new DomainError('MOBILE_REQUIRED');
    return true;
  }
}
