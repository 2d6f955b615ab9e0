// Freezes / unfreezes a player account at a staff member's request (AccountFrozen / AccountUnfrozen
// on the player's stream). While frozen the player can sign in and look, but not spend, recycle or
// extract: the deciders refuse with 403 ACCOUNT_FROZEN inside the stream decision.
import { Command } from '@nestjs/cqrs';
import type { InAppendTransaction } from '../../platform/event-sourcing';
import type { PlayerAccountResult } from '../player-account/player-account.service';

export interface AccountStatusInput {
  playerId: string;
  reason: string;
  /** The staff member's id: the events' actor and `by`. */
  staffId: string;
  /** Idempotency key of this request (one per staff action). */
  requestId: string;
  /** Runs in the append's transaction (the staff audit-log entry). */
  inTransaction?: InAppendTransaction;
}

/** 409 ACCOUNT_ALREADY_FROZEN when it is frozen. */
export class FreezeAccountCommand extends Command<PlayerAccountResult> {
  constructor(readonly input: AccountStatusInput) {
    super();
  }
}

/** 409 ACCOUNT_NOT_FROZEN when it is not frozen. */
export class UnfreezeAccountCommand extends Command<PlayerAccountResult> {
  constructor(readonly input: AccountStatusInput) {
    super();
  }
}
