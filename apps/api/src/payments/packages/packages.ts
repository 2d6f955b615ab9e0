// Recharge packages (GET /api/beans: coins and price) and first-recharge bonuses (GET /api/beans/first,
// matched to a package by its coins): configuration, edited by staff (admin console); defaults loaded on an
// empty database. Amounts in hundredths: coins credited (bean) and money paid (price, yuan = fen/100).
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import type { FirstBonusInput, PackageInput } from './package-rules';

export const PACKAGES_MIGRATIONS = [
  {
    id: 'payments-001-packages',
    sql: `
CREATE TABLE IF NOT EXISTS payments_packages (
  id text PRIMARY KEY,
  bean bigint NOT NULL CHECK (bean > 0),
  price bigint NOT NULL CHECK (price > 0),
  sort_order integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE TABLE IF NOT EXISTS payments_first_bonuses (
  bean bigint PRIMARY KEY,
  bonus bigint NOT NULL CHECK (bonus > 0),
  description text NOT NULL,
  description_en text NOT NULL
);`,
  },
];

export interface RechargePackage {
  id: string;
  bean: bigint;
  price: bigint;
}

export interface FirstRechargeBonus {
  bean: bigint;
  bonus: bigint;
  description: string;
  descriptionEn: string;
}

const YUAN = 100n;

/** One coin costs one yuan; the larger packages are the ones with a first-recharge bonus. */
export const DEFAULT_PACKAGES: readonly RechargePackage[] = [10n, 30n, 50n, 100n, 200n, 500n, 1000n, 2000n].map(
  (yuan) => ({
    id: `pkg-${yuan}`,
    bean: yuan * YUAN,
    price: yuan * YUAN,
  }),
);

export const DEFAULT_FIRST_BONUSES: readonly FirstRechargeBonus[] = [
  [50n, 5n],
  [100n, 12n],
  [200n, 28n],
  [500n, 88n],
  [1000n, 188n],
  [2000n, 388n],
].map(([yuan, bonus]) => ({
  bean: yuan * YUAN,
  bonus: bonus * YUAN,
  description: `首充 ${yuan} 送 ${bonus} 金币`,
  descriptionEn: `First top-up of ${yuan}: ${bonus} coins extra`,
}));

export async function loadDefaultPackages(sql: SqlClient): Promise<void> {
  await sql.query(
    `INSERT INTO payments_packages (id, bean, price, sort_order)
     SELECT * FROM unnest($1::text[], $2::int8[], $3::int8[], $4::int4[])
     WHERE NOT EXISTS (SELECT 1 FROM payments_packages) ON CONFLICT (id) DO NOTHING`,
    [
      DEFAULT_PACKAGES.map((pkg) => pkg.id),
      DEFAULT_PACKAGES.map((pkg) => pkg.bean.toString()),
      DEFAULT_PACKAGES.map((pkg) => pkg.price.toString()),
      DEFAULT_PACKAGES.map((_, index) => index),
    ],
  );
  await sql.query(
    `INSERT INTO payments_first_bonuses (bean, bonus, description, description_en)
     SELECT * FROM unnest($1::int8[], $2::int8[], $3::text[], $4::text[])
     WHERE NOT EXISTS (SELECT 1 FROM payments_first_bonuses) ON CONFLICT (bean) DO NOTHING`,
    [
      DEFAULT_FIRST_BONUSES.map((bonus) => bonus.bean.toString()),
      DEFAULT_FIRST_BONUSES.map((bonus) => bonus.bonus.toString()),
      DEFAULT_FIRST_BONUSES.map((bonus) => bonus.description),
      DEFAULT_FIRST_BONUSES.map((bonus) => bonus.descriptionEn),
    ],
  );
}

export async function readPackages(sql: SqlClient): Promise<RechargePackage[]> {
  const { rows } = await sql.query<{ id: string; bean: string; price: string }>(
    `SELECT id, bean::text AS bean, price::text AS price FROM payments_packages WHERE enabled ORDER BY sort_order, bean, id`,
  );
  return rows.map((row) => ({ id: row.id, bean: BigInt(row.bean), price: BigInt(row.price) }));
}

export async function findPackage(sql: SqlClient, id: string): Promise<RechargePackage | null> {
  const { rows } = await sql.query<{ id: string; bean: string; price: string }>(
    `SELECT id, bean::text AS bean, price::text AS price FROM payments_packages WHERE id = $1 AND enabled`,
    [id],
  );
  return rows[0] ? { id: rows[0].id, bean: BigInt(rows[0].bean), price: BigInt(rows[0].price) } : null;
}

interface PackageRow {
  id: string;
  bean: string;
  price: string;
  enabled: boolean;
  sort_order: number;
}

const PACKAGE_COLUMNS = 'id, bean::text AS bean, price::text AS price, enabled, sort_order';

function toPackageInput(row: PackageRow): PackageInput {
  return {
    id: row.id,
    bean: BigInt(row.bean),
    price: BigInt(row.price),
    enabled: row.enabled,
    sortOrder: Number(row.sort_order),
  };
}

/** Every package, enabled or not (the admin console), in listing order. */
export async function readAllPackages(sql: SqlExecutor): Promise<PackageInput[]> {
  const { rows } = await sql.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM payments_packages ORDER BY sort_order, bean, id`,
  );
  return rows.map(toPackageInput);
}

/** A package enabled or not (forUpdate: locked for the caller's transaction). */
export async function findAnyPackage(
  sql: SqlExecutor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PackageInput | null> {
  const { rows } = await sql.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM payments_packages WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toPackageInput(rows[0]) : null;
}

/** The first-recharge bonus of a package's coins (forUpdate: locked for the caller's transaction). */
export async function findFirstBonus(
  sql: SqlExecutor,
  bean: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<FirstBonusInput | null> {
  const { rows } = await sql.query<{ bean: string; bonus: string; description: string; description_en: string }>(
    `SELECT bean::text AS bean, bonus::text AS bonus, description, description_en FROM payments_first_bonuses
      WHERE bean = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [bean.toString()],
  );
  const row = rows[0];
  return row
    ? {
        bean: BigInt(row.bean),
        bonus: BigInt(row.bonus),
        description: row.description,
        descriptionEn: row.description_en,
      }
    : null;
}

export async function readFirstBonuses(sql: SqlClient): Promise<FirstRechargeBonus[]> {
  const { rows } = await sql.query<{ bean: string; bonus: string; description: string; description_en: string }>(
    `SELECT bean::text AS bean, bonus::text AS bonus, description, description_en FROM payments_first_bonuses ORDER BY bean`,
  );
  return rows.map((row) => ({
    bean: BigInt(row.bean),
    bonus: BigInt(row.bonus),
    description: row.description,
    descriptionEn: row.description_en,
  }));
}

/** The first-recharge bonus for a package's coins (0 when none matches). */
export async function firstBonusFor(sql: SqlClient, bean: bigint): Promise<bigint> {
  const { rows } = await sql.query<{ bonus: string }>(
    `SELECT bonus::text AS bonus FROM payments_first_bonuses WHERE bean = $1`,
    [bean.toString()],
  );
  return rows[0] ? BigInt(rows[0].bonus) : 0n;
}
