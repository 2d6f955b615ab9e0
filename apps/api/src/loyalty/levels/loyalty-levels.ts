// The loyalty levels: VIP levels by a player's total of paid recharges (each with a rebate on every
// recharge), and promotion (referral) levels by the total recharged by a referrer's invitees (each
// with a commission on every invitee recharge). Configuration, edited by staff (admin console);
// defaults loaded on an empty database. Rates in basis points, amounts in hundredths.
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';

export const LOYALTY_MIGRATIONS = [
  {
    id: 'loyalty-001-levels',
    sql: `
CREATE TABLE IF NOT EXISTS loyalty_vip_levels (
  level smallint PRIMARY KEY CHECK (level BETWEEN 0 AND 12),
  threshold bigint NOT NULL CHECK (threshold >= 0),
  rebate_bp integer NOT NULL CHECK (rebate_bp BETWEEN 0 AND 10000),
  description_zh text NOT NULL,
  description_en text NOT NULL
);
CREATE TABLE IF NOT EXISTS loyalty_promotion_levels (
  level smallint PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  invite_total bigint NOT NULL CHECK (invite_total >= 0),
  rebate_bp integer NOT NULL CHECK (rebate_bp BETWEEN 0 AND 10000),
  description_zh text NOT NULL,
  description_en text NOT NULL
);`,
  },
];

export interface VipLevel {
  level: number;
  threshold: bigint;
  rebateBp: number;
  descriptionZh: string;
  descriptionEn: string;
}

export interface PromotionLevel {
  level: number;
  nameZh: string;
  nameEn: string;
  /** Total recharged by the invitees (hundredths) from which the level holds. */
  inviteTotal: bigint;
  rebateBp: number;
  descriptionZh: string;
  descriptionEn: string;
}

const YUAN = 100n;

/** VIP 0 to 10 (spec: "a maximum level of 10"): thresholds in yuan and the rebate on each recharge. */
export const DEFAULT_VIP_LEVELS: readonly VipLevel[] = [
  [0, 0n, 0],
  [1, 100n, 50],
  [2, 500n, 100],
  [3, 1_000n, 150],
  [4, 3_000n, 200],
  [5, 5_000n, 250],
  [6, 10_000n, 300],
  [7, 30_000n, 350],
  [8, 50_000n, 400],
  [9, 100_000n, 450],
  [10, 200_000n, 500],
].map(([level, yuan, rebateBp]) => ({
  level: Number(level),
  threshold: BigInt(yuan) * YUAN,
  rebateBp: Number(rebateBp),
  descriptionZh: Number(level) === 0 ? '普通会员' : `累计充值满 ${yuan} 元，每次充值返利 ${Number(rebateBp) / 100}%`,
  descriptionEn:
    Number(level) === 0 ? 'Member' : `Total recharge from ${yuan}: ${Number(rebateBp) / 100}% back on every recharge`,
}));

export const DEFAULT_PROMOTION_LEVELS: readonly PromotionLevel[] = [
  { level: 1, nameZh: '青铜推广员', nameEn: 'Bronze', inviteTotal: 0n, rebateBp: 100 },
  { level: 2, nameZh: '白银推广员', nameEn: 'Silver', inviteTotal: 1_000n * YUAN, rebateBp: 200 },
  { level: 3, nameZh: '黄金推广员', nameEn: 'Gold', inviteTotal: 10_000n * YUAN, rebateBp: 300 },
  { level: 4, nameZh: '铂金推广员', nameEn: 'Platinum', inviteTotal: 50_000n * YUAN, rebateBp: 400 },
  { level: 5, nameZh: '钻石推广员', nameEn: 'Diamond', inviteTotal: 200_000n * YUAN, rebateBp: 500 },
].map((level) => ({
  ...level,
  descriptionZh: `下级累计充值满 ${level.inviteTotal / YUAN} 元，下级每次充值返佣 ${level.rebateBp / 100}%`,
  descriptionEn: `Invitees' recharges from ${level.inviteTotal / YUAN}: ${level.rebateBp / 100}% of each invitee recharge`,
}));

