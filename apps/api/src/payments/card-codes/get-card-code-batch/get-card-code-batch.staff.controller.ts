// GET /admin/api/card-code-batches/{id}: one batch and its usage (never its codes), for staff who may
// show card codes.
import { Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../../../platform/auth';
import { rolesAllowed, StaffController } from '../../../staff';
import { DomainError } from '../../../platform/errors/domain-error';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../../platform/openapi/envelope.schema';
import { CardCodeBatchDto, toCardCodeBatchDto } from './card-code-batch.view';
import { GetCardCodeBatchQuery } from './get-card-code-batch.query';

@StaffController('card-code-batches')
@Roles(...rolesAllowed('show', 'card-codes'))
export class GetCardCodeBatchStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'A card-code batch with its usage: issued, redeemed, expired, redeemed value' })
  @ApiEnvelope(CardCodeBatchDto)
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such batch', type: ErrorEnvelopeDto })
  async show(@Param('id') id: string): Promise<CardCodeBatchDto> {
    const batch = await this.queryBus.execute(new GetCardCodeBatchQuery(id));
    if (!batch) throw new DomainError('NOT_FOUND');
    return toCardCodeBatchDto(batch);
  }
}
