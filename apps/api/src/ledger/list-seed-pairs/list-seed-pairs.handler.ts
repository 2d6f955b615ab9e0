// Reads the seed-pairs read model by player (its (player_id, committed_at) index).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ListSeedPairsQuery, type SeedPairListPage, type SeedPairSortField } from './list-seed-pairs.query';

const SORT_COLUMN: Record<SeedPairSortField, string> = {
  committed_at: 'committed_at',
  revealed_at: 'revealed_at',
};

interface Row {
  pair_id: string;
  player_id: string;
  server_seed_hash: string;
  client_seed: string;
  server_seed: string | null;
  nonce: number | null;
  committed_at: Date | string;
  revealed_at: Date | string | null;
}

@QueryHandler(ListSeedPairsQuery)
export class ListSeedPairsHandler implements IQueryHandler<ListSeedPairsQuery, SeedPairListPage> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ request }: ListSeedPairsQuery): Promise<SeedPairListPage> {
    const params: unknown[] = [request.filter.playerId];
    let condition = 'player_id = $1';
    if (request.filter.revealed !== undefined) {
      condition += request.filter.revealed ? ' AND revealed_at IS NOT NULL' : ' AND revealed_at IS NULL';
    }
    const order = request.sort.order === 'ASC' ? 'ASC' : 'DESC';
    // NULLS of revealed_at (the active pair) come last either way.
    const [counted, page] = await Promise.all([
      this.sql.query<{ total: string }>(
        `SELECT count(*)::text AS total FROM ledger_seed_pairs WHERE ${condition}`,
        params,
      ),
      this.sql.query<Row>(
        `SELECT pair_id, player_id, server_seed_hash, client_seed,
                CASE WHEN revealed_at IS NOT NULL THEN server_seed END AS server_seed,
                CASE WHEN revealed_at IS NOT NULL THEN nonce END AS nonce, committed_at, revealed_at
           FROM ledger_seed_pairs WHERE ${condition}
          ORDER BY ${SORT_COLUMN[request.sort.field]} ${order} NULLS LAST, pair_id ${order}
          LIMIT $2::integer OFFSET $3::integer`,
        [...params, request.limit, request.offset],
      ),
    ]);
    return {
      total: Number(counted.rows[0].total),
      pairs: page.rows.map((row) => ({
        pairId: row.pair_id,
        playerId: row.player_id,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        serverSeed: row.server_seed,
        nonce: row.nonce === null ? null : Number(row.nonce),
        committedAt: new Date(row.committed_at).toISOString(),
        revealedAt: row.revealed_at === null ? null : new Date(row.revealed_at).toISOString(),
      })),
    };
  }
}
