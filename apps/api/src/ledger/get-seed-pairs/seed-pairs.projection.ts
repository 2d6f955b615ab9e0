// Read model: each player's seed pairs (fairness.md): the commitment when made, the server seed
// only once it is revealed (GET /api/fairness/history lists revealed pairs). Keyed by pair id;
// a row only moves forward by stream version.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream, type FairnessEvent } from '../domain/player-account.events';

export const SEED_PAIRS_DDL = `
CREATE TABLE IF NOT EXISTS ledger_seed_pairs (
  pair_id text PRIMARY KEY,
  player_id text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  server_seed text,
  nonce integer,
  committed_at timestamptz NOT NULL,
  revealed_at timestamptz,
  stream_id text NOT NULL,
  stream_version integer NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_seed_pairs_by_player ON ledger_seed_pairs (player_id, committed_at DESC);
`;

export class SeedPairsProjection implements Projection {
  readonly name = 'ledger.seed-pairs';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const recorded of events) {
      if (recorded.type !== 'SeedPairCommitted' && recorded.type !== 'SeedPairRevealed') continue;
      const playerId = playerIdOfStream(recorded.streamId);
      if (playerId === null) continue;
      const event = { type: recorded.type, data: recorded.data } as FairnessEvent;
      if (event.type === 'SeedPairCommitted') {
        await tx.query(
          `INSERT INTO ledger_seed_pairs (pair_id, player_id, server_seed_hash, client_seed, committed_at, stream_id, stream_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (pair_id) DO NOTHING`,
          [
            event.data.pair_id,
            playerId,
            event.data.server_seed_hash,
            event.data.client_seed,
            recorded.createdAt.toISOString(),
            recorded.streamId,
            recorded.streamVersion,
          ],
        );
      } else {
        await tx.query(
          `UPDATE ledger_seed_pairs SET server_seed = $2, nonce = $3, revealed_at = $4, stream_version = $5
            WHERE pair_id = $1 AND stream_version < $5`,
          [
            event.data.pair_id,
            event.data.server_seed,
            event.data.nonce,
            recorded.createdAt.toISOString(),
            recorded.streamVersion,
          ],
        );
      }
    }
  }
}
