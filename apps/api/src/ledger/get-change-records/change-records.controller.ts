// GET /api/bean/change_records: the signed-in player's income/expense table.
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChangeRecordView, Language, Paged } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { pageOf } from '../../platform/http/page-request.dto';
import { ChangeRecordsPageDto, ChangeRecordsRequestDto } from './change-records.dto';
import { GetChangeRecordsQuery } from './get-change-records.query';

@ApiTags('bean')
@ApiBearerAuth()
@Controller('api/bean')
@UseGuards(PlayerAuthGuard)
export class ChangeRecordsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('change_records')
  @ApiOperation({ summary: 'Balance change records, newest first (bean is signed; final_bean is the balance after)' })
  @ApiOkResponse({ type: ChangeRecordsPageDto })
  list(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() request: ChangeRecordsRequestDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<ChangeRecordView>> {
    const { page, perPage } = pageOf(request);
    return this.queryBus.execute(
      new GetChangeRecordsQuery(
        player.playerId,
        page,
        perPage,
        lang,
        request.type === undefined ? undefined : [request.type],
      ),
    );
  }
}
