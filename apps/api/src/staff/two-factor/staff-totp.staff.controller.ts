// /admin/api/auth/totp: the signed-in member's own two-factor sign-in (the console's Security page).
// Reachable before enrolment by members whose role requires it: that is where they enrol.
import { applyDecorators, Body, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AllowedBeforeTotpEnrolment, type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { respond } from '../../platform/http/api-response';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { StaffController } from '../http/staff-endpoint';
import { StaffRecoveryCodesDto, StaffTotpSetupDto, StaffTotpStatusDto, TotpCodeDto } from './staff-totp.dto';
import { StaffTotpService } from './staff-totp.service';

/** The refusals of every call that takes a code. */
const CodeRefusals = () =>
  applyDecorators(
    ApiResponse({
      status: 422,
      description: 'TOTP_CODE_INVALID (wrong, or its time step was used)',
      type: ErrorEnvelopeDto,
    }),
    ApiResponse({
      status: 429,
      description: 'RATE_LIMITED after 5 wrong codes in 15 minutes (data.retry_after in seconds)',
      type: ErrorEnvelopeDto,
    }),
  );

@StaffController('auth/totp')
@AllowedBeforeTotpEnrolment()
export class StaffTotpStaffController {
  constructor(private readonly totp: StaffTotpService) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in member's two-factor sign-in: enabled, required by the role, recovery codes left",
  })
  @ApiEnvelope(StaffTotpStatusDto)
  async status(@CurrentStaff() staff: AuthenticatedStaff): Promise<StaffTotpStatusDto> {
    const status = await this.totp.status(staff);
    return { enabled: status.enabled, required: status.required, recovery_codes_left: status.recoveryCodesLeft };
  }

  @Post('setup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start enrolment: a new secret (QR code and text) waiting for a first code at /enable',
    description: 'Starting again replaces a secret that was never confirmed. 409 TOTP_ALREADY_ENABLED when it is on.',
  })
  @ApiEnvelope(StaffTotpSetupDto)
  @ApiResponse({ status: 409, description: 'TOTP_ALREADY_ENABLED', type: ErrorEnvelopeDto })
  async setup(@CurrentStaff() staff: AuthenticatedStaff): Promise<StaffTotpSetupDto> {
    const setup = await this.totp.setup(staff);
    return { secret: setup.secret, otpauth_url: setup.otpauthUrl, qr_code: setup.qrCode };
  }

  @Post('enable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm enrolment with a current code: TOTP is on; ten recovery codes, shown this once',
    description: '409 TOTP_SETUP_MISSING without a set-up, TOTP_ALREADY_ENABLED when it is on. Audited (totp-enable).',
  })
  @ApiEnvelope(StaffRecoveryCodesDto)
  @ApiResponse({ status: 409, description: 'TOTP_SETUP_MISSING, TOTP_ALREADY_ENABLED', type: ErrorEnvelopeDto })
  @CodeRefusals()
  async enable(
    @Body() body: TotpCodeDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<unknown> {
    return respond({ recovery_codes: await this.totp.enable(staff, body.code, ip) }, 'TOTP_ENABLED');
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn TOTP off with a current code (only when the role does not require it)',
    description:
      '403 TOTP_DISABLE_FORBIDDEN for roles that must have it; 409 TOTP_NOT_ENABLED. Audited (totp-disable).',
  })
  @ApiEnvelope()
  @ApiResponse({ status: 403, description: 'TOTP_DISABLE_FORBIDDEN', type: ErrorEnvelopeDto })
  @ApiResponse({ status: 409, description: 'TOTP_NOT_ENABLED', type: ErrorEnvelopeDto })
  @CodeRefusals()
  async disable(
    @Body() body: TotpCodeDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<unknown> {
    await this.totp.disable(staff, body.code, ip);
    return respond(null, 'TOTP_DISABLED');
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'New recovery codes with a current code (the old ones stop working), shown this once',
    description: '409 TOTP_NOT_ENABLED. Audited (totp-recovery-codes-regenerate).',
  })
  @ApiEnvelope(StaffRecoveryCodesDto)
  @ApiResponse({ status: 409, description: 'TOTP_NOT_ENABLED', type: ErrorEnvelopeDto })
  @CodeRefusals()
  async regenerate(
    @Body() body: TotpCodeDto,
    @CurrentStaff() staff: AuthenticatedStaff,
    @Ip() ip: string,
  ): Promise<unknown> {
    return respond(
      { recovery_codes: await this.totp.regenerateRecoveryCodes(staff, body.code, ip) },
      'RECOVERY_CODES_REGENERATED',
    );
  }
}
