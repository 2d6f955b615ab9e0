// @RefusedWhileExcluded() on a player call that moves coins or takes part in a game (a top-up, a box
// opening, a battle, an upgrade, a contract, ROLL, the shop, rewards): while the player's cool-off or
// self-exclusion is in force it answers 403 SELF_EXCLUDED before anything else runs (responsible
// gaming's interceptor reads this mark). The OpenAPI document carries it as
// `x-refused-while-excluded: true`, so a test walks every marked route.
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';

export const REFUSED_WHILE_EXCLUDED = 'lootledger:refused-while-excluded';
export const REFUSED_WHILE_EXCLUDED_EXTENSION = 'x-refused-while-excluded';

export function RefusedWhileExcluded() {
  return applyDecorators(
    SetMetadata(REFUSED_WHILE_EXCLUDED, true),
    ApiExtension(REFUSED_WHILE_EXCLUDED_EXTENSION, true),
    ApiForbiddenResponse({
      description:
        'SELF_EXCLUDED: refused while the player’s cool-off or self-exclusion is in force (data: {kind, until})',
    }),
  );
}
