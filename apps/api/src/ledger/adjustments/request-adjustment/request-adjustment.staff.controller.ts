// POST /admin/api/coin-adjustments: finance (or admin) credits or debits a player with a mandatory
// reason. At or below ADJUSTMENT_APPROVAL_THRESHOLD it is applied at once (a ledger event with the
// staff member as actor); above it, it waits for a second staff member (POST .../{id}/approve).
import { Body, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { parseAmount } from '@lootledger/contracts';
import { respond } from '../../../platform/http/api-response';
import { type AuthenticatedStaff, CurrentStaff } from '../../../platform/auth';
import { StaffController, StaffEndpoint } from '../../../staff';
import { CoinAdjustmentDto, toCoinAdjustmentDto } from '../coin-adjustment.dto';
import { CoinAdjustmentsReader } from '../coin-adjustments.reader';
import { CoinAdjustmentsService } from '../coin-adjustments.service';
import { RequestAdjustmentDto } from './request-adjustment.dto';

@StaffController('coin-adjustments')
export class RequestAdjustmentStaffController {
  constructor(
    private readonly adjustments: CoinAdjustmentsService,
    private readonly reader: CoinAdjustmentsReader,
  ) {}

  @Post()
  @HttpCode(200)
  @StaffEndpoint('create', 'coin-adjustments', {
    summary: 'Credit or debit a player with a reason; above the approval threshold it awaits a second staff member',
    description:
      'At or below ADJUSTMENT_APPROVAL_THRESHOLD (default 1000.00): applied now, status applied (a ledger ' +
      'CoinsCredited/CoinsDebited, change type STAFF_ADJUSTMENT, reference = the adjustment id, counter-account ' +
      'staff_adjustment, actor the staff member). Above it: status pending. A debit beyond the balance when ' +
      'applied: 422 INSUFFICIENT_BALANCE with data {adjustment_id, status: "failed"} (nothing moved). ' +
      '404 USER_NOT_FOUND. Frozen accounts can be adjusted.',
    type: CoinAdjustmentDto,
    refusals: [
      [404, 'USER_NOT_FOUND'],
      [422, 'INSUFFICIENT_BALANCE'],
    ],
  })
  async request(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Body() body: RequestAdjustmentDto,
    @Req() request: FastifyRequest,
  ): Promise<unknown> {
    const id = await this.adjustments.request(
      staff,
      { playerId: body.player_id, direction: body.direction, amount: parseAmount(body.amount)!, reason: body.reason },
      request.ip ?? null,
    );
    const row = (await this.reader.get(id))!;
    return respond(
      toCoinAdjustmentDto(row),
      row.status === 'pending' ? 'ADJUSTMENT_AWAITING_APPROVAL' : 'ADJUSTMENT_APPLIED',
    );
  }
}
