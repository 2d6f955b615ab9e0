// The raw events of one player's stream `player-{id}` as the log holds them (type, data with integer
// hundredths, metadata with the actor), a page at a time, for staff (GET /admin/api/player-events).
// Server seeds appear only in SeedPairRevealed, so nothing secret is listed.
import { Query } from '@nestjs/cqrs';

export interface PlayerEventsRequest {
  playerId: string;
  /** Only these event types (e.g. CoinsCredited, AccountFrozen); all when absent. */
  types?: readonly string[];
  /** Stream order. */
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export interface PlayerEventView {
  eventId: string;
  streamId: string;
  version: number;
  globalPosition: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** ISO-8601 UTC. */
  createdAt: string;
}

export interface PlayerEventsPage {
  events: PlayerEventView[];
  total: number;
}

export class ListPlayerEventsQuery extends Query<PlayerEventsPage> {
  constructor(readonly request: PlayerEventsRequest) {
    super();
  }
}
