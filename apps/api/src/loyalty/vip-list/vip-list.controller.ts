// GET /api/vip/list: the VIP levels and where the signed-in player stands.
import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  formatAmount,
  type Language,
  type VipLevelResponse,
  type VipListResponse,
  type VipStandingResponse,
} from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { GetAccountSummaryQuery, type AccountSummaryView } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { percentOf, readVipLevels } from '../levels/loyalty-levels';

class VipLevelDto implements VipLevelResponse {
  @ApiProperty() level!: number;
  @ApiProperty({ example: '500.00', description: 'total paid recharges from which the level holds' })
  threshold!: string;
  @ApiProperty({ example: '1.00', description: 'percent of every recharge credited back at this level' })
  rebate!: string;
  @ApiProperty() description!: string;
}

class VipStandingDto implements VipStandingResponse {
  @ApiProperty() current_level!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null at the top level' }) next_level!: number | null;
  @ApiProperty({ example: '1.00', description: 'rebate percent of the current level' }) rebate!: string;
  @ApiProperty({ example: '320.00', description: 'recharge still needed for the next level ("0.00" at the top)' })
  difference_money!: string;
  @ApiProperty({ example: '180.00' }) total_recharge!: string;
}

class VipListDto implements VipListResponse {
  @ApiProperty({ type: [VipLevelDto] }) list!: VipLevelDto[];
  @ApiProperty({ type: VipStandingDto }) user!: VipStandingDto;
}

@ApiTags('loyalty')
@ApiBearerAuth()
@Controller('api/vip')
@UseGuards(PlayerAuthGuard)
export class VipListController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('list')
  @ApiOperation({
    summary: 'The VIP levels (by total paid recharges) and your level, rebate and the recharge to the next one',
  })
  @ApiEnvelope(VipListDto)
  async list(@CurrentPlayer() player: AuthenticatedPlayer, @RequestLanguage() lang: Language): Promise<VipListDto> {
    const [levels, account] = await Promise.all([
      readVipLevels(this.sql),
      this.queryBus.execute<GetAccountSummaryQuery, AccountSummaryView>(new GetAccountSummaryQuery(player.playerId)),
    ]);
    const current = levels.find((level) => level.level === account.vipLevel);
    const next = levels.find((level) => level.level > account.vipLevel && level.threshold > account.totalRecharge);
    return {
      list: levels.map((level) => ({
        level: level.level,
        threshold: formatAmount(level.threshold),
        rebate: percentOf(level.rebateBp),
        description: lang === 'zh' ? level.descriptionZh : level.descriptionEn,
      })),
      user: {
        current_level: account.vipLevel,
        next_level: next?.level ?? null,
        rebate: percentOf(current?.rebateBp ?? 0),
        difference_money: formatAmount(next ? next.threshold - account.totalRecharge : 0n),
        total_recharge: formatAmount(account.totalRecharge),
      },
    };
  }
}
