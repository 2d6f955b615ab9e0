import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { GetSeedPairQuery, type SeedPairView } from './get-seed-pair.query';

@QueryHandler(GetSeedPairQuery)
export class GetSeedPairHandler implements IQueryHandler<GetSeedPairQuery, SeedPairView | null> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ pairId }: GetSeedPairQuery): Promise<SeedPairView | null> {
    const { rows } = await this.sql.query<SeedPairView>(
      `SELECT pair_id, player_id, stream_id, server_seed_hash, client_seed, server_seed
         FROM ledger_seed_pairs WHERE pair_id = $1`,
      [pairId],
    );
    return rows[0] ?? null;
  }
}
