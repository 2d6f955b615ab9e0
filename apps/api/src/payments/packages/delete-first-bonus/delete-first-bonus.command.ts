// Deletes the first-recharge bonus of a package's coins (404 NOT_FOUND when there is none): a first
// recharge of that package then pays no bonus.
import { Command } from '@nestjs/cqrs';
import type { FirstBonusInput, OnConfigChange } from '../package-rules';

export class DeleteFirstBonusCommand extends Command<FirstBonusInput> {
  constructor(
    /** The package coins, hundredths. */
    readonly bean: bigint,
    readonly onChange?: OnConfigChange<FirstBonusInput>,
  ) {
    super();
  }
}
