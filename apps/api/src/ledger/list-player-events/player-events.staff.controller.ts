// GET /admin/api/player-events?filter={"player_id":...}: the raw events of stream player-{id} (type,
// data with integer hundredths, metadata with the actor), with coin amounts also as two-decimal
// strings. Unrevealed server seeds are never in the log, so never here.
import { Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { formatAmount, type PlayerEventResponse } from '@lootledger/contracts';
import { COIN_EVENT_TYPES } from '../domain/player-account.events';
import { ListPlayerEventsQuery, type PlayerEventsPage, type PlayerEventView } from './list-player-events.query';
import {
  AdminListRequestDto,
  parseAdminList,
  readers,
  setContentRange,
  type FilterReader,
} from '../../platform/http/admin-list';
import { StaffController, StaffEndpoint } from '../../staff';
import { requirePlayerId, STREAM_ORDER_FIELDS } from '../http/player-filter';

export const PLAYER_EVENTS_RESOURCE = 'player-events';

class PlayerEventDto implements PlayerEventResponse {
  @ApiProperty({ description: 'The event id (uuid)' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty({ description: 'Stream version: 1 for the first event' }) version!: number;
  @ApiProperty({ description: 'Position in the whole log' }) global_position!: string;
  @ApiProperty({ example: 'CoinsDebited' }) type!: string;
  @ApiProperty({ type: Object, description: 'As stored: amounts in integer hundredths as strings' })
  data!: Record<string, unknown>;
  @ApiProperty({ type: Object, description: 'actor {type, id}, correlation/causation ids, schema, time' })
  metadata!: Record<string, unknown>;
  @ApiProperty({ nullable: true, type: String, example: '-10.00', description: 'Coin events: the signed amount' })
  amount!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '58.88', description: 'Coin events: the balance after' })
  balance_after!: string | null;
  @ApiProperty() created_at!: string;
}

const types: FilterReader<string[]> = (value) =>
  typeof value === 'string' && value !== ''
    ? [value]
    : Array.isArray(value) && value.length > 0 && value.every((type) => typeof type === 'string')
      ? (value as string[])
      : undefined;

function hundredths(value: unknown): string | null {
  return typeof value === 'string' && /^-?\d+$/.test(value) ? formatAmount(BigInt(value)) : null;
}

function toDto(event: PlayerEventView, playerId: string): PlayerEventDto {
  const coin = (COIN_EVENT_TYPES as readonly string[]).includes(event.type);
  return {
    id: event.eventId,
    player_id: playerId,
    version: event.version,
    global_position: event.globalPosition,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    amount: coin ? hundredths(event.data.amount) : null,
    balance_after: coin ? hundredths(event.data.balance_after) : null,
    created_at: event.createdAt,
  };
}

@StaffController('player-events')
export class PlayerEventsStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @StaffEndpoint('list', 'player-events', {
    summary: "One player's ledger stream, event by event (react-admin list; Content-Range header)",
    description:
      'Filters: player_id (required), type (one event type or a list). Sort: version (default DESC); id and ' +
      'created_at sort the same way (stream order).',
    type: PlayerEventDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PlayerEventDto[]> {
    const parsed = parseAdminList(query, {
      sortFields: STREAM_ORDER_FIELDS,
      defaultSort: { field: 'version', order: 'DESC' },
      filters: { player_id: readers.string, type: types },
    });
    const playerId = requirePlayerId(parsed.filter.player_id);
    const page = await this.queryBus.execute<ListPlayerEventsQuery, PlayerEventsPage>(
      new ListPlayerEventsQuery({
        playerId,
        types: parsed.filter.type,
        order: parsed.sort.order,
        offset: parsed.offset,
        limit: parsed.limit,
      }),
    );
    setContentRange(reply, PLAYER_EVENTS_RESOURCE, parsed.offset, page.events.length, page.total);
    return page.events.map((event) => toDto(event, playerId));
  }
}
