// The roll context's registration: its stream kind (roll-{id}), a join asked for on the player stream
// (RollJoinAsked), its read model (the rooms with their documents, inline so a response reads its own
// write), and the audit's re-check of every room.
import { defineReadModel, type EventSourcedFeature } from '../../platform/event-sourcing';
import { roomsCheck } from './audit/rooms.check';
import { ROOM } from './domain/room';
import { ROLL_JOIN_ASKED_ON_PLAYER_ACCOUNTS } from './domain/roll-join-asked.event';
import { ROLL_ROOMS_DDL, RoomsProjection } from './rooms/rooms.projection';

export const ROLL_ROOMS_READ_MODEL = defineReadModel({
  name: 'roll.rooms',
  table: 'roll_rooms',
  key: ['id'],
  columns: ['status', 'phase', 'creator_id', 'end_time', 'doc'],
  stream: { column: 'id', prefix: ROOM.prefix },
  versionColumn: 'stream_version',
  migrations: [{ id: 'roll-001-rooms', sql: ROLL_ROOMS_DDL }],
  projection: new RoomsProjection(),
  rebuild: { projection: new RoomsProjection(), upserts: true },
  feed: { inline: [ROOM] },
});

export const ROLL_FEATURE: EventSourcedFeature = {
  name: 'roll',
  streams: [ROOM],
  extensions: [ROLL_JOIN_ASKED_ON_PLAYER_ACCOUNTS],
  readModels: [ROLL_ROOMS_READ_MODEL],
  auditChecks: [roomsCheck],
};
