// The upgrade's configuration, edited by staff (every change in the staff audit log): which catalogue
// items are upgrade targets (enabled or not), and the RTP prices are computed with (basis points, one
// row). The items themselves (names, values, covers) stay the catalogue's: GetItemsQuery joins them.
// An attempt copies the target and the RTP it used into its event, so a later edit changes no past
// attempt.
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Migration, SqlClient, SqlExecutor } from '@lootledger/event-store';
import { GetItemsQuery, ListItemsForStaffQuery, type CatalogueItemView } from '../../../catalogue';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DEFAULT_RTP_BASIS_POINTS } from '../domain/upgrade-pricing';

export const UPGRADE_CATALOGUE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'games-010-upgrade-catalogue',
    sql: `
CREATE TABLE IF NOT EXISTS upgrade_targets (
  item_id text PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS upgrade_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  rtp_bp integer NOT NULL CHECK (rtp_bp BETWEEN 1 AND 10000),
  demo_seeded boolean NOT NULL DEFAULT false
);
INSERT INTO upgrade_settings (id, rtp_bp) VALUES (1, ${DEFAULT_RTP_BASIS_POINTS}) ON CONFLICT DO NOTHING;
`,
  },
];

/** The demo's upgrade targets: every catalogue item worth 1.00 to 20,000.00. */
export const DEMO_TARGET_MIN_VALUE = 100n;
export const DEMO_TARGET_MAX_VALUE = 2_000_000n;

export interface UpgradeTargetRow {
  itemId: string;
  enabled: boolean;
  createdAt: string;
}

export interface UpgradeTarget extends UpgradeTargetRow {
  /** The catalogue's item (null when the catalogue no longer has it). */
  item: CatalogueItemView | null;
}

@Injectable()
export class UpgradeCatalogueRepository {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly queryBus: QueryBus,
  ) {}

  async rtp(tx: SqlExecutor = this.sql): Promise<number> {
    const { rows } = await tx.query<{ rtp_bp: number }>(`SELECT rtp_bp FROM upgrade_settings WHERE id = 1`);
    return rows[0]?.rtp_bp ?? DEFAULT_RTP_BASIS_POINTS;
  }

  async saveRtp(tx: SqlExecutor, rtp: number): Promise<void> {
    await tx.query(`UPDATE upgrade_settings SET rtp_bp = $1 WHERE id = 1`, [rtp]);
  }

  async targetRows(tx: SqlExecutor = this.sql): Promise<UpgradeTargetRow[]> {
    const { rows } = await tx.query<{ item_id: string; enabled: boolean; created_at: Date | string }>(
      `SELECT item_id, enabled, created_at FROM upgrade_targets ORDER BY item_id`,
    );
    return rows.map((row) => ({
      itemId: row.item_id,
      enabled: row.enabled,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Every target with its catalogue item (a table of tens to hundreds of rows, read whole). */
  async targets(): Promise<UpgradeTarget[]> {
    const rows = await this.targetRows();
    const items = await this.queryBus.execute<GetItemsQuery, CatalogueItemView[]>(
      new GetItemsQuery(rows.map((row) => row.itemId)),
    );
    const byId = new Map(items.map((item) => [item.id, item]));
    return rows.map((row) => ({ ...row, item: byId.get(row.itemId) ?? null }));
  }

  /** An enabled target with its item, or null. */
  async enabledTarget(itemId: string): Promise<CatalogueItemView | null> {
    const { rows } = await this.sql.query<{ enabled: boolean }>(
      `SELECT enabled FROM upgrade_targets WHERE item_id = $1`,
      [itemId],
    );
    if (!rows[0]?.enabled) return null;
    const [item] = await this.queryBus.execute<GetItemsQuery, CatalogueItemView[]>(new GetItemsQuery([itemId]));
    return item && item.value > 0n ? item : null;
  }

  async saveTarget(tx: SqlExecutor, itemId: string, enabled: boolean): Promise<void> {
    await tx.query(
      `INSERT INTO upgrade_targets (item_id, enabled) VALUES ($1, $2)
       ON CONFLICT (item_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
      [itemId, enabled],
    );
  }

  async deleteTarget(tx: SqlExecutor, itemId: string): Promise<void> {
    await tx.query(`DELETE FROM upgrade_targets WHERE item_id = $1`, [itemId]);
  }

  /**
   * SEED_DEMO: once per database, the catalogue's items of 1.00–20,000.00 become targets (staff may
   * remove them all afterwards without them coming back).
   */
  async seedDemoTargets(): Promise<number> {
    const { items } = await this.queryBus.execute<ListItemsForStaffQuery, { items: CatalogueItemView[] }>(
      new ListItemsForStaffQuery({ sort: { field: 'value', order: 'ASC' }, offset: 0, limit: 10_000, filter: {} }),
    );
    const ids = items
      .filter((item) => item.value >= DEMO_TARGET_MIN_VALUE && item.value <= DEMO_TARGET_MAX_VALUE)
      .map((item) => item.id);
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ demo_seeded: boolean }>(
        `SELECT demo_seeded FROM upgrade_settings WHERE id = 1 FOR UPDATE`,
      );
      if (rows[0]?.demo_seeded || ids.length === 0) return 0;
      await tx.query(`INSERT INTO upgrade_targets (item_id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [ids]);
      await tx.query(`UPDATE upgrade_settings SET demo_seeded = true WHERE id = 1`);
      return ids.length;
    });
  }
}
