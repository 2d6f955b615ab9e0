// Debits coins from a player's account; refused with 422 INSUFFICIENT_BALANCE above the balance.
// Idempotent by (change type, reference): the same debit sent twice debits once.
import { Command } from '@nestjs/cqrs';
import type { CoinCommandInput } from '../credit-coins/credit-coins.command';
import type { PlayerAccountResult } from '../player-account/player-account.service';

export class DebitCoinsCommand extends Command<PlayerAccountResult> {
  constructor(readonly input: CoinCommandInput) {
    super();
  }
}
