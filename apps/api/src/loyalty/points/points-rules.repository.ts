// Staff-configured earning rules: for each spend change type, the points per 1.00 coin spent (basis
// points: 10000 = 1 point per coin). Defaults: 1 point per coin on box openings, battles, upgrades
// and contracts. Every edit runs with its staff audit-log entry in one transaction (onChange).
import { Inject, Injectable } from '@nestjs/common';
import { ChangeType } from '@lootledger/contracts';
import type { Migration, SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';

export const POINTS_RULES_MIGRATIONS: readonly Migration[] = [
  {
    id: 'loyalty-010-points-rules',
    sql: `
CREATE TABLE IF NOT EXISTS loyalty_points_rules (
  change_type integer PRIMARY KEY,
  rate_bp integer NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 1000000),
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO loyalty_points_rules (change_type, rate_bp) VALUES (6, 10000), (8, 10000), (10, 10000), (11, 10000)
ON CONFLICT (change_type) DO NOTHING;`,
  },
];

const spendChangeTypes: number[] = [ChangeType.BOX_OPEN];
/** The spend change types a rule may name (coins a player spends in a game): box openings and the games'. */
export const SPEND_CHANGE_TYPES: readonly number[] = spendChangeTypes;

/** Adds a game's spend change types (games.registry.ts, once per game; again: nothing new). */
export function registerPointsSpendTypes(types: readonly number[]): void {
  for (const type of types) if (!spendChangeTypes.includes(type)) spendChangeTypes.push(type);
}

export interface PointsRule {
  changeType: number;
  rateBp: number;
  enabled: boolean;
}

export type OnPointsRuleChange = (tx: SqlExecutor, before: PointsRule | null, after: PointsRule) => Promise<void>;

/**
 * The rates in force, read by the earning process for every debit: cached per database for a short
 * while (a save through any repository of the process forgets them; another process's save is seen
 * within the TTL: a new rate applies to the debits earned from then on).
 */
const RATES_CACHE_MS = 2_000;
const ratesCache = new WeakMap<SqlClient, { rules: Promise<PointsRule[]>; until: number }>();

@Injectable()
export class PointsRulesRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async list(): Promise<PointsRule[]> {
    const { rows } = await this.sql.query<{ change_type: number; rate_bp: number; enabled: boolean }>(
      `SELECT change_type, rate_bp, enabled FROM loyalty_points_rules ORDER BY change_type`,
    );
    return rows.map((row) => ({
      changeType: Number(row.change_type),
      rateBp: Number(row.rate_bp),
      enabled: row.enabled,
    }));
  }

  /** The rate in force for a change type (0: it earns nothing). */
  async rateFor(changeType: number): Promise<number> {
    const rule = (await this.cachedList()).find((candidate) => candidate.changeType === changeType);
    return rule && rule.enabled ? rule.rateBp : 0;
  }

  private cachedList(): Promise<PointsRule[]> {
    const now = Date.now();
    const cached = ratesCache.get(this.sql);
    if (cached && cached.until > now) return cached.rules;
    const rules = this.list();
    ratesCache.set(this.sql, { rules, until: now + RATES_CACHE_MS });
    rules.catch(() => ratesCache.delete(this.sql));
    return rules;
  }

  async save(rule: PointsRule, onChange: OnPointsRuleChange): Promise<PointsRule> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ change_type: number; rate_bp: number; enabled: boolean }>(
        `SELECT change_type, rate_bp, enabled FROM loyalty_points_rules WHERE change_type = $1 FOR UPDATE`,
        [rule.changeType],
      );
      const before = rows[0]
        ? { changeType: Number(rows[0].change_type), rateBp: Number(rows[0].rate_bp), enabled: rows[0].enabled }
        : null;
      await tx.query(
        `INSERT INTO loyalty_points_rules (change_type, rate_bp, enabled) VALUES ($1, $2, $3)
         ON CONFLICT (change_type) DO UPDATE SET rate_bp = excluded.rate_bp, enabled = excluded.enabled, updated_at = now()`,
        [rule.changeType, rule.rateBp, rule.enabled],
      );
      await onChange(tx, before, rule);
      ratesCache.delete(this.sql);
      return rule;
    });
  }
}
