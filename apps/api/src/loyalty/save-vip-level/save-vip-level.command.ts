// Edits a VIP level (0 to 10 exist; none is created or deleted): threshold, rebate, descriptions.
// Thresholds must rise with the level (400 VALIDATION_FAILED naming the field); 404 NOT_FOUND for a
// level that does not exist. The recharge process reads the levels on every order: the next
// completed recharge uses the edit.
import { Command } from '@nestjs/cqrs';
import type { OnLevelChange } from '../levels/level-rules';
import type { VipLevel } from '../levels/loyalty-levels';

export class SaveVipLevelCommand extends Command<VipLevel> {
  constructor(
    readonly input: VipLevel,
    readonly onChange?: OnLevelChange<VipLevel>,
  ) {
    super();
  }
}
