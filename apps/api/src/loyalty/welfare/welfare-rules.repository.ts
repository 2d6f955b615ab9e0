// The welfare rules as one staff-edited row (loyalty_welfare_rules, amounts as hundredths strings);
// the defaults (day 7 = 68.88, the registration tiers of expected value 0.41) until staff save a table.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { RewardTiers } from './domain/reward-tiers';
import { DEFAULT_WELFARE_RULES, validateRules, type WelfareRules } from './domain/welfare-rules';

export const WELFARE_RULES_MIGRATIONS = [
  {
    id: 'loyalty-010-welfare-rules',
    sql: `CREATE TABLE IF NOT EXISTS loyalty_welfare_rules (id smallint PRIMARY KEY CHECK (id = 1), rules jsonb NOT NULL);`,
  },
];

type StoredTiers = { amount: string; weight: number }[];

/**
 * The row's JSON: hundredths as digit strings. Rows saved before tiers hold `award`, `month_packet`
 * and `registration` as {min, max} ranges instead of the `*_tiers` lists: those read as the default
 * tiers (a uniform range is not a short tier list, and the old registration default was the problem
 * issue 27 fixes); the day table and the sign-in count are kept. Staff's next save writes tiers.
 */
interface StoredRules {
  days: string[];
  award_tiers?: StoredTiers;
  month_packet_tiers?: StoredTiers;
  month_sign_ins: number;
  registration_tiers?: StoredTiers;
}

const storedTiers = (tiers: RewardTiers): StoredTiers =>
  tiers.map((tier) => ({ amount: tier.amount.toString(), weight: tier.weight }));

const tiersOf = (stored: StoredTiers | undefined, fallback: RewardTiers): RewardTiers =>
  stored ? stored.map((tier) => ({ amount: BigInt(tier.amount), weight: tier.weight })) : fallback;

export function toStored(rules: WelfareRules): StoredRules {
  return {
    days: rules.days.map(String),
    award_tiers: storedTiers(rules.award),
    month_packet_tiers: storedTiers(rules.monthPacket),
    month_sign_ins: rules.monthSignIns,
    registration_tiers: storedTiers(rules.registration),
  };
}

function fromStored(stored: StoredRules): WelfareRules {
  return {
    days: stored.days.map(BigInt),
    award: tiersOf(stored.award_tiers, DEFAULT_WELFARE_RULES.award),
    monthPacket: tiersOf(stored.month_packet_tiers, DEFAULT_WELFARE_RULES.monthPacket),
    monthSignIns: stored.month_sign_ins,
    registration: tiersOf(stored.registration_tiers, DEFAULT_WELFARE_RULES.registration),
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
