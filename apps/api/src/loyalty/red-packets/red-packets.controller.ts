// The red packets' player calls: the campaigns open now (GET /api/red_packets: claimable ones and
// what the player already got), and a claim by id (from the welfare page) or by code (the /red page).
import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';
import {
  formatAmount,
  type Language,
  type RedPacketClaimResponse,
  type RedPacketResponse,
} from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer, RefusedWhileExcluded } from '../../platform/auth';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { WelfareClock } from '../welfare/welfare-clock';
import { RedPacketsService } from './red-packets.service';

export class ClaimRedPacketDto {
  @ApiPropertyOptional({ description: 'the campaign (from the list)' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  id?: string;

  @ApiPropertyOptional({ description: 'the claim code (needed when the campaign has one)' })
  @IsOptional()
  @IsString()
  @Length(1, 32)
  code?: string;
}

export class RedPacketDto implements RedPacketResponse {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: ['random', 'equal'] }) split!: string;
  @ApiProperty() total!: string;
  @ApiProperty() count!: number;
  @ApiProperty() left!: number;
  @ApiProperty() starts_at!: string;
  @ApiProperty() ends_at!: string;
  @ApiProperty({ enum: ['all', 'vip', 'recharged'] }) audience!: string;
  @ApiProperty() min_vip!: number;
  @ApiProperty() needs_code!: boolean;
  @ApiProperty({ nullable: true, type: String }) claimed!: string | null;
}

export class RedPacketClaimDto implements RedPacketClaimResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '12.34' }) amount!: string;
  @ApiProperty() balance!: string;
}

@ApiTags('welfare')
@Controller('api/red_packets')
@UseGuards(PlayerAuthGuard)
@ApiBearerAuth()
export class RedPacketsController {
  constructor(
    private readonly redPackets: RedPacketsService,
    private readonly clock: WelfareClock,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Red-packet campaigns open now, newest first, with what this player got from each' })
  @ApiEnvelope(RedPacketDto, { isArray: true })
  async list(@CurrentPlayer() player: AuthenticatedPlayer, @RequestLanguage() lang: Language): Promise<RedPacketDto[]> {
    const now = this.clock.now().toISOString();
    const { rows } = await this.sql.query<{
      campaign_id: string;
      title_zh: string;
      title_en: string;
      split: string;
      total: string;
      count: number;
      claimed_count: number;
      starts_at: Date;
      ends_at: Date;
      audience: string;
      min_vip: number;
      has_code: boolean;
      claimed: string | null;
    }>(
      `SELECT r.campaign_id, r.title_zh, r.title_en, r.split, r.total::text, r.count, r.claimed_count, r.starts_at,
              r.ends_at, r.audience, r.min_vip, r.code IS NOT NULL AS has_code, c.amount::text AS claimed
         FROM loyalty_red_packets r
         LEFT JOIN loyalty_red_packet_claims c ON c.campaign_id = r.campaign_id AND c.player_id = $1
        WHERE NOT r.closed AND r.starts_at <= $2 AND r.ends_at > $2
        ORDER BY r.created_at DESC LIMIT 50`,
      [player.playerId, now],
    );
    return rows.map((row) => ({
      id: row.campaign_id,
      title: lang === 'zh' ? row.title_zh : row.title_en,
      split: row.split,
      total: formatAmount(BigInt(row.total)),
      count: row.count,
      left: row.count - row.claimed_count,
      starts_at: new Date(row.starts_at).toISOString(),
      ends_at: new Date(row.ends_at).toISOString(),
      audience: row.audience,
      min_vip: row.min_vip,
      needs_code: row.has_code,
      claimed: row.claimed === null ? null : formatAmount(BigInt(row.claimed)),
    }));
  }

  @Post('claim')
  @RefusedWhileExcluded()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Claim a red packet by campaign id (with its code if it has one) or by code alone',
    description:
      'Refusals: 404 RED_PACKET_NOT_FOUND, 422 RED_PACKET_CODE_INVALID / RED_PACKET_NOT_STARTED / RED_PACKET_ENDED / RED_PACKET_CLOSED, 403 RED_PACKET_VIP_REQUIRED / RED_PACKET_RECHARGE_REQUIRED, 409 RED_PACKET_EMPTY / RED_PACKET_ALREADY_CLAIMED. Exactly once per player; never more than the total or the count.',
  })
  @ApiEnvelope(RedPacketClaimDto)
  async claim(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: ClaimRedPacketDto,
  ): Promise<RedPacketClaimDto> {
    const code = body.code?.trim() || null;
    if (!body.id && !code) throw new DomainError('RED_PACKET_CODE_INVALID');
    const id = body.id ?? (await this.redPackets.campaignByCode(code!));
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new DomainError('RED_PACKET_NOT_FOUND');
    const outcome = await this.redPackets.claim(player.playerId, id, code);
    return { id, amount: formatAmount(outcome.amount), balance: formatAmount(outcome.balance) };
  }
}
