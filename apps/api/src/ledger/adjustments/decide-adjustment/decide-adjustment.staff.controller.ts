// POST /admin/api/coin-adjustments/{id}/approve and /reject: the second pair of eyes. Approving
// applies the adjustment (once, whatever the number of parallel calls); the requester can never
// approve their own (403 SELF_APPROVAL_FORBIDDEN), but may withdraw it with reject.
import { Body, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { respond } from '../../../platform/http/api-response';
import { type AuthenticatedStaff, CurrentStaff } from '../../../platform/auth';
import { StaffController, StaffEndpoint } from '../../../staff';
import { CoinAdjustmentDto, toCoinAdjustmentDto } from '../coin-adjustment.dto';
import { CoinAdjustmentsReader } from '../coin-adjustments.reader';
import { CoinAdjustmentsService } from '../coin-adjustments.service';
import { ApproveAdjustmentDto, RejectAdjustmentDto } from './decide-adjustment.dto';

@StaffController('coin-adjustments')
export class DecideAdjustmentStaffController {
  constructor(
    private readonly adjustments: CoinAdjustmentsService,
    private readonly reader: CoinAdjustmentsReader,
  ) {}

  @Post(':id/approve')
  @HttpCode(200)
  @StaffEndpoint('edit', 'coin-adjustments', {
    summary: 'Approve a pending adjustment (a different staff member than the requester); it is applied at once',
    description:
      '403 SELF_APPROVAL_FORBIDDEN (the requester), 409 ADJUSTMENT_NOT_PENDING (approved, applied, rejected, or ' +
      'lost a race with another approval), 404 ADJUSTMENT_NOT_FOUND, 422 INSUFFICIENT_BALANCE for a debit beyond ' +
      'the balance (the adjustment ends failed; nothing moved).',
    type: CoinAdjustmentDto,
    refusals: [
      [404, 'ADJUSTMENT_NOT_FOUND'],
      [409, 'ADJUSTMENT_NOT_PENDING'],
      [422, 'INSUFFICIENT_BALANCE'],
    ],
  })
  async approve(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: ApproveAdjustmentDto,
    @Req() request: FastifyRequest,
  ): Promise<unknown> {
    await this.adjustments.approve(staff, id, body.reason ?? null, request.ip ?? null);
    return respond(toCoinAdjustmentDto((await this.reader.get(id))!), 'ADJUSTMENT_APPLIED');
  }

  @Post(':id/reject')
  @HttpCode(200)
  @StaffEndpoint('edit', 'coin-adjustments', {
    summary: 'Reject a pending adjustment with a reason; nothing is applied',
    description: '409 ADJUSTMENT_NOT_PENDING, 404 ADJUSTMENT_NOT_FOUND.',
    type: CoinAdjustmentDto,
    refusals: [
      [404, 'ADJUSTMENT_NOT_FOUND'],
      [409, 'ADJUSTMENT_NOT_PENDING'],
    ],
  })
  async reject(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: RejectAdjustmentDto,
    @Req() request: FastifyRequest,
  ): Promise<unknown> {
    await this.adjustments.reject(staff, id, body.reason, request.ip ?? null);
    return respond(toCoinAdjustmentDto((await this.reader.get(id))!), 'ADJUSTMENT_REJECTED');
  }
}
