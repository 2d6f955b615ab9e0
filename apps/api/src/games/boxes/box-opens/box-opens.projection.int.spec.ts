// The box openings read model over PGlite: an opening's two events make one row whether they arrive
// in one batch (one write) or in two (each fills its half, in either order).
import { randomUUID } from 'node:crypto';
import { createSqlClient, runMigrations, type RecordedEvent, type SqlClient } from '@lootledger/event-store';
import { BOX_OPENS_DDL, BoxOpensProjection } from './box-opens.projection';

let sql: SqlClient;
const projection = new BoxOpensProjection();

beforeAll(async () => {
  sql = await createSqlClient({ dataDir: 'memory://' });
  await runMigrations(sql, [{ id: 'games-box-opens', sql: BOX_OPENS_DDL }]);
});

afterAll(() => sql.close());

let position = 1n;
function recorded(playerId: string, type: string, data: Record<string, unknown>): RecordedEvent {
  const at = position++;
  return {
    globalPosition: at,
    transactionId: at,
    streamId: `player-${playerId}`,
    streamVersion: Number(at),
    eventId: randomUUID(),
    type,
    data,
    metadata: {},
    createdAt: new Date(Date.UTC(2026, 10, 29, 12, 0, Number(at))),
  };
}

function anOpening(playerId = randomUUID(), openId = randomUUID()) {
  const item = { storage_id: randomUUID(), item_id: 'i-1', value: '12.50' };
  return {
    openId,
    opened: recorded(playerId, 'BoxOpened', {
      open_id: openId,
      box_id: 'box-1',
      box_name_zh: '盒子',
      box_name_en: 'Box',
      box_cover: '/c.png',
      price: '1000',
      num: 1,
    }),
    granted: recorded(playerId, 'ItemsGranted', { source: 'box_open', source_id: openId, items: [item] }),
    items: [item],
  };
}

async function rowOf(openId: string) {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT box_id, box_name_en, num, price::text AS price, items FROM games_box_opens WHERE open_id = $1`,
    [openId],
  );
  return rows;
}

it('writes an opening whose two events share a batch as one whole row', async () => {
  const opening = anOpening();
  await projection.apply(sql, [opening.opened, opening.granted]);
  expect(await rowOf(opening.openId)).toEqual([
    { box_id: 'box-1', box_name_en: 'Box', num: 1, price: '1000', items: opening.items },
  ]);
});

it.each([
  ['opened first', (o: ReturnType<typeof anOpening>) => [[o.opened], [o.granted]]],
  ['items first', (o: ReturnType<typeof anOpening>) => [[o.granted], [o.opened]]],
])('fills the halves of an opening split over two batches (%s), and a repeat changes nothing', async (_, split) => {
  const opening = anOpening();
  for (const batch of split(opening)) await projection.apply(sql, batch);
  for (const batch of split(opening)) await projection.apply(sql, batch);
  expect(await rowOf(opening.openId)).toEqual([
    { box_id: 'box-1', box_name_en: 'Box', num: 1, price: '1000', items: opening.items },
  ]);
});

it('ignores items granted by anything but an opening', async () => {
  const opening = anOpening();
  const upgraded = recorded(randomUUID(), 'ItemsGranted', { source: 'upgrade', source_id: opening.openId, items: [] });
  await projection.apply(sql, [upgraded]);
  expect(await rowOf(opening.openId)).toEqual([]);
});
