// Read model: every box opening with its items, for a player's history page (/history/:id) and the
// live drop feed. Fed asynchronously from the log (a checkpointed subscription): a history may lag
// an open by a moment, which no one reading someone else's history notices. An opening's BoxOpened
// and ItemsGranted events may fall into different batches: each fills its half of the row.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream, type ItemsGranted } from '../../../ledger';
import type { BoxOpened } from '../domain/box-opened.event';

export const BOX_OPENS_DDL = `
CREATE TABLE IF NOT EXISTS games_box_opens (
  open_id text PRIMARY KEY,
  player_id text NOT NULL,
  box_id text,
  box_name_zh text,
  box_name_en text,
  box_cover text,
  num integer,
  price bigint,
  items jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS games_box_opens_by_player ON games_box_opens (player_id, created_at DESC, open_id);
`;

/** The latest openings of everyone (GET /api/drops/recent, today's count, the featured boxes). */
export const BOX_OPENS_RECENT_DDL = `
CREATE INDEX IF NOT EXISTS games_box_opens_recent ON games_box_opens (created_at DESC, open_id DESC);
`;

export class BoxOpensProjection implements Projection {
  readonly name = 'games.box-opens';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const opened: { playerId: string; data: BoxOpened['data']; at: Date }[] = [];
    const granted: { playerId: string; data: ItemsGranted['data']; at: Date }[] = [];
    for (const event of events) {
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) continue;
      if (event.type === 'BoxOpened') {
        opened.push({ playerId, data: event.data as unknown as BoxOpened['data'], at: event.createdAt });
      } else if (
        event.type === 'ItemsGranted' &&
        (event.data as unknown as ItemsGranted['data']).source === 'box_open'
      ) {
        granted.push({ playerId, data: event.data as unknown as ItemsGranted['data'], at: event.createdAt });
      }
    }
    if (opened.length > 0) {
      await tx.query(
        `INSERT INTO games_box_opens (open_id, player_id, box_id, box_name_zh, box_name_en, box_cover, num, price, created_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int4[], $8::int8[], $9::timestamptz[])
         ON CONFLICT (open_id) DO UPDATE SET box_id = EXCLUDED.box_id, box_name_zh = EXCLUDED.box_name_zh,
           box_name_en = EXCLUDED.box_name_en, box_cover = EXCLUDED.box_cover, num = EXCLUDED.num, price = EXCLUDED.price`,
        [
          opened.map((row) => row.data.open_id),
          opened.map((row) => row.playerId),
          opened.map((row) => row.data.box_id),
          opened.map((row) => row.data.box_name_zh),
          opened.map((row) => row.data.box_name_en),
          opened.map((row) => row.data.box_cover),
          opened.map((row) => row.data.num),
          opened.map((row) => row.data.price),
          opened.map((row) => row.at.toISOString()),
        ],
      );
    }
    if (granted.length > 0) {
      await tx.query(
        `INSERT INTO games_box_opens (open_id, player_id, items, created_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::timestamptz[])
         ON CONFLICT (open_id) DO UPDATE SET items = EXCLUDED.items`,
        [
          granted.map((row) => row.data.source_id),
          granted.map((row) => row.playerId),
          granted.map((row) => JSON.stringify(row.data.items)),
          granted.map((row) => row.at.toISOString()),
        ],
      );
    }
  }
}
