// Creates (mode 'create': 409 DUPLICATE_ID when a bonus for those coins exists) or replaces (mode
// 'update': 404 NOT_FOUND when none does) the first-recharge bonus of a package's coins. The next
// completed first recharge of such a package pays it (GET /api/beans/first shows it at once).
import { Command } from '@nestjs/cqrs';
import type { FirstBonusInput, OnConfigChange } from '../package-rules';

export class SaveFirstBonusCommand extends Command<FirstBonusInput> {
  constructor(
    readonly input: FirstBonusInput,
    readonly mode: 'create' | 'update',
    readonly onChange?: OnConfigChange<FirstBonusInput>,
  ) {
    super();
  }
}
