// GET /api/promote/invitees: the promotion centre's list of the players you invited, newest first,
// paged: their name, when they joined, their recharges in all (or none yet) and the commission they
// earned you. Identity knows who they are; the ledger what they recharged and what you earned.
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { formatAmount, type InviteeResponse, type Paged } from '@lootledger/contracts';
import { GetInviteeIdsQuery, GetPlayerProfilesQuery, type PlayerProfileView } from '../../identity';
import {
  GetAccountSummariesQuery,
  GetReferralCommissionsQuery,
  type AccountSummaryWithStatusView,
  type ReferralCommissionsView,
} from '../../ledger';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { PageRequestDto, pageOf } from '../../platform/http/page-request.dto';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { PageDto } from '../../platform/openapi/page.dto';

class InviteeDto implements InviteeResponse {
  @ApiProperty({ example: 'Player 7' }) name!: string;
  @ApiProperty({ example: '2026-01-31T12:00:00.000Z' }) joined_at!: string;
  @ApiProperty({ example: '100.00', description: 'their paid recharges in all' }) total_recharge!: string;
  @ApiProperty({ enum: [0, 1], description: '1 once they recharged' }) is_recharge!: 0 | 1;
  @ApiProperty({ example: '1.00', description: 'the commission their recharges earned you' }) commission!: string;
}

class InviteesPageDto extends PageDto(InviteeDto) implements Paged<InviteeDto> {}

@ApiTags('loyalty')
@ApiBearerAuth()
@Controller('api/promote')
@UseGuards(PlayerAuthGuard)
export class ListInviteesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('invitees')
  @ApiOperation({ summary: 'The players you invited, newest first: joined, recharged, the commission each earned you' })
  @ApiEnvelope(InviteesPageDto)
  async invitees(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() request: PageRequestDto,
  ): Promise<Paged<InviteeDto>> {
    const { page, perPage } = pageOf(request);
    const all = await this.queryBus.execute<GetInviteeIdsQuery, string[]>(new GetInviteeIdsQuery(player.playerId));
    const ids = all.toReversed().slice((page - 1) * perPage, page * perPage);
    const [profiles, accounts, commissions] = await Promise.all([
      this.queryBus.execute<GetPlayerProfilesQuery, PlayerProfileView[]>(new GetPlayerProfilesQuery(ids)),
      this.queryBus.execute<GetAccountSummariesQuery, AccountSummaryWithStatusView[]>(
        new GetAccountSummariesQuery(ids),
      ),
      this.queryBus.execute<GetReferralCommissionsQuery, ReferralCommissionsView>(
        new GetReferralCommissionsQuery(player.playerId, ids),
      ),
    ]);
    const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
    const accountOf = new Map(accounts.map((account) => [account.playerId, account]));
    return {
      data: ids.flatMap((id) => {
        const profile = profileOf.get(id);
        if (!profile) return [];
        const recharged = accountOf.get(id)?.totalRecharge ?? 0n;
        return [
          {
            name: profile.name,
            joined_at: profile.createdAt,
            total_recharge: formatAmount(recharged),
            is_recharge: recharged > 0n ? 1 : 0,
            commission: formatAmount(commissions.byInvitee.get(id) ?? 0n),
          },
        ];
      }),
      total: all.length,
      per_page: perPage,
      current_page: page,
    };
  }
}
