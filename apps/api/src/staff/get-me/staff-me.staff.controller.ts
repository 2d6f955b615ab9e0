import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { type AuthenticatedStaff, CurrentStaff, StaffAuthGuard } from '../../platform/auth';
import { permissionsOf } from '../domain/staff-permissions';
import { StaffMeDto } from './staff-me.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/auth')
@UseGuards(StaffAuthGuard)
export class StaffMeController {
  @Get('me')
  @ApiOperation({ summary: 'The signed-in staff member, with the permissions of their role' })
  @ApiEnvelope(StaffMeDto)
  me(@CurrentStaff() staff: AuthenticatedStaff): StaffMeDto {
    return { id: staff.staffId, email: staff.email, role: staff.role, permissions: permissionsOf(staff.role) };
  }
}
