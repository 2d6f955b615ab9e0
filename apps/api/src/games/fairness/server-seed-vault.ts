// Server seeds, kept secret until revealed (fairness.md "Seeds"). The log and every read model
// carry only a seed's hash until its pair is rotated (SeedPairRevealed); the seed itself lives here,
// in a table no query of the player API reads, and in this process's memory while it is in use.
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { SqlClient } from '@lootledger/event-store';
import { newServerSeed, serverSeedHash } from '@lootledger/fairness';
import { SQL_CLIENT } from '../../platform/database/database.module';

export const SERVER_SEED_VAULT_MIGRATIONS = [
  {
    id: 'games-001-server-seeds',
    sql: `CREATE TABLE IF NOT EXISTS games_server_seeds (
      pair_id text PRIMARY KEY,
      player_id text NOT NULL,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );`,
  },
];

export interface StoredServerSeed {
  pairId: string;
  serverSeed: string;
  serverSeedHash: string;
}

/** Seeds in use are read on every draw: keep the most recent ones in memory. */
const CACHED_SEEDS = 10_000;

@Injectable()
export class ServerSeedVault {
  private readonly cache = new Map<string, StoredServerSeed>();

  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /**
   * Makes and stores a new server seed for a pair. Storing an existing pair id keeps the stored
   * seed (two processes creating a player's first pair at once agree on one seed).
   */
  async create(playerId: string, pairId: string): Promise<StoredServerSeed> {
    const seed = newServerSeed((length) => randomBytes(length));
    const { rows } = await this.sql.query<{ server_seed: string; server_seed_hash: string }>(
      `WITH inserted AS (
         INSERT INTO games_server_seeds (pair_id, player_id, server_seed, server_seed_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (pair_id) DO NOTHING RETURNING server_seed, server_seed_hash
       )
       SELECT server_seed, server_seed_hash FROM inserted
       UNION ALL SELECT server_seed, server_seed_hash FROM games_server_seeds WHERE pair_id = $1 AND NOT EXISTS (SELECT 1 FROM inserted)`,
      [pairId, playerId, seed, serverSeedHash(seed)],
    );
    const stored = { pairId, serverSeed: rows[0].server_seed, serverSeedHash: rows[0].server_seed_hash };
    this.remember(stored);
    return stored;
  }

  async get(pairId: string): Promise<StoredServerSeed> {
    const cached = this.cache.get(pairId);
    if (cached) return cached;
    const { rows } = await this.sql.query<{ server_seed: string; server_seed_hash: string }>(
      `SELECT server_seed, server_seed_hash FROM games_server_seeds WHERE pair_id = $1`,
      [pairId],
    );
    if (rows.length === 0) throw new Error(`no server seed stored for pair ${pairId}`);
    const stored = { pairId, serverSeed: rows[0].server_seed, serverSeedHash: rows[0].server_seed_hash };
    this.remember(stored);
    return stored;
  }

  /** A revealed seed is not needed for draws any more. */
  forget(pairId: string): void {
    this.cache.delete(pairId);
  }

  private remember(seed: StoredServerSeed): void {
    this.cache.delete(seed.pairId);
    this.cache.set(seed.pairId, seed);
    if (this.cache.size > CACHED_SEEDS) this.cache.delete(this.cache.keys().next().value!);
  }
}
