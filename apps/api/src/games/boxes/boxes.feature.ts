// Box opening's registration: its fact on the player stream (BoxOpened), its read model of openings
// (fed asynchronously: a history may lag an open by a moment), and the audit's re-check of its draws. Adding a game means a
// folder like this one and its feature in games.module.ts; the ledger does not change.
import { defineReadModel, type EventSourcedFeature } from '../../platform/event-sourcing';
import { revealedDrawsCheck } from './audit/revealed-draws.check';
import { BOX_OPENS_DDL, BOX_OPENS_RECENT_DDL, BoxOpensProjection } from './box-opens/box-opens.projection';
import { BOX_OPENED_ON_PLAYER_ACCOUNTS } from './domain/box-opened.event';

export const BOX_OPENS_READ_MODEL = defineReadModel({
  name: 'games.box-opens',
  table: 'games_box_opens',
  key: ['open_id'],
  columns: ['player_id', 'box_id', 'box_name_zh', 'box_name_en', 'box_cover', 'num', 'price', 'items', 'created_at'],
  stream: { column: 'player_id', prefix: 'player-' },
  migrations: [
    { id: 'games-002-box-opens', sql: BOX_OPENS_DDL },
    { id: 'games-020-box-opens-recent', sql: BOX_OPENS_RECENT_DDL },
  ],
  projection: new BoxOpensProjection(),
  feed: { async: { batchSize: 500, pollIntervalMs: 100 } },
});

export const BOXES_FEATURE: EventSourcedFeature = {
  name: 'games.boxes',
  extensions: [BOX_OPENED_ON_PLAYER_ACCOUNTS],
  readModels: [BOX_OPENS_READ_MODEL],
  auditChecks: [revealedDrawsCheck],
};
