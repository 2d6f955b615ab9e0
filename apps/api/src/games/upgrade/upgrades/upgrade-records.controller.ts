// The upgrades as players read them: GET /api/upgrade/history (the player's own) and GET
// /api/upgrade/recent (everyone's), newest first.
// operationId: as the one upgrade controller named it before the slices (clients generated from the
// OpenAPI document keep their method names).
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language, Paged } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../../platform/auth';
import { pageOf, PageRequestDto } from '../../../platform/http/page-request.dto';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { UpgradeRecordDto, UpgradeRecordsPageDto } from './upgrade.dto';
import { outcomeView } from './upgrade.view';
import { UpgradeRecordsReader, type UpgradeRecord } from './upgrade-records.reader';

@ApiTags('upgrade')
@Controller('api/upgrade')
export class UpgradeRecordsController {
  constructor(private readonly records: UpgradeRecordsReader) {}

  @Get('history')
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'UpgradeController_history', summary: "The player's own upgrades, newest first" })
  @ApiEnvelope(UpgradeRecordsPageDto)
  async history(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() request: PageRequestDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<UpgradeRecordDto>> {
    return this.pageOfRecords(request, { playerId: player.playerId }, lang);
  }

  @Get('recent')
  @ApiOperation({
    operationId: 'UpgradeController_recent',
    summary: "Everyone's recent upgrades, newest first (public)",
  })
  @ApiEnvelope(UpgradeRecordsPageDto)
  async recent(@Query() request: PageRequestDto, @RequestLanguage() lang: Language): Promise<Paged<UpgradeRecordDto>> {
    return this.pageOfRecords(request, {}, lang);
  }

  private async pageOfRecords(
    request: PageRequestDto,
    filter: { playerId?: string },
    lang: Language,
  ): Promise<Paged<UpgradeRecordDto>> {
    const { page, perPage } = pageOf(request);
    const result = await this.records.page({ filter, offset: (page - 1) * perPage, limit: perPage });
    return {
      data: result.rows.map((record) => recordView(record, lang)),
      total: result.total,
      per_page: perPage,
      current_page: page,
    };
  }
}

export function recordView(record: UpgradeRecord, lang: Language): UpgradeRecordDto {
  return { ...outcomeView(record, lang), player_id: record.player_id, created_at: record.created_at };
}
