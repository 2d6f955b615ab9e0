// GET /admin/api/players and /{id}: players with their balance, VIP level and freeze (react-admin
// list and show) for staff who may list players.
import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { setContentRange } from '../../platform/http/admin-list';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { Roles, StaffAuthGuard } from '../../platform/auth';
import { rolesAllowed } from '../../staff';
import { PlayersStaffReader } from './players.staff.reader';
import { AdminPlayerDetailDto, AdminPlayerDto } from './players.staff.dto';
import { ListPlayersRequestDto, parseListPlayersRequest } from './players.staff.request';

export const PLAYERS_RESOURCE = 'players';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/players')
@UseGuards(StaffAuthGuard)
export class PlayersStaffController {
  constructor(private readonly players: PlayersStaffReader) {}

  @Get()
  @Roles(...rolesAllowed('list', 'players'))
  @ApiOperation({
    summary: 'Players with balance, VIP level and freeze (react-admin list; Content-Range header)',
    description:
      'Filters: q (part of the mobile or name, or the exact id or invite code), id (one or a list), frozen, ' +
      'inviter_id, registered_from, registered_to (ISO times, inclusive). Sort: created_at (default DESC), id, name.',
  })
  @ApiEnvelope(AdminPlayerDto, { isArray: true })
  async list(
    @Query() query: ListPlayersRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPlayerDto[]> {
    const request = parseListPlayersRequest(query);
    const page = await this.players.list(request);
    setContentRange(reply, PLAYERS_RESOURCE, request.offset, page.players.length, page.total);
    return page.players;
  }

  @Get(':id')
  @Roles(...rolesAllowed('show', 'players'))
  @ApiOperation({
    summary: 'A player: profile, balance, VIP level, total recharge, inviter, freeze with its reason',
    description:
      'Their ledger: GET /admin/api/player-events, change-records, storage (backpack and bills), seed-pairs, each ' +
      'with filter {"player_id": id}; their orders and delivery bills: GET /admin/api/orders and /admin/api/bills ' +
      'with the same filter.',
  })
  @ApiEnvelope(AdminPlayerDetailDto)
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND', type: ErrorEnvelopeDto })
  show(@Param('id') id: string): Promise<AdminPlayerDetailDto> {
    return this.players.get(id);
  }
}
