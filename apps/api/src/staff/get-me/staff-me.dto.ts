import { ApiProperty } from '@nestjs/swagger';
import type { StaffMeResponse } from '@lootledger/contracts';
import { StaffDto } from '../auth/staff.dto';
import { STAFF_ACTIONS, type PermissionSet } from '../domain/staff-permissions';

export class StaffMeDto extends StaffDto implements StaffMeResponse {
  @ApiProperty({
    description:
      "The role's permission matrix: resource -> allowed actions (the console hides the rest; the API enforces it)",
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string', enum: [...STAFF_ACTIONS] } },
    example: { boxes: ['list', 'show', 'export', 'create', 'edit', 'delete'], games: ['list', 'show', 'export'] },
  })
  permissions!: PermissionSet;

  @ApiProperty({ description: 'Whether the member signs in with TOTP' })
  totp_enabled!: boolean;

  @ApiProperty({
    description: 'Whether their role must (until enrolled, every other admin call answers 403 TOTP_ENROLMENT_REQUIRED)',
  })
  totp_required!: boolean;
}
