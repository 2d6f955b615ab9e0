// GET /admin/api/coin-adjustments and /{id}: manual coin adjustments with their approval state
// (react-admin list and show) for staff who may list them.
import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../../platform/errors/domain-error';
import { setContentRange } from '../../../platform/http/admin-list';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../../platform/openapi/envelope.schema';
import { Roles, StaffAuthGuard } from '../../../platform/auth';
import { rolesAllowed } from '../../../staff';
import { CoinAdjustmentDto, toCoinAdjustmentDto } from '../coin-adjustment.dto';
import { CoinAdjustmentsReader } from '../coin-adjustments.reader';
import { COIN_ADJUSTMENTS_RESOURCE } from '../coin-adjustments.service';
import { ListCoinAdjustmentsRequestDto, parseListCoinAdjustmentsRequest } from './coin-adjustments.request';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/coin-adjustments')
@UseGuards(StaffAuthGuard)
export class CoinAdjustmentsStaffController {
  constructor(private readonly reader: CoinAdjustmentsReader) {}

  @Get()
  @Roles(...rolesAllowed('list', 'coin-adjustments'))
  @ApiOperation({
    summary: 'Manual coin adjustments, newest first (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), status (pending, approved, applied, rejected, failed), player_id, ' +
      'requested_by (staff id), direction (credit, debit). Sort: created_at (default DESC), id, amount, updated_at.',
  })
  @ApiEnvelope(CoinAdjustmentDto, { isArray: true })
  async list(
    @Query() query: ListCoinAdjustmentsRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CoinAdjustmentDto[]> {
    const request = parseListCoinAdjustmentsRequest(query);
    const page = await this.reader.list(request);
    setContentRange(reply, COIN_ADJUSTMENTS_RESOURCE, request.offset, page.rows.length, page.total);
    return page.rows.map(toCoinAdjustmentDto);
  }

  @Get(':id')
  @Roles(...rolesAllowed('show', 'coin-adjustments'))
  @ApiOperation({ summary: 'One coin adjustment' })
  @ApiEnvelope(CoinAdjustmentDto)
  @ApiNotFoundResponse({ description: 'ADJUSTMENT_NOT_FOUND', type: ErrorEnvelopeDto })
  async show(@Param('id') id: string): Promise<CoinAdjustmentDto> {
    const row = await this.reader.get(id);
    if (!row) throw new DomainError('ADJUSTMENT_NOT_FOUND');
    return toCoinAdjustmentDto(row);
  }
}
