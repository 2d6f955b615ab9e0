// Read model: one row per ROLL room (lists, details, the process's due work, the console), projected
// inline with every append to a room stream. `doc` is the room's state folded by the stream kind's
// own evolve.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { evolveRoom, initialRoomState, ROOM, type RoomEvent, type RoomState } from '../domain/room';

export const ROLL_ROOMS_DDL = `
CREATE TABLE IF NOT EXISTS roll_rooms (
  id text PRIMARY KEY,
  status smallint NOT NULL,
  phase text NOT NULL,
  creator_id text,
  end_time timestamptz NOT NULL,
  doc jsonb NOT NULL,
  stream_version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS roll_rooms_status ON roll_rooms (status, end_time);
CREATE INDEX IF NOT EXISTS roll_rooms_phase ON roll_rooms (phase, end_time);
`;

/** The contract's status: 0 ongoing (escrowing or open), 1 ended (drawn, cancelled, settled). */
export function rollStatus(state: RoomState): 0 | 1 {
  return state.phase === 'open' || state.phase === 'escrowing' ? 0 : 1;
}

export class RoomsProjection implements Projection {
  readonly name = 'roll.rooms';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of events) {
      if (ROOM.idOf(event.streamId) === null) continue;
      byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
    }
    for (const [streamId, streamEvents] of byStream) {
      const id = ROOM.idOf(streamId)!;
      const { rows } = await tx.query<{ doc: RoomState; stream_version: number; created_at: Date }>(
        `SELECT doc, stream_version, created_at FROM roll_rooms WHERE id = $1`,
        [id],
      );
      let state = rows[0]?.doc ?? initialRoomState();
      let version = rows[0]?.stream_version ?? 0;
      let createdAt = rows[0]?.created_at ?? streamEvents[0].createdAt;
      for (const event of streamEvents) {
        if (event.streamVersion <= version) continue;
        state = evolveRoom(state, ROOM.events.read(event) as RoomEvent);
        version = event.streamVersion;
        if (event.type === 'RoomCreated') createdAt = event.createdAt;
      }
      const last = streamEvents[streamEvents.length - 1];
      await tx.query(
        `INSERT INTO roll_rooms (id, status, phase, creator_id, end_time, doc, stream_version, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, phase = excluded.phase, doc = excluded.doc,
           stream_version = excluded.stream_version, updated_at = excluded.updated_at
         WHERE roll_rooms.stream_version < excluded.stream_version`,
        [
          id,
          rollStatus(state),
          state.phase,
          state.creatorId,
          state.endTime,
          JSON.stringify(state),
          version,
          new Date(createdAt).toISOString(),
          last.createdAt.toISOString(),
        ],
      );
    }
  }
}
