// A coin adjustment as the console shows it (amounts as two-decimal strings).
import { ApiProperty } from '@nestjs/swagger';
import {
  formatAmount,
  type AdjustmentDirection,
  type AdjustmentStatus,
  type CoinAdjustmentResponse,
} from '@lootledger/contracts';
import type { AdjustmentRow } from './coin-adjustments.reader';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_STATUSES } from './domain/coin-adjustment';

export class CoinAdjustmentDto implements CoinAdjustmentResponse {
  @ApiProperty({ description: 'The adjustment id: also the reference of its ledger event' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty({ enum: ADJUSTMENT_DIRECTIONS }) direction!: AdjustmentDirection;
  @ApiProperty({ example: '50.00' }) amount!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({
    enum: ADJUSTMENT_STATUSES,
    description:
      'pending: awaits a second staff member; approved: being applied; applied; rejected; failed (a debit the ' +
      'balance could not cover when applied: nothing moved)',
  })
  status!: AdjustmentStatus;
  @ApiProperty({ description: 'Above the approval threshold when requested' }) approval_required!: boolean;
  @ApiProperty({ example: '1000.00', description: 'The threshold it was judged against' }) threshold!: string;
  @ApiProperty() requested_by!: string;
  @ApiProperty({ nullable: true, type: String }) requested_by_email!: string | null;
  @ApiProperty({ nullable: true, type: String }) approved_by!: string | null;
  @ApiProperty({ nullable: true, type: String }) approved_by_email!: string | null;
  @ApiProperty({ nullable: true, type: String }) approval_note!: string | null;
  @ApiProperty({ nullable: true, type: String }) rejected_by!: string | null;
  @ApiProperty({ nullable: true, type: String }) rejected_by_email!: string | null;
  @ApiProperty({ nullable: true, type: String }) rejection_reason!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '150.00', description: "The player's balance after it" })
  balance_after!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'INSUFFICIENT_BALANCE' }) failure!: string | null;
  @ApiProperty({ description: 'When it was requested' }) created_at!: string;
  @ApiProperty({ nullable: true, type: String, description: 'When it was approved or rejected' })
  decided_at!: string | null;
  @ApiProperty({ nullable: true, type: String }) applied_at!: string | null;
  @ApiProperty() updated_at!: string;
}

export function toCoinAdjustmentDto(row: AdjustmentRow): CoinAdjustmentDto {
  return {
    id: row.id,
    player_id: row.playerId,
    direction: row.direction,
    amount: formatAmount(row.amount),
    reason: row.reason,
    status: row.status,
    approval_required: row.approvalRequired,
    threshold: formatAmount(row.threshold),
    requested_by: row.requestedBy,
    requested_by_email: row.requestedByEmail,
    approved_by: row.approvedBy,
    approved_by_email: row.approvedByEmail,
    approval_note: row.approvalNote,
    rejected_by: row.rejectedBy,
    rejected_by_email: row.rejectedByEmail,
    rejection_reason: row.rejectionReason,
    balance_after: row.balanceAfter === null ? null : formatAmount(row.balanceAfter),
    failure: row.failure,
    created_at: row.createdAt,
    decided_at: row.decidedAt,
    applied_at: row.appliedAt,
    updated_at: row.updatedAt,
  };
}
