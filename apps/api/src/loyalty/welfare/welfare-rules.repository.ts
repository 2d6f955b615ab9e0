// The welfare rules as one staff-edited row (loyalty_welfare_rules, amounts as hundredths strings);
// the defaults (day 7 = 68.88) until staff save a table.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DEFAULT_WELFARE_RULES, validateRules, type WelfareRules } from './domain/welfare-rules';

export const WELFARE_RULES_MIGRATIONS = [
  {
    id: 'loyalty-010-welfare-rules',
    sql: `CREATE TABLE IF NOT EXISTS loyalty_welfare_rules (id smallint PRIMARY KEY CHECK (id = 1), rules jsonb NOT NULL);`,
  },
];

interface StoredRules {
  days: string[];
  award: { min: string; max: string };
  month_packet: { min: string; max: string };
  month_sign_ins: number;
  registration: { min: string; max: string };
}

export function toStored(rules: WelfareRules): StoredRules {
  const range = (value: { min: bigint; max: bigint }) => ({ min: value.min.toString(), max: value.max.toString() });
  return {
    days: rules.days.map(String),
    award: range(rules.award),
    month_packet: range(rules.monthPacket),
    month_sign_ins: rules.monthSignIns,
    registration: range(rules.registration),
  };
}

function fromStored(stored: StoredRules): WelfareRules {
  const range = (value: { min: string; max: string }) => ({ min: BigInt(value.min), max: BigInt(value.max) });
  return {
    days: stored.days.map(BigInt),
    award: range(stored.award),
    monthPacket: range(stored.month_packet),
    monthSignIns: stored.month_sign_ins,
    registration: range(stored.registration),
  };
}

@Injectable()
export class WelfareRulesRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async rules(): Promise<WelfareRules> {
    const { rows } = await this.sql.query<{ rules: StoredRules }>(
      `SELECT rules FROM loyalty_welfare_rules WHERE id = 1`,
    );
    return rows.length === 0 ? DEFAULT_WELFARE_RULES : fromStored(rows[0].rules);
  }

  /** Validates and saves; onChange runs in the same transaction (the staff audit entry). */
  async save(
    rules: WelfareRules,
    onChange: (tx: SqlExecutor, before: WelfareRules, after: WelfareRules) => Promise<void>,
  ): Promise<WelfareRules> {
    validateRules(rules);
    const before = await this.rules();
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO loyalty_welfare_rules (id, rules) VALUES (1, $1::jsonb)
         ON CONFLICT (id) DO UPDATE SET rules = EXCLUDED.rules`,
        [JSON.stringify(toStored(rules))],
      );
      await onChange(tx, before, rules);
    });
    return rules;
  }
}
