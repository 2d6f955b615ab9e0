// The staff member as the admin API shows it, and the sign-in result.
import { ApiProperty } from '@nestjs/swagger';
import type { StaffMemberResponse, StaffTokenResponse } from '@lootledger/contracts';
import { STAFF_ROLES, type StaffRole } from '../../platform/auth';

export class StaffDto implements StaffMemberResponse {
  @ApiProperty({ example: '1' })
  id!: string;

  @ApiProperty({ example: 'admin@lootledger.local' })
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES, example: 'admin' })
  role!: StaffRole;
}

export class StaffTokenDto implements StaffTokenResponse {
  @ApiProperty({ description: 'Staff token for Authorization: Bearer on /admin/api (not valid on /api)' })
  token!: string;

  @ApiProperty({ description: 'Seconds until the token expires; then sign in again', example: 3600 })
  expires_in!: number;

  @ApiProperty({ type: StaffDto })
  staff!: StaffDto;
}
