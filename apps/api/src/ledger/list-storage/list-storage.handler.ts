// Reads the storage read model by player (its (player_id, status, created_at) index).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StorageStatus } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ListStorageQuery, type StorageListPage, type StorageSortField } from './list-storage.query';
import { SqlConditions, selectPage } from '../../platform/database/sql-list';

const SORT_COLUMN: Record<StorageSortField, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  value: 'value',
};

interface Row {
  id: string;
  player_id: string;
  item_id: string;
  name_zh: string;
  name_en: string;
  hash_name: string;
  cover: string;
  value: string;
  lv: number;
  dura: number;
  status: number;
  source: string;
  source_id: string;
  bill_id: string | null;
  back_message: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

@QueryHandler(ListStorageQuery)
export class ListStorageHandler implements IQueryHandler<ListStorageQuery, StorageListPage> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ request }: ListStorageQuery): Promise<StorageListPage> {
    const { filter } = request;
    const conditions = new SqlConditions('player_id = $1', [filter.playerId])
      .add(filter.status, (status) => `status = ${status}`)
      .add(filter.billId, (bill) => `bill_id::text = ${bill}`)
      .add(filter.itemId, (item) => `item_id = ${item}`);
    const order = request.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const page = await selectPage<Row>(this.sql, {
      select: `id::text AS id, player_id, item_id, name_zh, name_en, hash_name, cover, value::text AS value, lv, dura,
                status, source, source_id, bill_id::text AS bill_id, back_message, created_at, updated_at`,
      from: 'ledger_storage',
      conditions,
      orderBy: `${SORT_COLUMN[request.sort.field]} ${order}, id ${order}`,
      limit: request.limit,
      offset: request.offset,
    });
    return {
      total: page.total,
      items: page.rows.map((row) => ({
        id: row.id,
        playerId: row.player_id,
        itemId: row.item_id,
        nameZh: row.name_zh,
        nameEn: row.name_en,
        hashName: row.hash_name,
        cover: row.cover,
        value: BigInt(row.value),
        lv: Number(row.lv),
        dura: Number(row.dura),
        status: Number(row.status) as StorageStatus,
        source: row.source,
        sourceId: row.source_id,
        billId: row.bill_id,
        backMessage: row.back_message,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
    };
  }
}
