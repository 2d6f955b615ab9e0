// The staff-configured daily free boxes: which catalogue box, the unlock rule (vip: a VIP level at
// least unlock_value; recharge: paid recharges totalling at least unlock_value hundredths), enabled.
import { Inject, Injectable } from '@nestjs/common';
import type { Migration, SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';

export const FREE_BOX_UNLOCKS = ['vip', 'recharge'] as const;
export type FreeBoxUnlock = (typeof FREE_BOX_UNLOCKS)[number];

export const FREE_BOXES_MIGRATIONS: readonly Migration[] = [
  {
    id: 'loyalty-013-free-boxes',
    sql: `
CREATE TABLE IF NOT EXISTS loyalty_free_boxes (
  id text PRIMARY KEY,
  box_id text NOT NULL,
  unlock_type text NOT NULL,
  unlock_value bigint NOT NULL CHECK (unlock_value >= 0),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);`,
  },
];

export interface FreeBox {
  id: string;
  boxId: string;
  unlockType: FreeBoxUnlock;
  /** A VIP level, or hundredths of paid recharges. */
  unlockValue: bigint;
  enabled: boolean;
  sort: number;
}

interface Row {
  id: string;
  box_id: string;
  unlock_type: string;
  unlock_value: string;
  enabled: boolean;
  sort: number;
}

@Injectable()
export class FreeBoxesRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async all(tx: SqlExecutor = this.sql): Promise<FreeBox[]> {
    const { rows } = await tx.query<Row>(
      `SELECT id, box_id, unlock_type, unlock_value::text AS unlock_value, enabled, sort FROM loyalty_free_boxes ORDER BY sort, id`,
    );
    return rows.map((row) => ({
      id: row.id,
      boxId: row.box_id,
      unlockType: row.unlock_type as FreeBoxUnlock,
      unlockValue: BigInt(row.unlock_value),
      enabled: row.enabled,
      sort: Number(row.sort),
    }));
  }

  async upsert(tx: SqlExecutor, box: FreeBox): Promise<void> {
    await tx.query(
      `INSERT INTO loyalty_free_boxes (id, box_id, unlock_type, unlock_value, enabled, sort) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET box_id = excluded.box_id, unlock_type = excluded.unlock_type,
         unlock_value = excluded.unlock_value, enabled = excluded.enabled, sort = excluded.sort, updated_at = now()`,
      [box.id, box.boxId, box.unlockType, box.unlockValue.toString(), box.enabled, box.sort],
    );
  }

  async remove(tx: SqlExecutor, id: string): Promise<void> {
    await tx.query(`DELETE FROM loyalty_free_boxes WHERE id = $1`, [id]);
  }
}
