// The delivery's settings as finance sets them: one row. For now one setting, the price margin: how
// far above an item's value a marketplace delivery (TRADE_PROVIDER=waxpeer) may pay, in basis points
// (1000 = 10%, the default). The marketplace adapter reads it when a bill's purchase is first asked
// for and keeps the ceiling it computed with that purchase, so an edit never changes one under way.
import type { Migration, SqlClient, SqlExecutor } from '@lootledger/event-store';

/** The margin a fresh database starts with: 10%. */
export const DEFAULT_PRICE_MARGIN_BP = 1000;
/** At most 100%: a delivery never pays more than twice the item's value. */
export const MAX_PRICE_MARGIN_BP = 10_000;

export const DELIVERY_SETTINGS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'delivery-settings-001-price-margin',
    sql: `
CREATE TABLE IF NOT EXISTS delivery_settings (
  id text PRIMARY KEY CHECK (id = 'default'),
  price_margin_bp integer NOT NULL CHECK (price_margin_bp BETWEEN 0 AND ${MAX_PRICE_MARGIN_BP}),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO delivery_settings (id, price_margin_bp) VALUES ('default', ${DEFAULT_PRICE_MARGIN_BP})
ON CONFLICT DO NOTHING;
`,
  },
];

export interface DeliverySettings {
  /** Basis points above the item's value a purchase may pay (0..10000). */
  priceMarginBp: number;
  updatedAt: string;
}

export class DeliverySettingsRepository {
  constructor(private readonly sql: SqlClient) {}

  async current(tx: SqlExecutor = this.sql): Promise<DeliverySettings> {
    const { rows } = await tx.query<{ price_margin_bp: number; updated_at: Date }>(
      `SELECT price_margin_bp, updated_at FROM delivery_settings WHERE id = 'default'`,
    );
    const row = rows[0];
    if (!row) return { priceMarginBp: DEFAULT_PRICE_MARGIN_BP, updatedAt: new Date(0).toISOString() };
    return { priceMarginBp: Number(row.price_margin_bp), updatedAt: new Date(row.updated_at).toISOString() };
  }

  async save(tx: SqlExecutor, priceMarginBp: number): Promise<void> {
    await tx.query(
      `INSERT INTO delivery_settings (id, price_margin_bp, updated_at) VALUES ('default', $1, now())
       ON CONFLICT (id) DO UPDATE SET price_margin_bp = EXCLUDED.price_margin_bp, updated_at = now()`,
      [priceMarginBp],
    );
  }
}
