// Reads one player's stream from the pinned `events` table (the (stream_id, stream_version) key
// serves both the count and the page).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { playerStreamId } from '../domain/player-account.events';
import { ListPlayerEventsQuery, type PlayerEventsPage } from './list-player-events.query';

@QueryHandler(ListPlayerEventsQuery)
export class ListPlayerEventsHandler implements IQueryHandler<ListPlayerEventsQuery, PlayerEventsPage> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ request }: ListPlayerEventsQuery): Promise<PlayerEventsPage> {
    const params: unknown[] = [playerStreamId(request.playerId)];
    let where = 'e.stream_id = $1';
    if (request.types) {
      params.push([...request.types]);
      where += ` AND e.event_type = ANY($${params.length}::text[])`;
    }
    const order = request.order === 'ASC' ? 'ASC' : 'DESC';
    const [counted, page] = await Promise.all([
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM events e WHERE ${where}`, params),
      this.sql.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events e WHERE ${where}
          ORDER BY e.stream_version ${order} LIMIT $${params.length + 1}::integer OFFSET $${params.length + 2}::integer`,
        [...params, request.limit, request.offset],
      ),
    ]);
    return {
      total: Number(counted.rows[0].total),
      events: page.rows.map((row) => {
        const event = toRecordedEvent(row);
        return {
          eventId: event.eventId,
          streamId: event.streamId,
          version: event.streamVersion,
          globalPosition: event.globalPosition.toString(),
          type: event.type,
          data: event.data,
          metadata: event.metadata as Record<string, unknown>,
          createdAt: event.createdAt.toISOString(),
        };
      }),
    };
  }
}
