// Reads revealed pairs from the seed-pairs read model: unrevealed rows have no server seed and are
// never listed.
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Paged } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { GetSeedPairHistoryQuery, type RevealedSeedPairView } from './get-seed-pair-history.query';

@QueryHandler(GetSeedPairHistoryQuery)
export class GetSeedPairHistoryHandler implements IQueryHandler<GetSeedPairHistoryQuery, Paged<RevealedSeedPairView>> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute(query: GetSeedPairHistoryQuery): Promise<Paged<RevealedSeedPairView>> {
    const where = `player_id = $1 AND server_seed IS NOT NULL`;
    const [counted, page] = await Promise.all([
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM ledger_seed_pairs WHERE ${where}`, [
        query.playerId,
      ]),
      this.sql.query<{
        pair_id: string;
        server_seed: string;
        server_seed_hash: string;
        client_seed: string;
        nonce: number;
        committed_at: Date | string;
        revealed_at: Date | string;
      }>(
        `SELECT pair_id, server_seed, server_seed_hash, client_seed, nonce, committed_at, revealed_at
           FROM ledger_seed_pairs WHERE ${where} ORDER BY revealed_at DESC, pair_id LIMIT $2 OFFSET $3`,
        [query.playerId, query.perPage, (query.page - 1) * query.perPage],
      ),
    ]);
    return {
      data: page.rows.map((row) => ({
        pair_id: row.pair_id,
        server_seed: row.server_seed,
        server_seed_hash: row.server_seed_hash,
        client_seed: row.client_seed,
        nonce: Number(row.nonce),
        created_at: new Date(row.committed_at).toISOString(),
        revealed_at: new Date(row.revealed_at).toISOString(),
      })),
      total: Number(counted.rows[0].total),
      per_page: query.perPage,
      current_page: query.page,
    };
  }
}
