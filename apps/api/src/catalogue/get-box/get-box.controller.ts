// GET /api/box/{id}: a box with its items and odds. Public (no login), signed like every /api call.
import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { BoxDetailView, Language } from '@lootledger/contracts';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { BoxDetailDto } from './get-box.dto';
import { GetBoxHandler } from './get-box.handler';

@ApiTags('boxes')
@Controller('api')
export class GetBoxController {
  constructor(private readonly handler: GetBoxHandler) {}

  @Get('box/:id')
  @ApiOperation({
    summary: "A box's price and items with their odds, in draw order, named in the request language",
    description:
      'odds = weight / total weight in percent, two decimals rounded half up (their sum may miss 100.00 by the rounding).',
  })
  @ApiParam({ name: 'id', example: 'redline' })
  @ApiEnvelope(BoxDetailDto)
  @ApiNotFoundResponse({
    description: 'BOX_NOT_FOUND: no such box, or it is not on sale',
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } },
  })
  detail(@Param('id') id: string, @RequestLanguage() lang: Language): Promise<BoxDetailView> {
    return this.handler.execute(id, lang);
  }
}
