// Sums the journal read model by account.
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { formatAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { PLAYER_LEG } from './journal.projection';
import { GetJournalTotalsQuery, type JournalTotalsView } from './get-journal-totals.query';

@QueryHandler(GetJournalTotalsQuery)
export class GetJournalTotalsHandler implements IQueryHandler<GetJournalTotalsQuery, JournalTotalsView> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute(): Promise<JournalTotalsView> {
    const { rows } = await this.sql.query<{ account: string; balance: string }>(
      `SELECT CASE WHEN leg = $1 THEN '' ELSE account END AS account, sum(amount)::text AS balance
         FROM ledger_journal GROUP BY 1`,
      [PLAYER_LEG],
    );
    let total = 0n;
    let players = 0n;
    const counterAccounts: Record<string, string> = {};
    for (const row of rows) {
      const balance = BigInt(row.balance);
      total += balance;
      if (row.account === '') players = balance;
      else counterAccounts[row.account] = formatAmount(balance);
    }
    return { counterAccounts, players: formatAmount(players), total: formatAmount(total) };
  }
}
