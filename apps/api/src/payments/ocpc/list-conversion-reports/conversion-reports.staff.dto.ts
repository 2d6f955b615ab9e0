// Shape of /admin/api/conversion-reports: a first-recharge conversion report with its forwarding state.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FORWARD_STATUSES, type ConversionReportView } from '../conversion-report.store';

export class AdminConversionReportDto {
  @ApiProperty({ description: 'the report id (also its idempotency key: conversion-report-{id})' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: "the player's first paid order" })
  order_id!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'bd_vid or promotion_id of the landing URL' })
  promotion_id!: string | null;
  @ApiProperty({ description: 'the landing URL the player came from' }) logid_url!: string;
  @ApiProperty({ example: 10 }) new_type!: number;
  @ApiProperty({ description: 'when the player web reported it' }) created_at!: string;
  @ApiProperty({
    enum: FORWARD_STATUSES,
    description: 'disabled: no CONVERSION_REPORT_URL when it arrived (not forwarded); pending; sent; failed (gave up)',
  })
  status!: string;
  @ApiProperty({ description: 'forwarding attempts made' }) attempts!: number;
  @ApiPropertyOptional({ nullable: true, type: String }) last_error!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'while pending: when it is tried next' })
  next_attempt_at!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) forwarded_at!: string | null;
}

export function toAdminConversionReportDto(report: ConversionReportView): AdminConversionReportDto {
  return {
    id: report.id,
    player_id: report.playerId,
    order_id: report.orderId,
    promotion_id: report.promotionId,
    logid_url: report.logidUrl,
    new_type: report.newType,
    created_at: report.receivedAt.toISOString(),
    status: report.status,
    attempts: report.attempts,
    last_error: report.lastError,
    next_attempt_at: report.nextAttemptAt?.toISOString() ?? null,
    forwarded_at: report.forwardedAt?.toISOString() ?? null,
  };
}
