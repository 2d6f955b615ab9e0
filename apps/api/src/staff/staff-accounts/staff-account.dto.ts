// The staff account as the console's staff resource shows and edits it (never the password hash).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '../../platform/auth';
import type { StaffAccountRow } from './staff-accounts.repository';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class StaffAccountDto {
  @ApiProperty({ example: '3' }) id!: string;
  @ApiProperty({ example: 'fin@lootledger.local' }) email!: string;
  @ApiProperty({ enum: STAFF_ROLES, example: 'finance' }) role!: StaffRole;
  @ApiProperty({ description: 'A disabled staff member cannot sign in; their sessions were revoked' })
  disabled!: boolean;
  @ApiProperty({ example: '2025-01-01T12:00:00.000Z' }) created_at!: string;
}

export function toStaffAccountDto(row: StaffAccountRow): StaffAccountDto {
  return { id: row.id, email: row.email, role: row.role, disabled: row.disabled, created_at: row.createdAt };
}

export class CreateStaffDto {
  @ApiProperty({ example: 'fin@lootledger.local', description: 'Stored lower-case; one account per address' })
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES, example: 'finance' })
  @IsIn(STAFF_ROLES)
  role!: StaffRole;

  @ApiProperty({ description: 'The initial password (10 to 256 characters), stored as argon2id' })
  @IsString()
  @Length(10, 256)
  password!: string;

  @ApiPropertyOptional({ description: 'Why (kept in the audit log)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

/**
 * PUT /admin/api/staff/{id}: what may change. react-admin sends the whole record; id and created_at
 * are ignored, an email that differs is refused (addresses do not change: create another account).
 */
export class UpdateStaffDto {
  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IsOptional()
  @IsIn(STAFF_ROLES)
  role?: StaffRole;

  @ApiPropertyOptional({ description: 'true disables the account and ends its sessions; false enables it' })
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;

  @ApiPropertyOptional({ description: 'A new password (10 to 256 characters): resets it and ends the sessions' })
  @IsOptional()
  @IsString()
  @Length(10, 256)
  password?: string;

  @ApiPropertyOptional({ description: 'Must equal the current email when sent' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  email?: string;

  @ApiPropertyOptional({ description: 'Why (kept in the audit log)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}
