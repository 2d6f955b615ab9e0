// Recycles backpack items at their value (POST /api/cash): one append, all or nothing.
import { Command } from '@nestjs/cqrs';
import type { PlayerAccountResult } from '../player-account/player-account.service';

export class RecycleItemsCommand extends Command<PlayerAccountResult & { credited: bigint }> {
  constructor(
    readonly playerId: string,
    readonly storageIds: readonly string[],
    /** Idempotency key of this recycle (one per request). */
    readonly reference: string,
  ) {
    super();
  }
}