/** Loads the default levels into empty tables (idempotent, safe when two processes start at once). */
export async function loadDefaultLevels(sql: SqlClient): Promise<void> {
  await sql.query(
    `INSERT INTO loyalty_vip_levels (level, threshold, rebate_bp, description_zh, description_en)
     SELECT * FROM unnest($1::int2[], $2::int8[], $3::int4[], $4::text[], $5::text[])
     WHERE NOT EXISTS (SELECT 1 FROM loyalty_vip_levels) ON CONFLICT (level) DO NOTHING`,
    [
      DEFAULT_VIP_LEVELS.map((level) => level.level),
      DEFAULT_VIP_LEVELS.map((level) => level.threshold.toString()),
      DEFAULT_VIP_LEVELS.map((level) => level.rebateBp),
      DEFAULT_VIP_LEVELS.map((level) => level.descriptionZh),
      DEFAULT_VIP_LEVELS.map((level) => level.descriptionEn),
    ],
  );
  await sql.query(
    `INSERT INTO loyalty_promotion_levels (level, name_zh, name_en, invite_total, rebate_bp, description_zh, description_en)
     SELECT * FROM unnest($1::int2[], $2::text[], $3::text[], $4::int8[], $5::int4[], $6::text[], $7::text[])
     WHERE NOT EXISTS (SELECT 1 FROM loyalty_promotion_levels) ON CONFLICT (level) DO NOTHING`,
    [
      DEFAULT_PROMOTION_LEVELS.map((level) => level.level),
      DEFAULT_PROMOTION_LEVELS.map((level) => level.nameZh),
      DEFAULT_PROMOTION_LEVELS.map((level) => level.nameEn),
      DEFAULT_PROMOTION_LEVELS.map((level) => level.inviteTotal.toString()),
      DEFAULT_PROMOTION_LEVELS.map((level) => level.rebateBp),
      DEFAULT_PROMOTION_LEVELS.map((level) => level.descriptionZh),
      DEFAULT_PROMOTION_LEVELS.map((level) => level.descriptionEn),
    ],
  );
}

export async function readVipLevels(sql: SqlExecutor): Promise<VipLevel[]> {
  const { rows } = await sql.query<{
    level: number;
    threshold: string;
    rebate_bp: number;
    description_zh: string;
    description_en: string;
  }>(
    `SELECT level, threshold::text AS threshold, rebate_bp, description_zh, description_en FROM loyalty_vip_levels ORDER BY level`,
  );
  return rows.map((row) => ({
    level: Number(row.level),
    threshold: BigInt(row.threshold),
    rebateBp: Number(row.rebate_bp),
    descriptionZh: row.description_zh,
    descriptionEn: row.description_en,
  }));
}

export async function readPromotionLevels(sql: SqlExecutor): Promise<PromotionLevel[]> {
  const { rows } = await sql.query<{
    level: number;
    name_zh: string;
    name_en: string;
    invite_total: string;
    rebate_bp: number;
    description_zh: string;
    description_en: string;
  }>(
    `SELECT level, name_zh, name_en, invite_total::text AS invite_total, rebate_bp, description_zh, description_en
       FROM loyalty_promotion_levels ORDER BY level`,
  );
  return rows.map((row) => ({
    level: Number(row.level),
    nameZh: row.name_zh,
    nameEn: row.name_en,
    inviteTotal: BigInt(row.invite_total),
    rebateBp: Number(row.rebate_bp),
    descriptionZh: row.description_zh,
    descriptionEn: row.description_en,
  }));
}

/** The highest promotion level whose invite total is reached (null: none). */
export function promotionLevelFor(inviteTotal: bigint, levels: readonly PromotionLevel[]): PromotionLevel | null {
  let reached: PromotionLevel | null = null;
  for (const level of levels)
    if (inviteTotal >= level.inviteTotal && (!reached || level.level > reached.level)) reached = level;
  return reached;
}

/** Basis points as a percent string with two decimals: 150 -> "1.50". */
export function percentOf(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}
