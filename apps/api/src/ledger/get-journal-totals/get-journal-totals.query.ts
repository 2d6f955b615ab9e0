// Balances of the double-entry accounts: every counter-account, plus all player accounts together
// (for finance reports). The sum over all accounts is zero while the ledger is sound.
import { Query } from '@nestjs/cqrs';

export interface JournalTotalsView {
  /** Counter-account -> balance (two decimals; negative when it paid out more than it took in). */
  counterAccounts: Record<string, string>;
  /** Sum of all player accounts (two decimals). */
  players: string;
  /** Sum over every account: "0.00" for a sound ledger. */
  total: string;
}

export class GetJournalTotalsQuery extends Query<JournalTotalsView> {}
