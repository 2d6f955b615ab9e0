// Redeems a card code for the signed-in player (POST /api/card-recharge).
import { Command } from '@nestjs/cqrs';

export interface CardCodeRedeemed {
  /** Hundredths credited. */
  credited: bigint;
  /** Two-decimal balance after the credit. */
  balance: string;
}

export class RedeemCardCodeCommand extends Command<CardCodeRedeemed> {
  constructor(
    readonly playerId: string,
    /** As typed: normalised by the handler. */
    readonly card: string,
  ) {
    super();
  }
}
