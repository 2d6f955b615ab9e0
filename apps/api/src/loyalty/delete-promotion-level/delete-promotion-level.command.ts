// Deletes a promotion level (404 NOT_FOUND): referrers at it fall to the highest level below that
// they reach (or none). Commissions already decided on orders stay as decided.
import { Command } from '@nestjs/cqrs';
import type { OnLevelChange } from '../levels/level-rules';
import type { PromotionLevel } from '../levels/loyalty-levels';

export class DeletePromotionLevelCommand extends Command<PromotionLevel> {
  constructor(
    readonly level: number,
    readonly onChange?: OnLevelChange<PromotionLevel>,
  ) {
    super();
  }
}
