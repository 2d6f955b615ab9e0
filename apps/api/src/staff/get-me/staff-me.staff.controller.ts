import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { AllowedBeforeTotpEnrolment, type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { permissionsOf } from '../domain/staff-permissions';
import { StaffMeDto } from './staff-me.dto';
import { StaffController } from '../http/staff-endpoint';
import { StaffTotpService } from '../two-factor/staff-totp.service';

@StaffController('auth')
export class StaffMeController {
  constructor(private readonly totp: StaffTotpService) {}

  @Get('me')
  @AllowedBeforeTotpEnrolment()
  @ApiOperation({
    summary: 'The signed-in staff member, with the permissions of their role and their two-factor sign-in',
    description:
      'totp_required and not totp_enabled: every other admin call answers 403 TOTP_ENROLMENT_REQUIRED until they enrol.',
  })
  @ApiEnvelope(StaffMeDto)
  async me(@CurrentStaff() staff: AuthenticatedStaff): Promise<StaffMeDto> {
    return {
      id: staff.staffId,
      email: staff.email,
      role: staff.role,
      permissions: permissionsOf(staff.role),
      totp_enabled: await this.totp.enabled(staff.staffId),
      totp_required: this.totp.requiredFor(staff.role),
    };
  }
}
