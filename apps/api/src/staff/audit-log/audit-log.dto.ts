import { ApiProperty } from '@nestjs/swagger';
import type { AuditLogEntryResponse } from '@lootledger/contracts';
import type { AuditLogRow } from './audit-log.reader';

export class AuditLogEntryDto implements AuditLogEntryResponse {
  @ApiProperty({ example: '42' }) id!: string;
  @ApiProperty({ example: '2025-01-01T12:00:00.000Z', description: 'When it was done (UTC)' }) at!: string;
  @ApiProperty({ example: '3' }) staff_id!: string;
  @ApiProperty({ example: 'fin@lootledger.local' }) staff_email!: string;
  @ApiProperty({ example: 'finance', description: 'The role the staff member had then' }) role!: string;
  @ApiProperty({ example: 'approve', description: 'create, edit, freeze, unfreeze, approve, reject, ...' })
  action!: string;
  @ApiProperty({ example: 'coin-adjustments' }) resource!: string;
  @ApiProperty({ example: '7b0c…', nullable: true, type: String }) resource_id!: string | null;
  @ApiProperty({ description: 'The record before the change (null for a creation)', nullable: true, type: Object })
  before!: unknown;
  @ApiProperty({ description: 'The record after the change', nullable: true, type: Object }) after!: unknown;
  @ApiProperty({ nullable: true, type: String }) reason!: string | null;
  @ApiProperty({ example: '10.0.0.1', nullable: true, type: String }) ip!: string | null;
}

export function toAuditLogEntryDto(row: AuditLogRow): AuditLogEntryDto {
  return {
    id: row.id,
    at: row.at,
    staff_id: row.staffId,
    staff_email: row.staffEmail,
    role: row.role,
    action: row.action,
    resource: row.resource,
    resource_id: row.resourceId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
  };
}
