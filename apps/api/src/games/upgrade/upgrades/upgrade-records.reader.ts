// Reads the games_upgrades read model: a player's attempts, the recent ones, one by id, and the
// console's filtered pages. Rows come back in the event's own shape, so every view is made once.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { selectPage, SqlConditions } from '../../../platform/database/sql-list';
import type { UpgradeAttemptedData } from '../domain/upgrade-attempted.event';

export interface UpgradeRecord extends UpgradeAttemptedData {
  player_id: string;
  created_at: string;
}

interface Row {
  upgrade_id: string;
  player_id: string;
  item_id: string;
  item_name_zh: string;
  item_name_en: string;
  item_cover: string;
  item_value: string;
  item_lv: number;
  item_dura: number;
  rate: number;
  rtp: number;
  price: string;
  coins: string;
  stake_value: string;
  staked_storage_ids: string[] | string;
  pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  roll: number;
  success: boolean;
  storage_id: string | null;
  created_at: Date | string;
}

const SELECT = `upgrade_id, player_id, item_id, item_name_zh, item_name_en, item_cover, item_value::text AS item_value,
  item_lv, item_dura, rate, rtp, price::text AS price, coins::text AS coins, stake_value::text AS stake_value,
  staked_storage_ids, pair_id, server_seed_hash, client_seed, nonce, roll, success, storage_id, created_at`;

function toRecord(row: Row): UpgradeRecord {
  return {
    upgrade_id: row.upgrade_id,
    player_id: row.player_id,
    target: {
      item_id: row.item_id,
      name_zh: row.item_name_zh,
      name_en: row.item_name_en,
      hash_name: '',
      cover: row.item_cover,
      value: row.item_value,
      lv: row.item_lv,
      dura: row.item_dura,
    },
    rate: row.rate,
    rtp: row.rtp,
    price: row.price,
    coins: row.coins,
    stake_value: row.stake_value,
    staked_storage_ids:
      typeof row.staked_storage_ids === 'string' ? JSON.parse(row.staked_storage_ids) : row.staked_storage_ids,
    pair_id: row.pair_id,
    server_seed_hash: row.server_seed_hash,
    client_seed: row.client_seed,
    nonce: row.nonce,
    cursor: 0,
    roll: row.roll,
    success: row.success,
    storage_id: row.storage_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export const UPGRADE_SORT_FIELDS = ['created_at', 'price', 'rate', 'item_value'] as const;
export type UpgradeSortField = (typeof UPGRADE_SORT_FIELDS)[number];

export interface UpgradeRecordFilter {
  ids?: readonly string[];
  playerId?: string;
  itemId?: string;
  success?: boolean;
}

@Injectable()
export class UpgradeRecordsReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async page(request: {
    filter: UpgradeRecordFilter;
    sort?: { field: UpgradeSortField; order: 'ASC' | 'DESC' };
    offset: number;
    limit: number;
  }): Promise<{ rows: UpgradeRecord[]; total: number }> {
    const { filter } = request;
    const conditions = new SqlConditions()
      .add(filter.ids, (p) => `upgrade_id = ANY(${p}::text[])`)
      .add(filter.playerId, (p) => `player_id = ${p}`)
      .add(filter.itemId, (p) => `item_id = ${p}`)
      .add(filter.success, (p) => `success = ${p}`);
    const sort = request.sort ?? { field: 'created_at', order: 'DESC' };
    const page = await selectPage<Row>(this.sql, {
      select: SELECT,
      from: 'games_upgrades',
      conditions,
      orderBy: `${sort.field} ${sort.order === 'ASC' ? 'ASC' : 'DESC'}, upgrade_id`,
      limit: request.limit,
      offset: request.offset,
    });
    return { rows: page.rows.map(toRecord), total: page.total };
  }

  async one(upgradeId: string): Promise<UpgradeRecord | null> {
    const { rows } = await this.sql.query<Row>(`SELECT ${SELECT} FROM games_upgrades WHERE upgrade_id = $1`, [
      upgradeId,
    ]);
    return rows[0] ? toRecord(rows[0]) : null;
  }
}
