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
}
