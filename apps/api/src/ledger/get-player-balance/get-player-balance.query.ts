// Asks the ledger for a player's balance (read your own writes: reflects every completed append).
import { Query } from '@nestjs/cqrs';

export interface PlayerBalanceView {
  playerId: string;
  /** Two-decimal string, e.g. "68.88". */
  bean: string;
}

export class GetPlayerBalanceQuery extends Query<PlayerBalanceView> {
  constructor(readonly playerId: string) {
    super();
  }
}
