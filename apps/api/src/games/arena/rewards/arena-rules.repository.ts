// The arena's reward tables as staff set them (arena-rules.ts has the defaults they start from). A
// day's payout copies the tables it used into its own stream, so a later edit changes no past day.
// The ranking's settings (activity floor, cap on a day's rewards) are one row, id 'default'.
import { Inject, Injectable } from '@nestjs/common';
import type { Migration, SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import {
  DEFAULT_RANKING_REWARDS,
  DEFAULT_RANKING_SETTINGS,
  DEFAULT_REBATE_TIERS,
  type RankingReward,
  type RankingSettings,
  type RebateTier,
} from './arena-rules';

/** At most 100 %: the rewards of a day never pay more than its volume. */
export const MAX_PAYOUT_CAP_BP = 10_000;

export const ARENA_RULES_MIGRATIONS: readonly Migration[] = [
  {
    id: 'games-005-arena-rules',
    sql: `
CREATE TABLE IF NOT EXISTS arena_ranking_rewards (
  rank_from integer PRIMARY KEY,
  rank_to integer NOT NULL,
  amount bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS arena_rebate_tiers (
  min_loss bigint PRIMARY KEY,
  rate_bp integer NOT NULL
);
INSERT INTO arena_ranking_rewards (rank_from, rank_to, amount) VALUES
${DEFAULT_RANKING_REWARDS.map((reward) => `(${reward.rankFrom}, ${reward.rankTo}, ${reward.amount})`).join(',\n')}
ON CONFLICT DO NOTHING;
INSERT INTO arena_rebate_tiers (min_loss, rate_bp) VALUES
${DEFAULT_REBATE_TIERS.map((tier) => `(${tier.minLoss}, ${tier.rateBp})`).join(',\n')}
ON CONFLICT DO NOTHING;
`,
  },
  {
    id: 'games-031-arena-ranking-settings',
    sql: `
CREATE TABLE IF NOT EXISTS arena_ranking_settings (
  id text PRIMARY KEY CHECK (id = 'default'),
  min_battles integer NOT NULL CHECK (min_battles >= 0),
  min_played bigint NOT NULL CHECK (min_played >= 0),
  payout_cap_bp integer NOT NULL CHECK (payout_cap_bp BETWEEN 0 AND ${MAX_PAYOUT_CAP_BP}),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO arena_ranking_settings (id, min_battles, min_played, payout_cap_bp) VALUES
('default', ${DEFAULT_RANKING_SETTINGS.minBattles}, ${DEFAULT_RANKING_SETTINGS.minPlayed}, ${DEFAULT_RANKING_SETTINGS.payoutCapBp})
ON CONFLICT DO NOTHING;
`,
  },
];

export interface StoredRankingSettings extends RankingSettings {
  updatedAt: string;
}

@Injectable()
export class ArenaRulesRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async rankingRewards(tx: SqlExecutor = this.sql): Promise<RankingReward[]> {
    const { rows } = await tx.query<{ rank_from: number; rank_to: number; amount: string }>(
      `SELECT rank_from, rank_to, amount FROM arena_ranking_rewards ORDER BY rank_from`,
    );
    return rows.map((row) => ({ rankFrom: row.rank_from, rankTo: row.rank_to, amount: BigInt(row.amount) }));
  }

  async rebateTiers(tx: SqlExecutor = this.sql): Promise<RebateTier[]> {
    const { rows } = await tx.query<{ min_loss: string; rate_bp: number }>(
      `SELECT min_loss, rate_bp FROM arena_rebate_tiers ORDER BY min_loss`,
    );
    return rows.map((row) => ({ minLoss: BigInt(row.min_loss), rateBp: row.rate_bp }));
  }

  async rankingSettings(tx: SqlExecutor = this.sql): Promise<StoredRankingSettings> {
    const { rows } = await tx.query<{
      min_battles: number;
      min_played: string;
      payout_cap_bp: number;
      updated_at: Date;
    }>(`SELECT min_battles, min_played, payout_cap_bp, updated_at FROM arena_ranking_settings WHERE id = 'default'`);
    const row = rows[0];
    if (!row) return { ...DEFAULT_RANKING_SETTINGS, updatedAt: new Date(0).toISOString() };
    return {
      minBattles: Number(row.min_battles),
      minPlayed: BigInt(row.min_played),
      payoutCapBp: Number(row.payout_cap_bp),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  async saveRankingSettings(tx: SqlExecutor, settings: RankingSettings): Promise<void> {
    await tx.query(
      `INSERT INTO arena_ranking_settings (id, min_battles, min_played, payout_cap_bp, updated_at)
       VALUES ('default', $1, $2, $3, now())
       ON CONFLICT (id) DO UPDATE SET min_battles = EXCLUDED.min_battles, min_played = EXCLUDED.min_played,
         payout_cap_bp = EXCLUDED.payout_cap_bp, updated_at = now()`,
      [settings.minBattles, settings.minPlayed.toString(), settings.payoutCapBp],
    );
  }

  /** Replaces the ranking rewards (one transaction, with whatever else the caller records in it). */
  async saveRankingRewards(tx: SqlExecutor, rewards: readonly RankingReward[]): Promise<void> {
    await tx.query(`DELETE FROM arena_ranking_rewards`);
    for (const reward of rewards) {
      await tx.query(`INSERT INTO arena_ranking_rewards (rank_from, rank_to, amount) VALUES ($1, $2, $3)`, [
        reward.rankFrom,
        reward.rankTo,
        reward.amount.toString(),
      ]);
    }
  }

  async saveRebateTiers(tx: SqlExecutor, tiers: readonly RebateTier[]): Promise<void> {
    await tx.query(`DELETE FROM arena_rebate_tiers`);
    for (const tier of tiers) {
      await tx.query(`INSERT INTO arena_rebate_tiers (min_loss, rate_bp) VALUES ($1, $2)`, [
        tier.minLoss.toString(),
        tier.rateBp,
      ]);
    }
  }
}
