// Reads the storage read model by player (its (player_id, status, created_at) index).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ListStorageQuery, type StorageListPage, type StorageSortField } from './list-storage.query';
import { SqlConditions, selectPage } from '../../platform/database/sql-list';
import { STORAGE_COLUMNS, toStoredItem, type StorageRow } from '../get-storage/storage.row';

const SORT_COLUMN: Record<StorageSortField, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  value: 'value',
};

interface Row extends StorageRow {
  player_id: string;
  source: string;
  source_id: string;
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
      select: `${STORAGE_COLUMNS}, player_id, source, source_id`,
      from: 'ledger_storage',
      conditions,
      orderBy: `${SORT_COLUMN[request.sort.field]} ${order}, id ${order}`,
      limit: request.limit,
      offset: request.offset,
    });
    return {
      total: page.total,
      items: page.rows.map((row) => ({
        ...toStoredItem(row),
        playerId: row.player_id,
        source: row.source,
        sourceId: row.source_id,
        backMessage: row.back_message,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
    };
  }
}
