// POST /api/extract {data: [storage ids]} → {bill_ids}: withdraw items to the trade URL.
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { ExtractedResponse } from '@lootledger/contracts';
import { CurrentPlayer, MobileRequiredGuard, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { StorageIdsDto } from '../../ledger';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ExtractItemsHandler } from './extract-items.handler';

class ExtractedDto implements ExtractedResponse {
  @ApiProperty({ type: [String], description: 'one delivery bill per item, in the order asked' }) bill_ids!: string[];
}

@ApiTags('storage')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class ExtractItemsController {
  constructor(private readonly handler: ExtractItemsHandler) {}

  @Post('extract')
  @HttpCode(200)
  @UseGuards(MobileRequiredGuard)
  @ApiOperation({
    summary: 'Withdraw backpack items to your Steam trade URL: one delivery bill each (status 4, then 5, 6, 1)',
    description:
      '422 MOBILE_REQUIRED without a bound mobile (a Steam sign-up); 422 TRADE_URL_REQUIRED without a trade URL; 404 STORAGE_NOT_FOUND for an id that is not yours; 409 ITEM_NOT_IN_BACKPACK for an item no longer in the backpack. A failed delivery returns the item to the backpack with back_message.',
  })
  @ApiEnvelope(ExtractedDto)
  async extract(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: StorageIdsDto): Promise<ExtractedDto> {
    return { bill_ids: await this.handler.execute(player.playerId, body.data) };
  }
}
