// The audit's double-entry sums: the ledger journal's legs sum to zero over all accounts and per
// event, both in the replayed copy and in the live table.
import { formatAmount } from '@lootledger/contracts';
import type { SqlExecutor } from '@lootledger/event-store';
import { PLAYER_LEG } from '../../ledger';
import { describeEvent, FailureList, type AuditCheckResult } from '../../platform/event-sourcing';
import { quote } from './read-models.check';

/** The double-entry sums: zero over all accounts and per event, in the replay and in the live journal. */
export async function checkJournalSums(
  tx: SqlExecutor,
  journalSchema: string,
  eventsSchema: string,
  limit: number,
): Promise<AuditCheckResult> {
  const failures = new FailureList(limit);
  const checked: string[] = [];
  for (const [label, table] of [
    ['replayed', 'pg_temp.ledger_journal'],
    ['live', `${quote(journalSchema)}.ledger_journal`],
  ] as const) {
    const total = await tx.query<{ total: string | null; legs: string; accounts: string; counter_accounts: string }>(
      `SELECT sum(amount)::text AS total, count(*)::text AS legs, count(DISTINCT account)::text AS accounts,
              count(DISTINCT account) FILTER (WHERE leg <> $1)::text AS counter_accounts FROM ${table}`,
      [PLAYER_LEG],
    );
    const sum = BigInt(total.rows[0].total ?? '0');
    checked.push(
      `${label} journal: ${total.rows[0].legs} legs over ${total.rows[0].accounts} accounts (${total.rows[0].counter_accounts} counter-accounts) sum to ${formatAmount(sum)}`,
    );
    if (sum !== 0n) failures.add(`${label} journal: the sum over all accounts is ${formatAmount(sum)}, not 0.00`);
    const unbalanced = await tx.query<{
      stream_id: string;
      stream_version: number;
      event_id: string | null;
      total: string;
      legs: string;
      unbalanced: string;
    }>(
      `SELECT j.stream_id, j.stream_version, min(e.event_id::text) AS event_id, sum(j.amount)::text AS total,
              count(*)::text AS legs, (count(*) OVER ())::text AS unbalanced
         FROM ${table} j LEFT JOIN ${quote(eventsSchema)}.events e ON e.stream_id = j.stream_id AND e.stream_version = j.stream_version
        GROUP BY j.stream_id, j.stream_version HAVING sum(j.amount) <> 0 OR count(*) <> 2
        ORDER BY 1, 2 LIMIT $1::integer`,
      [limit],
    );
    failures.uncounted(Number(unbalanced.rows[0]?.unbalanced ?? 0) - unbalanced.rows.length);
    for (const row of unbalanced.rows) {
      failures.add(
        `${label} journal: ${describeEvent(row.stream_id, Number(row.stream_version), row.event_id)}: ${row.legs} legs summing to ${formatAmount(BigInt(row.total))}`,
      );
    }
  }
  checked.push('every event: two legs summing to zero');
  return { name: 'double entry: sums', checked, failureCount: failures.count, failures: failures.shown };
}
