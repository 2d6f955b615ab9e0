// Credits a paid recharge order to the player's account, with the first-recharge bonus, the VIP
// level and its rebate (recharge decider). Idempotent by order id: a repeat appends nothing.
import { Command } from '@nestjs/cqrs';
import type { VipLevelRule } from '../domain/recharge.decider';
import type { PlayerAccountResult } from '../player-account/player-account.service';

export interface RechargeAccountInput {
  playerId: string;
  orderId: string;
  /** Coins paid for, hundredths. */
  amount: bigint;
  firstRechargeBonus: bigint;
  vipLevels: readonly VipLevelRule[];
}

export class RechargeAccountCommand extends Command<PlayerAccountResult> {
  constructor(readonly input: RechargeAccountInput) {
    super();
  }
}
