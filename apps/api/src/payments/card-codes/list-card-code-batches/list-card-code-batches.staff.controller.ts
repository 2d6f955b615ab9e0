// GET /admin/api/card-code-batches: a react-admin page of batches with their usage (never codes or
// hashes) and the Content-Range header, for staff who may list card codes.
import { Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { StaffController, StaffEndpoint } from '../../../staff';
import { setContentRange } from '../../../platform/http/admin-list';
import { CardCodeBatchDto, toCardCodeBatchDto } from '../get-card-code-batch/card-code-batch.view';
import { ListCardCodeBatchesQuery } from './list-card-code-batches.query';
import { ListCardCodeBatchesRequestDto, parseListCardCodeBatchesRequest } from './list-card-code-batches.request';

export const CARD_CODE_BATCHES_RESOURCE = 'card-code-batches';

@StaffController('card-code-batches')
export class ListCardCodeBatchesStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @StaffEndpoint('list', 'card-codes', {
    summary: 'Card-code batches with their usage, newest first by default (react-admin list; Content-Range header)',
    type: CardCodeBatchDto,
    isArray: true,
  })
  async list(
    @Query() query: ListCardCodeBatchesRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CardCodeBatchDto[]> {
    const page = await this.queryBus.execute(new ListCardCodeBatchesQuery(parseListCardCodeBatchesRequest(query)));
    setContentRange(reply, CARD_CODE_BATCHES_RESOURCE, page.offset, page.batches.length, page.total);
    return page.batches.map(toCardCodeBatchDto);
  }
}
