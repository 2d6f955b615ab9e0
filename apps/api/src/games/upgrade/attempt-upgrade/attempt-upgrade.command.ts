// Attempts an upgrade for a player (POST /api/upgrade): a target, a rate and/or backpack items staked.
import { Command } from '@nestjs/cqrs';
import type { UpgradeAttemptedData } from '../domain/upgrade-attempted.event';

export interface AttemptUpgradeResult {
  /** Balance after, hundredths. */
  balance: bigint;
  attempted: UpgradeAttemptedData;
}

export class AttemptUpgradeCommand extends Command<AttemptUpgradeResult> {
  constructor(
    readonly playerId: string,
    readonly itemId: string,
    readonly rate: number | undefined,
    readonly storageIds: readonly string[],
  ) {
    super();
  }
}
