// The arena's registration: its stream kind (battle-{id}), its read models (the battles with their
// documents, inline so a response reads its own write; the results per player seat for rankings),
// and the audit's re-check of every ended battle.
import { defineReadModel, type EventSourcedFeature } from '../../platform/event-sourcing';
import { arenaPayoutsCheck } from './audit/arena-payouts.check';
import { battlesCheck } from './audit/battles.check';
import { BATTLE_RESULTS_DDL, BattleResultsProjection } from './battles/battle-results.projection';
import { BATTLES_DDL, BattlesProjection } from './battles/battles.projection';
import { BATTLE } from './domain/battle';
import { ARENA_DAY } from './rewards/arena-day';

export const BATTLES_READ_MODEL = defineReadModel({
  name: 'games.battles',
  table: 'games_battles',
  key: ['id'],
  columns: ['status', 'mode', 'seats_total', 'price', 'creator_id', 'player_ids', 'doc', 'created_at', 'ended_at'],
  stream: { column: 'id', prefix: BATTLE.prefix },
  versionColumn: 'stream_version',
  migrations: [{ id: 'games-003-battles', sql: BATTLES_DDL }],
  projection: new BattlesProjection(),
  rebuild: { projection: new BattlesProjection(), upserts: true },
  feed: { inline: [BATTLE] },
});

export const BATTLE_RESULTS_READ_MODEL = defineReadModel({
  name: 'games.battle-results',
  table: 'games_battle_results',
  key: ['battle_id', 'seat'],
  columns: ['player_id', 'stake', 'won', 'winner', 'ended_at'],
  stream: { column: 'battle_id', prefix: BATTLE.prefix },
  versionColumn: 'stream_version',
  migrations: [{ id: 'games-004-battle-results', sql: BATTLE_RESULTS_DDL }],
  projection: new BattleResultsProjection(),
  feed: { inline: [BATTLE] },
});

export const ARENA_FEATURE: EventSourcedFeature = {
  name: 'games.arena',
  streams: [BATTLE, ARENA_DAY],
  readModels: [BATTLES_READ_MODEL, BATTLE_RESULTS_READ_MODEL],
  auditChecks: [battlesCheck, arenaPayoutsCheck],
};
