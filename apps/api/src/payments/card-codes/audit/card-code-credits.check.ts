// Reconciles card-code credits (CoinsCredited, change type CARD_CODE, reference card-code-{id}) with
// the codes: each credit is of an issued code, redeemed by the player credited, for its batch's
// value, and no code is credited twice (on one stream or across players); a code marked credited
// has its credit in the log. Codes and batches are rows of this slice, not events: the check trusts
// them for which codes exist and their value (the staff audit log keeps who issued a batch).
import { ChangeType } from '@lootledger/contracts';
import { defineAuditCheck, describeEvent } from '../../../platform/event-sourcing';
import { cardCodeReference } from '../credit-claimed-codes/card-code-crediter';

const REFERENCE_PREFIX = cardCodeReference('');

export const cardCodeCreditsCheck = defineAuditCheck(
  'card codes: one credit per code, of its batch value',
  async (tx, failures) => {
    const { rows: tables } = await tx.query<{ present: boolean }>(
      `SELECT to_regclass('payments_card_codes') IS NOT NULL AS present`,
    );
    if (!tables[0].present) {
      return { skipped: 'no card-code tables here' };
    }
    const credits = `SELECT e.stream_id, e.stream_version, e.event_id::text AS event_id, e.data->>'reference' AS reference,
                            CASE WHEN e.data->>'amount' ~ '^-?\\d+$' THEN (e.data->>'amount')::numeric END AS amount
                       FROM events e
                      WHERE e.event_type = 'CoinsCredited' AND e.data->>'change_type' = '${ChangeType.CARD_CODE}'`;
    const { rows } = await tx.query<{
      stream_id: string;
      stream_version: number;
      event_id: string;
      reference: string;
      amount: string | null;
      times: string;
      code_value: string | null;
      batch_value: string | null;
      redeemed_by: string | null;
      mismatches: string;
    }>(
      `WITH credits AS (${credits}),
            checked AS (
              SELECT c.*, count(*) OVER (PARTITION BY c.reference) AS times, k.value AS code_value,
                     b.value AS batch_value, k.redeemed_by, k.id IS NOT NULL AS known
                FROM credits c
                LEFT JOIN payments_card_codes k ON $2 || k.id = c.reference
                LEFT JOIN payments_card_code_batches b ON b.id = k.batch_id)
       SELECT stream_id, stream_version, event_id, reference, amount::text AS amount, times::text AS times,
              code_value::text AS code_value, batch_value::text AS batch_value, redeemed_by,
              (count(*) OVER ())::text AS mismatches
         FROM checked
        WHERE NOT known OR times > 1 OR amount IS DISTINCT FROM code_value OR code_value IS DISTINCT FROM batch_value
           OR 'player-' || redeemed_by IS DISTINCT FROM stream_id
        ORDER BY stream_id, stream_version LIMIT $1::integer`,
      [failures.limit, REFERENCE_PREFIX],
    );
    failures.uncounted(Number(rows[0]?.mismatches ?? 0) - rows.length);
    for (const row of rows) {
      const where = describeEvent(row.stream_id, Number(row.stream_version), row.event_id);
      if (row.code_value === null) failures.add(`${where}: credits ${row.reference}, no such card code`);
      else if (Number(row.times) > 1) failures.add(`${where}: ${row.reference} credited ${row.times} times`);
      else if (`player-${row.redeemed_by}` !== row.stream_id)
        failures.add(`${where}: ${row.reference} was redeemed by ${row.redeemed_by ?? 'nobody'}`);
      else
        failures.add(
          `${where}: credits ${row.amount ?? 'a malformed amount'} for ${row.reference}, worth ${row.code_value} (batch ${row.batch_value})`,
        );
    }

    const { rows: unpaid } = await tx.query<{ id: string; redeemed_by: string; unpaid: string }>(
      `WITH credits AS (${credits})
       SELECT k.id, k.redeemed_by, (count(*) OVER ())::text AS unpaid
         FROM payments_card_codes k LEFT JOIN credits c ON c.reference = $2 || k.id
        WHERE k.credited_at IS NOT NULL AND c.reference IS NULL
        ORDER BY k.id LIMIT $1::integer`,
      [failures.limit, REFERENCE_PREFIX],
    );
    failures.uncounted(Number(unpaid[0]?.unpaid ?? 0) - unpaid.length);
    for (const row of unpaid) {
      failures.add(
        `${describeEvent(`player-${row.redeemed_by}`, null, null)}: card code ${row.id} marked credited, no credit in the log`,
      );
    }

    const { rows: counts } = await tx.query<{ credits: string; codes: string; redeemed: string }>(
      `SELECT (SELECT count(*) FROM (${credits}) c)::text AS credits,
              (SELECT count(*) FROM payments_card_codes)::text AS codes,
              (SELECT count(*) FROM payments_card_codes WHERE credited_at IS NOT NULL)::text AS redeemed`,
    );
    return [
      `${counts[0].credits} card-code credits reconciled with ${counts[0].codes} issued codes (${counts[0].redeemed} marked credited): each once, to its redeemer, for its batch's value`,
    ];
  },
);
