// POST /admin/api/coin-adjustments/{id}/approve and /reject: the second pair of eyes. Approving
// applies the adjustment (once, whatever the number of parallel calls); the requester can never
// approve their own (403 SELF_APPROVAL_FORBIDDEN), but may withdraw it with reject.
import { Body, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { respond } from '../../../platform/http/api-response';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../../platform/openapi/envelope.schema';
import { type AuthenticatedStaff, CurrentStaff, Roles } from '../../../platform/auth';
import { rolesAllowed, StaffController } from '../../../staff';
import { CoinAdjustmentDto, toCoinAdjustmentDto } from '../coin-adjustment.dto';
import { CoinAdjustmentsReader } from '../coin-adjustments.reader';
import { CoinAdjustmentsService } from '../coin-adjustments.service';
import { ApproveAdjustmentDto, RejectAdjustmentDto } from './decide-adjustment.dto';

@StaffController('coin-adjustments')
@Roles(...rolesAllowed('edit', 'coin-adjustments'))
export class DecideAdjustmentStaffController {
  constructor(
    private readonly adjustments: CoinAdjustmentsService,
    private readonly reader: CoinAdjustmentsReader,
  ) {}

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve a pending adjustment (a different staff member than the requester); it is applied at once',
    description:
      '403 SELF_APPROVAL_FORBIDDEN (the requester), 409 ADJUSTMENT_NOT_PENDING (approved, applied, rejected, or ' +
      'lost a race with another approval), 404 ADJUSTMENT_NOT_FOUND, 422 INSUFFICIENT_BALANCE for a debit beyond ' +
      'the balance (the adjustment ends failed; nothing moved).',
  })
  @ApiEnvelope(CoinAdjustmentDto)
  @ApiNotFoundResponse({ description: 'ADJUSTMENT_NOT_FOUND', type: ErrorEnvelopeDto })
  @ApiConflictResponse({ description: 'ADJUSTMENT_NOT_PENDING', type: ErrorEnvelopeDto })
  @ApiUnprocessableEntityResponse({ description: 'INSUFFICIENT_BALANCE', type: ErrorEnvelopeDto })
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
  @ApiOperation({
    summary: 'Reject a pending adjustment with a reason; nothing is applied',
    description: '409 ADJUSTMENT_NOT_PENDING, 404 ADJUSTMENT_NOT_FOUND.',
  })
  @ApiEnvelope(CoinAdjustmentDto)
  @ApiNotFoundResponse({ description: 'ADJUSTMENT_NOT_FOUND', type: ErrorEnvelopeDto })
  @ApiConflictResponse({ description: 'ADJUSTMENT_NOT_PENDING', type: ErrorEnvelopeDto })
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
