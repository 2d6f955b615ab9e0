// Freezes / unfreezes one backpack item at a staff member's request (ItemFrozen / ItemUnfrozen on
// the player's stream, where the item is held): while frozen (status 3) the item stays the player's
// but recycling, extracting and staking it in a game are refused with 409 ITEM_FROZEN, inside the
// stream decision (a recycle racing a freeze lands either before it or is refused).
import { Command } from '@nestjs/cqrs';
import type { InAppendTransaction } from '../../platform/event-sourcing';
import type { PlayerAccountResult } from '../player-account/player-account.service';

export interface ItemFreezeInput {
  playerId: string;
  storageId: string;
  reason: string;
  /** The staff member's id: the events' actor and `by`. */
  staffId: string;
  /** Idempotency key of this request (one per staff action). */
  requestId: string;
  /** Runs in the append's transaction (the staff audit-log entry). */
  inTransaction?: InAppendTransaction;
}

/** 409 ITEM_ALREADY_FROZEN when frozen; 409 ITEM_NOT_IN_BACKPACK when not in the backpack. */
export class FreezeItemCommand extends Command<PlayerAccountResult> {
  constructor(readonly input: ItemFreezeInput) {
    super();
  }
}

/** 409 ITEM_NOT_FROZEN when the item is not frozen. */
export class UnfreezeItemCommand extends Command<PlayerAccountResult> {
  constructor(readonly input: ItemFreezeInput) {
    super();
  }
}
