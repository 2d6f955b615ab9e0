// Read model: every contract with its inputs, pool, draw and the item won, for the player's history
// and the console's records. Inline with the player stream's appends, so a contract's response and
// the history right after it agree. A contract's ContractSigned and its ItemsGranted land in one
// append: the first inserts the row, the second fills in the item won.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream, type ItemsGranted } from '../../../ledger';
import type { ContractSigned } from '../domain/contract-signed.event';

export const CONTRACTS_DDL = `
CREATE TABLE IF NOT EXISTS games_contracts (
  contract_id text PRIMARY KEY,
  player_id text NOT NULL,
  inputs jsonb NOT NULL,
  inputs_total bigint NOT NULL,
  rtp_bp integer NOT NULL,
  band_min_bp integer NOT NULL,
  band_max_bp integer NOT NULL,
  candidates jsonb NOT NULL,
  pool jsonb NOT NULL,
  expected bigint NOT NULL,
  pair_id text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL,
  cursor integer NOT NULL,
  ticket bigint NOT NULL,
  item_id text NOT NULL,
  item_value bigint,
  item jsonb,
  storage_id text NOT NULL,
  stream_version integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS games_contracts_by_player ON games_contracts (player_id, created_at DESC, contract_id);
CREATE INDEX IF NOT EXISTS games_contracts_by_time ON games_contracts (created_at DESC, contract_id);
`;

export class ContractsProjection implements Projection {
  readonly name = 'games.contracts';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) continue;
      if (event.type === 'ContractSigned') {
        const data = event.data as unknown as ContractSigned['data'];
        await tx.query(
          `INSERT INTO games_contracts (contract_id, player_id, inputs, inputs_total, rtp_bp, band_min_bp, band_max_bp,
             candidates, pool, expected, pair_id, server_seed_hash, client_seed, nonce, cursor, ticket, item_id,
             storage_id, stream_version, created_at)
           VALUES ($1, $2, $3::jsonb, $4::bigint, $5, $6, $7, $8::jsonb, $9::jsonb, $10::bigint, $11, $12, $13, $14, $15,
             $16, $17, $18, $19, $20)
           ON CONFLICT (contract_id) DO NOTHING`,
          [
            data.contract_id,
            playerId,
            JSON.stringify(data.inputs),
            data.inputs_total,
            data.rtp_bp,
            data.band.min_bp,
            data.band.max_bp,
            JSON.stringify(data.candidates),
            JSON.stringify(data.pool),
            data.expected,
            data.pair_id,
            data.server_seed_hash,
            data.client_seed,
            data.nonce,
            data.cursor,
            data.ticket,
            data.item_id,
            data.storage_id,
            event.streamVersion,
            event.createdAt,
          ],
        );
      } else if (event.type === 'ItemsGranted') {
        const data = event.data as unknown as ItemsGranted['data'];
        if (data.source !== 'contract' || data.items.length === 0) continue;
        const item = data.items[0];
        await tx.query(
          `UPDATE games_contracts SET item = $2::jsonb, item_value = $3::bigint, stream_version = $4 WHERE contract_id = $1`,
          [data.source_id, JSON.stringify(item), item.value, event.streamVersion],
        );
      }
    }
  }
}
