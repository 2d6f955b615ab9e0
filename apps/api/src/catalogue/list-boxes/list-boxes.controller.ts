// GET /api/boxes: the boxes on sale. Public (no login), signed like every /api call.
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BoxSummaryView, Language } from '@lootledger/contracts';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { MAX_PER_PAGE, pageOf } from '../../platform/http/page-request.dto';
import { BoxSummaryDto, DEFAULT_BOXES_PER_PAGE, ListBoxesRequestDto } from './list-boxes.dto';
import { ListBoxesHandler } from './list-boxes.handler';

@ApiTags('boxes')
@Controller('api')
export class ListBoxesController {
  constructor(private readonly handler: ListBoxesHandler) {}

  @Get('boxes')
  @ApiOperation({
    summary: 'The boxes on sale, in listing order, named in the request language',
    description:
      'data is a plain array (contract section 7), one page of it: `page` (default 1) and `per_page` ' +
      `(default ${DEFAULT_BOXES_PER_PAGE}, capped at ${MAX_PER_PAGE}); a shorter page is the last one. ` +
      'An unknown category is refused: 400 VALIDATION_FAILED.',
  })
  @ApiEnvelope(BoxSummaryDto, { isArray: true })
  list(@Query() request: ListBoxesRequestDto, @RequestLanguage() lang: Language): Promise<BoxSummaryView[]> {
    return this.handler.execute({ ...pageOf(request, DEFAULT_BOXES_PER_PAGE), category: request.category, lang });
  }
}
