// POST /api/cash: recycle backpack items for coins at their value.
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { formatAmount } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { RecycleItemsCommand } from './recycle-items.command';
import { RecycledDto, StorageIdsDto } from './recycle-items.dto';

@ApiTags('storage')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class RecycleItemsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('cash')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Recycle backpack items at their value, all or nothing',
    description:
      '404 STORAGE_NOT_FOUND for an id that is not yours; 409 ITEM_NOT_IN_BACKPACK for an item no longer in the backpack.',
  })
  @ApiEnvelope(RecycledDto)
  async recycle(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: StorageIdsDto): Promise<RecycledDto> {
    const result = await this.commandBus.execute(new RecycleItemsCommand(player.playerId, body.data, randomUUID()));
    return { bean: formatAmount(result.credited), balance: result.bean };
  }
}
