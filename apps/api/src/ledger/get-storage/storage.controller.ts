// GET /api/storage: the signed-in player's items by status (0 = the backpack); GET /api/storage/{id}:
// one of them, with where it came from (a backpack item's own page).
import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  StorageStatus,
  type Language,
  type Paged,
  type StorageItemDetailResponse,
  type StorageItemResponse,
} from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { pageOf } from '../../platform/http/page-request.dto';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { GetStorageItemQuery, GetStorageQuery } from './get-storage.query';
import { StorageItemDetailDto, StoragePageDto, StorageRequestDto } from './storage.dto';

@ApiTags('storage')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class StorageController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('storage')
  @ApiOperation({
    summary:
      'Your items with one status, newest first or by `sort`, optionally by `name` (status 0: the backpack; 1, 2, 4, 5, 6: the bill tabs)',
  })
  @ApiEnvelope(StoragePageDto)
  list(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() request: StorageRequestDto,
    @RequestLanguage() lang: Language,
  ): Promise<Paged<StorageItemResponse>> {
    const { page, perPage } = pageOf(request);
    return this.queryBus.execute(
      new GetStorageQuery(
        player.playerId,
        request.status ?? StorageStatus.IN_BACKPACK,
        page,
        perPage,
        lang,
        request.sort,
        request.name?.trim(),
      ),
    );
  }

  @Get('storage/:id')
  @ApiOperation({
    summary: 'One of your items in any status, with its source (404 STORAGE_NOT_FOUND if it is not yours)',
  })
  @ApiEnvelope(StorageItemDetailDto)
  one(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param('id') id: string,
    @RequestLanguage() lang: Language,
  ): Promise<StorageItemDetailResponse> {
    return this.queryBus.execute(new GetStorageItemQuery(player.playerId, id, lang));
  }
}
