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

/** One opening's row as far as a batch knows it: a half is null until its event arrives. */
interface OpenRow {
  playerId: string;
  opened: BoxOpened['data'] | null;
  items: ItemsGranted['data']['items'] | null;
  at: Date;
}

export class BoxOpensProjection implements Projection {
  readonly name = 'games.box-opens';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    // Both halves of an opening usually arrive in one batch: one row written once. A half that
    // arrives alone fills its columns and leaves the other half's as they are.
    const rows = new Map<string, OpenRow>();
    const rowOf = (openId: string, playerId: string, at: Date): OpenRow => {
      let row = rows.get(openId);
      if (!row) rows.set(openId, (row = { playerId, opened: null, items: null, at }));
      return row;
    };
    for (const event of events) {
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) continue;
      if (event.type === 'BoxOpened') {
        const data = event.data as unknown as BoxOpened['data'];
        rowOf(data.open_id, playerId, event.createdAt).opened = data;
      } else if (event.type === 'ItemsGranted') {
        const data = event.data as unknown as ItemsGranted['data'];
        if (data.source === 'box_open') rowOf(data.source_id, playerId, event.createdAt).items = data.items;
      }
    }
    if (rows.size === 0) return;
    const all = [...rows.entries()];
    await tx.query(
      `INSERT INTO games_box_opens (open_id, player_id, box_id, box_name_zh, box_name_en, box_cover, num, price, items, created_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int4[], $8::int8[], $9::jsonb[], $10::timestamptz[])
       ON CONFLICT (open_id) DO UPDATE SET
         box_id = coalesce(EXCLUDED.box_id, games_box_opens.box_id),
         box_name_zh = coalesce(EXCLUDED.box_name_zh, games_box_opens.box_name_zh),
         box_name_en = coalesce(EXCLUDED.box_name_en, games_box_opens.box_name_en),
         box_cover = coalesce(EXCLUDED.box_cover, games_box_opens.box_cover),
         num = coalesce(EXCLUDED.num, games_box_opens.num),
         price = coalesce(EXCLUDED.price, games_box_opens.price),
         items = coalesce(EXCLUDED.items, games_box_opens.items)`,
      [
        all.map(([openId]) => openId),
        all.map(([, row]) => row.playerId),
        all.map(([, row]) => row.opened?.box_id ?? null),
        all.map(([, row]) => row.opened?.box_name_zh ?? null),
        all.map(([, row]) => row.opened?.box_name_en ?? null),
        all.map(([, row]) => row.opened?.box_cover ?? null),
        all.map(([, row]) => row.opened?.num ?? null),
        all.map(([, row]) => row.opened?.price ?? null),
        all.map(([, row]) => (row.items === null ? null : JSON.stringify(row.items))),
        all.map(([, row]) => row.at.toISOString()),
      ],
    );
  }
}
