// Creates (mode 'create': 409 DUPLICATE_ID for a level that exists) or replaces (mode 'update': 404
// NOT_FOUND) a promotion level. Invite totals must rise with the level (400 VALIDATION_FAILED). The
// commission of the next invitee recharge uses it.
import { Command } from '@nestjs/cqrs';
import type { OnLevelChange } from '../levels/level-rules';
import type { PromotionLevel } from '../levels/loyalty-levels';

export class SavePromotionLevelCommand extends Command<PromotionLevel> {
  constructor(
    readonly input: PromotionLevel,
    readonly mode: 'create' | 'update',
    readonly onChange?: OnLevelChange<PromotionLevel>,
  ) {
    super();
  }
}
