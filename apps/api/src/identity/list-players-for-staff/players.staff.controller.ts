// GET /admin/api/players and /{id}: players with their balance, VIP level and freeze (react-admin
// list and show) for staff who may list players.
import { Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { setContentRange } from '../../platform/http/admin-list';
import { PlayersStaffReader } from './players.staff.reader';
import { AdminPlayerDetailDto, AdminPlayerDto } from './players.staff.dto';
import { ListPlayersRequestDto, parseListPlayersRequest } from './players.staff.request';
import { StaffController, StaffEndpoint } from '../../staff';

export const PLAYERS_RESOURCE = 'players';

@StaffController('players')
export class PlayersStaffController {
  constructor(private readonly players: PlayersStaffReader) {}

  @Get()
  @StaffEndpoint('list', 'players', {
    summary: 'Players with balance, VIP level and freeze (react-admin list; Content-Range header)',
    description:
      'Filters: q (part of the mobile or name, or the exact id or invite code), id (one or a list), frozen, ' +
      'inviter_id, registered_from, registered_to (ISO times, inclusive). Sort: created_at (default DESC), id, name.',
    type: AdminPlayerDto,
    isArray: true,
  })
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
  @StaffEndpoint('show', 'players', {
    summary: 'A player: profile, balance, VIP level, total recharge, inviter, freeze with its reason',
    description:
      'Their ledger: GET /admin/api/player-events, change-records, storage (backpack and bills), seed-pairs, each ' +
      'with filter {"player_id": id}; their orders and delivery bills: GET /admin/api/orders and /admin/api/bills ' +
      'with the same filter.',
    type: AdminPlayerDetailDto,
    refusals: [[404, 'USER_NOT_FOUND']],
  })
  show(@Param('id') id: string): Promise<AdminPlayerDetailDto> {
    return this.players.get(id);
  }
}
