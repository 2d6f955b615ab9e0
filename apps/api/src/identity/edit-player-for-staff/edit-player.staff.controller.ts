// PUT /admin/api/players/{id} (react-admin's edit of a player): player care fixes a profile — the
// nickname, the avatar (removed), the trade URL (removed), the language — with a reason; the change and
// its staff audit entry commit together. Money, the mobile and invite codes are not edited here.
import { Body, Param, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { respond } from '../../platform/http/api-response';
import { type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { StaffController, StaffEndpoint } from '../../staff';
import { AdminPlayerDetailDto } from '../list-players-for-staff/players.staff.dto';
import { PlayersStaffReader } from '../list-players-for-staff/players.staff.reader';
import { EditPlayerProfileDto } from './edit-player.staff.dto';
import { EditPlayerProfileHandler } from './edit-player-profile.handler';

@StaffController('players')
export class EditPlayerStaffController {
  constructor(
    private readonly handler: EditPlayerProfileHandler,
    private readonly players: PlayersStaffReader,
  ) {}

  @Put(':id')
  @StaffEndpoint('edit', 'players', {
    summary: "Fix a player's profile: nickname, remove avatar, remove trade URL, language (audited, reason required)",
    description:
      '400 VALIDATION_FAILED (a bad name, no reason, or nothing that would change); 404 USER_NOT_FOUND. Answers the ' +
      'player as GET /admin/api/players/{id}. The audit entry (resource players) holds the profile before and after.',
    type: AdminPlayerDetailDto,
    refusals: [[404, 'USER_NOT_FOUND']],
  })
  async edit(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: EditPlayerProfileDto,
    @Req() request: FastifyRequest,
  ): Promise<unknown> {
    await this.handler.execute({
      playerId: id,
      name: body.name,
      resetAvatar: body.reset_avatar,
      clearSteamUrl: body.clear_steam_url,
      lang: body.lang,
      reason: body.reason,
      staff,
      ip: request.ip ?? null,
    });
    return respond(await this.players.get(id), 'PLAYER_PROFILE_UPDATED');
  }
}
