// @PlayerCommand(path, feature?) on a player call that plays a game or moves coins: a POST answered
// 200, for a signed-in player (bearer token), refused while the player's cool-off or self-exclusion
// is in force (@RefusedWhileExcluded) and, with a feature, while the site settings switch it off
// (@FeatureSwitch). One mark instead of the same six decorators on every such call.
import { applyDecorators, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { SiteFeature } from '@lootledger/contracts';
import { FeatureSwitch } from '../site-info/feature-switch';
import { PlayerAuthGuard } from './player-auth.guard';
import { RefusedWhileExcluded } from './refused-while-excluded.decorator';

export function PlayerCommand(path?: string, feature?: SiteFeature) {
  // In the order the six stacked decorators applied (the bottom one first), so every route's
  // metadata, and the OpenAPI document, stay as they were.
  return applyDecorators(
    ApiBearerAuth(),
    UseGuards(PlayerAuthGuard),
    HttpCode(200),
    ...(feature ? [FeatureSwitch(feature)] : []),
    RefusedWhileExcluded(),
    path === undefined ? Post() : Post(path),
  );
}
