// Reads the contracts read model: a player's history (player API) and the console's records.
import { Inject, Injectable } from '@nestjs/common';
import { formatAmount, type Language } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { grantedItemView, type GrantedItem } from '../../../ledger';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { selectPage, SqlConditions } from '../../../platform/database/sql-list';
import type { ContractRecordDto } from '../sign-contract/contract.dto';
import type { ContractInput } from '../domain/contract-signed.event';

export interface ContractRow {
  contract_id: string;
  player_id: string;
  inputs: ContractInput[] | string;
  inputs_total: string;
  rtp_bp: number;
  band_min_bp: number;
  band_max_bp: number;
  candidates: [string, string][] | string;
  pool: [string, number][] | string;
  expected: string;
  pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
  ticket: string;
  item_id: string;
  item_value: string | null;
  item: GrantedItem | string | null;
  storage_id: string;
  created_at: Date | string;
}

export const CONTRACT_COLUMNS = `contract_id, player_id, inputs, inputs_total::text AS inputs_total, rtp_bp, band_min_bp,
  band_max_bp, candidates, pool, expected::text AS expected, pair_id, server_seed_hash, client_seed, nonce, cursor,
  ticket::text AS ticket, item_id, item_value::text AS item_value, item, storage_id, created_at`;

export const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export interface ContractFilter {
  playerId?: string;
  ids?: readonly string[];
  itemId?: string;
  from?: string;
  to?: string;
}

@Injectable()
export class ContractsReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async page(
    filter: ContractFilter,
    page: { offset: number; limit: number; orderBy?: string },
  ): Promise<{ rows: ContractRow[]; total: number }> {
    const conditions = new SqlConditions()
      .add(filter.playerId, (p) => `player_id = ${p}`)
      .add(filter.ids ? [...filter.ids] : undefined, (p) => `contract_id = ANY(${p}::text[])`)
      .add(filter.itemId, (p) => `item_id = ${p}`)
      .add(filter.from, (p) => `created_at >= ${p}::timestamptz`)
      .add(filter.to, (p) => `created_at <= ${p}::timestamptz`);
    return selectPage<ContractRow>(this.sql, {
      select: CONTRACT_COLUMNS,
      from: 'games_contracts',
      conditions,
      orderBy: page.orderBy ?? 'created_at DESC, contract_id',
      limit: page.limit,
      offset: page.offset,
    });
  }

  async find(contractId: string): Promise<ContractRow | null> {
    const { rows } = await this.sql.query<ContractRow>(
      `SELECT ${CONTRACT_COLUMNS} FROM games_contracts WHERE contract_id = $1`,
      [contractId],
    );
    return rows[0] ?? null;
  }
}

/** A contract as the player API shows it. */
export function contractRecordView(row: ContractRow, lang: Language): ContractRecordDto {
  const item = row.item ? json<GrantedItem>(row.item) : null;
  return {
    id: row.contract_id,
    item: item
      ? grantedItemView(item, lang)
      : { id: row.item_id, name: '', hash_name: '', cover: '', bean: '0.00', lv: 0, dura_alias: '', dura_alias_en: '' },
    storage_id: row.storage_id,
    pool: json<[string, number][]>(row.pool),
    ticket: Number(row.ticket),
    fairness: {
      pair_id: row.pair_id,
      server_seed_hash: row.server_seed_hash,
      client_seed: row.client_seed,
      nonce: Number(row.nonce),
      cursor: Number(row.cursor),
    },
    total: formatAmount(BigInt(row.inputs_total)),
    expected: formatAmount(BigInt(row.expected)),
    inputs: json<ContractInput[]>(row.inputs).map((input) => ({
      storage_id: input.storage_id,
      item_id: input.item_id,
      bean: formatAmount(BigInt(input.value)),
    })),
    created_at: new Date(row.created_at).toISOString(),
  };
}
