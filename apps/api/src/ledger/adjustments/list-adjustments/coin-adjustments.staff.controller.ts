// GET /admin/api/coin-adjustments and /{id}: manual coin adjustments with their approval state
// (react-admin list and show) for staff who may list them.
import { Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../../platform/errors/domain-error';
import { setContentRange } from '../../../platform/http/admin-list';
import { CoinAdjustmentDto, toCoinAdjustmentDto } from '../coin-adjustment.dto';
import { CoinAdjustmentsReader } from '../coin-adjustments.reader';
import { COIN_ADJUSTMENTS_RESOURCE } from '../coin-adjustments.service';
import { ListCoinAdjustmentsRequestDto, parseListCoinAdjustmentsRequest } from './coin-adjustments.request';
import { StaffController, StaffEndpoint } from '../../../staff';

@StaffController('coin-adjustments')
export class CoinAdjustmentsStaffController {
  constructor(private readonly reader: CoinAdjustmentsReader) {}

  @Get()
  @StaffEndpoint('list', 'coin-adjustments', {
    summary: 'Manual coin adjustments, newest first (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), status (pending, approved, applied, rejected, failed), player_id, ' +
      'requested_by (staff id), direction (credit, debit). Sort: created_at (default DESC), id, amount, updated_at.',
    type: CoinAdjustmentDto,
    isArray: true,
  })
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
  @StaffEndpoint('show', 'coin-adjustments', {
    summary: 'One coin adjustment',
    type: CoinAdjustmentDto,
    refusals: [[404, 'ADJUSTMENT_NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<CoinAdjustmentDto> {
    const row = await this.reader.get(id);
    if (!row) throw new DomainError('ADJUSTMENT_NOT_FOUND');
    return toCoinAdjustmentDto(row);
  }
}
