import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { permissionsOf } from '../domain/staff-permissions';
import { StaffMeDto } from './staff-me.dto';
import { StaffController } from '../http/staff-endpoint';

@StaffController('auth')
export class StaffMeController {
  @Get('me')
  @ApiOperation({ summary: 'The signed-in staff member, with the permissions of their role' })
  @ApiEnvelope(StaffMeDto)
  me(@CurrentStaff() staff: AuthenticatedStaff): StaffMeDto {
    return { id: staff.staffId, email: staff.email, role: staff.role, permissions: permissionsOf(staff.role) };
  }
}
