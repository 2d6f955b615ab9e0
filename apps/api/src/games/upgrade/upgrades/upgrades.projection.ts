// Read model: every upgrade attempt (one row per UpgradeAttempted, self-contained), for the player's
// history, the page's recent list and the console's records. Inline in the player stream's appends,
// so an attempt's response and the history that follows it agree.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream } from '../../../ledger';
import type { UpgradeAttemptedData } from '../domain/upgrade-attempted.event';

export const UPGRADES_DDL = `
CREATE TABLE IF NOT EXISTS games_upgrades (
  upgrade_id text PRIMARY KEY,
  player_id text NOT NULL,
  item_id text NOT NULL,
  item_name_zh text NOT NULL,
  item_name_en text NOT NULL,
  item_cover text NOT NULL,
  item_value bigint NOT NULL,
  item_lv integer NOT NULL,
  item_dura integer NOT NULL,
  rate integer NOT NULL,
  rtp integer NOT NULL,
  price bigint NOT NULL,
  coins bigint NOT NULL,
  stake_value bigint NOT NULL,
  staked_storage_ids jsonb NOT NULL,
  pair_id text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL,
  roll integer NOT NULL,
  success boolean NOT NULL,
  storage_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS games_upgrades_by_player ON games_upgrades (player_id, created_at DESC, upgrade_id);
CREATE INDEX IF NOT EXISTS games_upgrades_recent ON games_upgrades (created_at DESC, upgrade_id);
`;

export const UPGRADE_COLUMNS = [
  'player_id',
  'item_id',
  'item_name_zh',
  'item_name_en',
  'item_cover',
  'item_value',
  'item_lv',
  'item_dura',
  'rate',
  'rtp',
  'price',
  'coins',
  'stake_value',
  'staked_storage_ids',
  'pair_id',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'roll',
  'success',
  'storage_id',
  'created_at',
];

export class UpgradesProjection implements Projection {
  readonly name = 'games.upgrades';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type !== 'UpgradeAttempted') continue;
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) continue;
      const data = event.data as unknown as UpgradeAttemptedData;
      await tx.query(
        `INSERT INTO games_upgrades (upgrade_id, ${UPGRADE_COLUMNS.join(', ')})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18, $19, $20, $21, $22, $23)
         ON CONFLICT (upgrade_id) DO NOTHING`,
        [
          data.upgrade_id,
          playerId,
          data.target.item_id,
          data.target.name_zh,
          data.target.name_en,
          data.target.cover,
          data.target.value,
          data.target.lv,
          data.target.dura,
          data.rate,
          data.rtp,
          data.price,
          data.coins,
          data.stake_value,
          JSON.stringify(data.staked_storage_ids),
          data.pair_id,
          data.server_seed_hash,
          data.client_seed,
          data.nonce,
          data.roll,
          data.success,
          data.storage_id,
          event.createdAt.toISOString(),
        ],
      );
    }
  }
}
