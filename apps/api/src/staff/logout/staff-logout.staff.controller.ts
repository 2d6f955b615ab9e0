import { HttpCode, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { AllowedBeforeTotpEnrolment, type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { StaffSessionService } from '../auth/staff-session.service';
import { StaffController } from '../http/staff-endpoint';

@StaffController('auth')
export class StaffLogoutController {
  constructor(private readonly sessions: StaffSessionService) {}

  @Post('logout')
  @HttpCode(200)
  @AllowedBeforeTotpEnrolment()
  @ApiOperation({ summary: 'Staff sign-out: this token stops working at once' })
  @ApiEnvelope()
  async logout(@CurrentStaff() staff: AuthenticatedStaff): Promise<unknown> {
    await this.sessions.revoke(staff.sessionId);
    return respond(null, 'LOGGED_OUT');
  }
}
