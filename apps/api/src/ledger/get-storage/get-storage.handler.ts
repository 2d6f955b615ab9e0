// Reads the storage read model (projected inline with every append: reads its own writes).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  formatAmount,
  STORAGE_STATUS_NAMES,
  wearAliases,
  type Language,
  type Paged,
  type StorageSort,
  type StorageStatus,
  type StorageItemDetailResponse,
  type StorageItemResponse,
} from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { GetStorageItemQuery, GetStorageItemsQuery, GetStorageQuery, type StoredItem } from './get-storage.query';
import { DomainError } from '../../platform/errors/domain-error';
import { STORAGE_COLUMNS, toStoredItem, type StorageRow } from './storage.row';

/**
 * The ORDER BY of each sort (fixed text, never the request's). Ties fall back to newest, then id.
 * Columns are qualified: a bare name would sort by the select list's text aliases (value::text,
 * id::text), and "10.00" sorts before "4.00" as text.
 */
const ORDER_BY: Record<StorageSort, string> = {
  newest: 'ledger_storage.created_at DESC, ledger_storage.id',
  oldest: 'ledger_storage.created_at ASC, ledger_storage.id',
  value_desc: 'ledger_storage.value DESC, ledger_storage.created_at DESC, ledger_storage.id',
  value_asc: 'ledger_storage.value ASC, ledger_storage.created_at DESC, ledger_storage.id',
};

/** The text as a literal inside a LIKE pattern (its %, _ and \\ match themselves). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

@QueryHandler(GetStorageQuery)
export class GetStorageHandler implements IQueryHandler<GetStorageQuery, Paged<StorageItemResponse>> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute(query: GetStorageQuery): Promise<Paged<StorageItemResponse>> {
    const where = `player_id = $1 AND status = $2 AND ($3 = '' OR name_en ILIKE $4 OR name_zh ILIKE $4)`;
    const filter = [query.playerId, query.status, query.name, `%${escapeLike(query.name)}%`];
    const [counted, page] = await Promise.all([
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM ledger_storage WHERE ${where}`, filter),
      this.sql.query<StorageRow>(
        `SELECT ${STORAGE_COLUMNS} FROM ledger_storage WHERE ${where}
          ORDER BY ${ORDER_BY[query.sort]} LIMIT $5 OFFSET $6`,
        [...filter, query.perPage, (query.page - 1) * query.perPage],
      ),
    ]);
    return {
      data: page.rows.map((row) => toView(row, query.lang)),
      total: Number(counted.rows[0].total),
      per_page: query.perPage,
      current_page: query.page,
    };
  }
}

@QueryHandler(GetStorageItemsQuery)
export class GetStorageItemsHandler implements IQueryHandler<GetStorageItemsQuery, StoredItem[]> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute(query: GetStorageItemsQuery): Promise<StoredItem[]> {
    const { rows } = await this.sql.query<StorageRow>(
      `SELECT ${STORAGE_COLUMNS} FROM ledger_storage WHERE player_id = $1 AND id = ANY($2::uuid[])`,
      [query.playerId, query.storageIds],
    );
    return rows.map(toStoredItem);
  }
}

/** A storage id is a uuid: anything else names no item (and must not reach the uuid column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetStorageItemQuery)
export class GetStorageItemHandler implements IQueryHandler<GetStorageItemQuery, StorageItemDetailResponse> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute(query: GetStorageItemQuery): Promise<StorageItemDetailResponse> {
    if (!UUID.test(query.storageId)) throw new DomainError('STORAGE_NOT_FOUND');
    const { rows } = await this.sql.query<StorageRow & { source: string; source_id: string }>(
      `SELECT ${STORAGE_COLUMNS}, source, source_id FROM ledger_storage WHERE player_id = $1 AND id = $2::uuid`,
      [query.playerId, query.storageId],
    );
    // Someone else's item is as unknown as a made-up id: nothing says it exists.
    if (rows.length === 0) throw new DomainError('STORAGE_NOT_FOUND');
    return { ...toView(rows[0], query.lang), source: rows[0].source, source_id: rows[0].source_id };
  }
}

function toView(row: StorageRow, lang: Language): StorageItemResponse {
  const status = Number(row.status) as StorageStatus;
  const dura = Number(row.dura);
  return {
    id: row.id,
    item_id: row.item_id,
    name: lang === 'zh' ? row.name_zh : row.name_en,
    hash_name: row.hash_name,
    cover: row.cover,
    bean: formatAmount(BigInt(row.value)),
    lv: Number(row.lv),
    dura,
    ...wearAliases(dura),
    status,
    status_alias: STORAGE_STATUS_NAMES[status]?.[lang] ?? '',
    bill_id: row.bill_id,
    back_message: row.back_message,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
