// Read models of the red-packet campaigns, inline in the campaign streams' appends: one row per
// campaign (with what is claimed and left) and one per claim (reserved share).
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { RED_PACKET_PREFIX, type CampaignData, type ShareReservedData } from './domain/red-packet';

export const RED_PACKETS_DDL = `
CREATE TABLE IF NOT EXISTS loyalty_red_packets (
  campaign_id text PRIMARY KEY,
  title_zh text NOT NULL,
  title_en text NOT NULL,
  total bigint NOT NULL,
  count integer NOT NULL,
  split text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  audience text NOT NULL,
  min_vip integer NOT NULL,
  code text,
  created_by text NOT NULL,
  closed boolean NOT NULL,
  claimed_count integer NOT NULL,
  claimed_amount bigint NOT NULL,
  created_at timestamptz NOT NULL,
  version integer NOT NULL
);
CREATE INDEX IF NOT EXISTS loyalty_red_packets_code ON loyalty_red_packets (code) WHERE code IS NOT NULL;`;

export const RED_PACKET_CLAIMS_DDL = `
CREATE TABLE IF NOT EXISTS loyalty_red_packet_claims (
  campaign_id text NOT NULL,
  player_id text NOT NULL,
  claim_id text NOT NULL,
  claim_index integer NOT NULL,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (campaign_id, player_id)
);
CREATE INDEX IF NOT EXISTS loyalty_red_packet_claims_by_player ON loyalty_red_packet_claims (player_id);`;

export const RED_PACKET_COLUMNS = [
  'title_zh',
  'title_en',
  'total',
  'count',
  'split',
  'starts_at',
  'ends_at',
  'audience',
  'min_vip',
  'code',
  'created_by',
  'closed',
  'claimed_count',
  'claimed_amount',
  'created_at',
  'version',
];

export const RED_PACKET_CLAIM_COLUMNS = ['claim_id', 'claim_index', 'amount', 'created_at'];

/** part 'campaigns' writes loyalty_red_packets, part 'claims' loyalty_red_packet_claims (one read model each). */
export class RedPacketsProjection implements Projection {
  readonly name: string;

  constructor(private readonly part: 'campaigns' | 'claims') {
    this.name = `loyalty.red-packet-${part}`;
  }

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      if (!event.streamId.startsWith(RED_PACKET_PREFIX)) continue;
      const id = event.streamId.slice(RED_PACKET_PREFIX.length);
      const campaigns = this.part === 'campaigns';
      if (event.type === 'RedPacketCampaignCreated' && campaigns) {
        const data = event.data as unknown as CampaignData;
        await tx.query(
          `INSERT INTO loyalty_red_packets (campaign_id, ${RED_PACKET_COLUMNS.join(', ')})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, false, 0, 0, $13, $14)
           ON CONFLICT (campaign_id) DO NOTHING`,
          [
            id,
            data.title_zh,
            data.title_en,
            data.total,
            data.count,
            data.split,
            data.starts_at,
            data.ends_at,
            data.audience,
            data.min_vip,
            data.code,
            data.created_by,
            event.createdAt.toISOString(),
            event.streamVersion,
          ],
        );
      } else if (event.type === 'RedPacketShareReserved') {
        const data = event.data as unknown as ShareReservedData;
        if (campaigns) {
          await tx.query(
            `UPDATE loyalty_red_packets SET claimed_count = claimed_count + 1, claimed_amount = claimed_amount + $2, version = $3
            WHERE campaign_id = $1 AND version < $3`,
            [id, data.amount, event.streamVersion],
          );
          continue;
        }
        await tx.query(
          `INSERT INTO loyalty_red_packet_claims (campaign_id, player_id, ${RED_PACKET_CLAIM_COLUMNS.join(', ')})
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [id, data.player_id, data.claim_id, data.index, data.amount, event.createdAt.toISOString()],
        );
      } else if (event.type === 'RedPacketCampaignClosed' && campaigns) {
        await tx.query(
          `UPDATE loyalty_red_packets SET closed = true, version = $2 WHERE campaign_id = $1 AND version < $2`,
          [id, event.streamVersion],
        );
      }
    }
  }
}
