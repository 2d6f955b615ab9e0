// Credits coins to a player's account (recharge, bonus, recycle, win, staff adjustment...).
// Idempotent by (change type, reference): the same credit sent twice credits once.
import { Command } from '@nestjs/cqrs';
import type { ChangeType, CounterAccount } from '@lootledger/contracts';
import type { CommandContext } from '../../platform/event-sourcing';
import type { PlayerAccountResult } from '../player-account/player-account.service';

export interface CoinCommandInput {
  playerId: string;
  /** Integer hundredths, > 0 (parseAmount("10.00") === 1000n). */
  amount: bigint;
  changeType: ChangeType;
  /** What caused it (order id, open id, ...): unique per player and change type. */
  reference: string;
  /** Defaults to the change type's usual counter-account (DEFAULT_COUNTER_ACCOUNT). */
  counterAccount?: CounterAccount;
  /** Defaults to the system actor. */
  actor?: CommandContext['actor'];
  /** Defaults to the handler's clock. */
  at?: Date;
  correlationId?: string;
  causationId?: string;
}

export class CreditCoinsCommand extends Command<PlayerAccountResult> {
  constructor(readonly input: CoinCommandInput) {
    super();
  }
}
