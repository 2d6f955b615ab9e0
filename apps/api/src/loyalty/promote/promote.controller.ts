// GET /api/promote: the promotion (referral) levels and the signed-in player's standing as a referrer
// (with the commission earned in all, from the ledger's REFERRAL_COMMISSION change records).
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  formatAmount,
  type Language,
  type PromoteResponse,
  type PromotionLevelResponse,
  type PromotionStandingResponse,
} from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import { GetReferralCommissionsQuery, type ReferralCommissionsView } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { percentOf, readPromotionLevels } from '../levels/loyalty-levels';
import { GetPromotionStandingQuery, type PromotionStanding } from '../levels/loyalty-levels.queries';

class PromotionLevelDto implements PromotionLevelResponse {
  @ApiProperty() level!: number;
  @ApiProperty({ example: 'Silver' }) name!: string;
  @ApiProperty({ example: '1000.00', description: "invitees' total recharge from which the level holds" })
  invite_total!: string;
  @ApiProperty({ example: '2.00', description: 'percent of each invitee recharge paid to you' }) rebate!: string;
  @ApiProperty() description!: string;
}

class PromotionUserDto implements PromotionStandingResponse {
  @ApiProperty() invite_code!: string;
  @ApiProperty({ description: 'you chose your invite code (POST /api/set_invite_code: once)' })
  invite_code_custom!: boolean;
  @ApiProperty({ description: 'your level (0: none yet)' }) promotion_level!: number;
  @ApiProperty() people_invited_num!: number;
  @ApiProperty({ example: '250.00' }) invite_total_recharge!: string;
  @ApiProperty({ example: '2.50', description: 'all the referral commission you earned' }) commission_total!: string;
}

class PromoteDto implements PromoteResponse {
  @ApiProperty({ type: [PromotionLevelDto] }) list!: PromotionLevelDto[];
  @ApiProperty({ type: PromotionUserDto }) user!: PromotionUserDto;
}

@ApiTags('loyalty')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class PromoteController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('promote')
  @ApiOperation({
    summary:
      'The promotion levels and your invite code, level, invitees, their total recharge and the commission you earned (the invitees one by one: GET /api/promote/invitees)',
  })
  @ApiEnvelope(PromoteDto)
  async promote(@CurrentPlayer() player: AuthenticatedPlayer, @RequestLanguage() lang: Language): Promise<PromoteDto> {
    const [levels, standing, profile, commissions] = await Promise.all([
      readPromotionLevels(this.sql),
      this.queryBus.execute<GetPromotionStandingQuery, PromotionStanding>(
        new GetPromotionStandingQuery(player.playerId),
      ),
      this.queryBus.execute<GetPlayerProfileQuery, PlayerProfileView | null>(
        new GetPlayerProfileQuery(player.playerId),
      ),
      this.queryBus.execute<GetReferralCommissionsQuery, ReferralCommissionsView>(
        new GetReferralCommissionsQuery(player.playerId),
      ),
    ]);
    return {
      list: levels.map((level) => ({
        level: level.level,
        name: lang === 'zh' ? level.nameZh : level.nameEn,
        invite_total: formatAmount(level.inviteTotal),
        rebate: percentOf(level.rebateBp),
        description: lang === 'zh' ? level.descriptionZh : level.descriptionEn,
      })),
      user: {
        invite_code: profile?.inviteCode ?? '',
        invite_code_custom: profile?.inviteCodeCustom ?? false,
        promotion_level: standing.level?.level ?? 0,
        people_invited_num: standing.peopleInvited,
        invite_total_recharge: formatAmount(standing.inviteTotalRecharge),
        commission_total: formatAmount(commissions.total),
      },
    };
  }
}
