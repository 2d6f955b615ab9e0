// POST /api/box/open: open 1 to 5 boxes; the items land in the backpack.
import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Language } from '@lootledger/contracts';
import { CurrentPlayer, type AuthenticatedPlayer, PlayerCommand } from '../../../platform/auth';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { OpenBoxCommand, type OpenBoxResult } from './open-box.command';
import { OpenBoxDto, OpenedBoxDto } from './open-box.dto';
import { toOpenedBoxDto } from './opened-box.view';

@ApiTags('boxes')
@Controller('api/box')
export class OpenBoxController {
  constructor(private readonly commandBus: CommandBus) {}

  @PlayerCommand('open')
  @ApiOperation({
    summary: 'Open 1 to 5 boxes: pays num x price, draws provably fair, puts the items in the backpack',
    description:
      '404 BOX_NOT_FOUND (unknown or disabled box), 400 VALIDATION_FAILED (num out of 1..5), 422 INSUFFICIENT_BALANCE. A refusal changes nothing.',
  })
  @ApiEnvelope(OpenedBoxDto)
  async open(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: OpenBoxDto,
    @RequestLanguage() lang: Language,
  ): Promise<OpenedBoxDto> {
    const result: OpenBoxResult = await this.commandBus.execute(
      new OpenBoxCommand(player.playerId, body.id, body.num, body.client_seed),
    );
    return toOpenedBoxDto(result, lang);
  }
}
