// Staff sign-in: /admin/api/auth/login (email and password), then for members with TOTP /login/totp.
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { respond } from '../../platform/http/api-response';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { StaffTokenDto } from '../auth/staff.dto';
import { StaffLoginDto, StaffLoginTotpDto } from './staff-login.dto';
import { StaffLoginHandler, type StaffLoginResult } from './staff-login.handler';

@ApiTags('admin')
@Controller('admin/api/auth')
export class StaffLoginController {
  constructor(private readonly handler: StaffLoginHandler) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff sign-in with email and password: a short-lived staff token (no refresh; sign in again)',
    description:
      '401 STAFF_LOGIN_FAILED (wrong password, unknown email or disabled account, alike); 429 RATE_LIMITED ' +
      '(data.retry_after in seconds) after 5 attempts on one email from one client address (the wait doubles per ' +
      'attempt, up to an hour) or 30 failures from one address within 15 minutes; 403 CHALLENGE_REQUIRED after 10 ' +
      'failures on the email within 15 minutes from anywhere (data.challenge; as POST /api/login). ' +
      'A member with TOTP gets no token here: 401 TOTP_REQUIRED with data {mfa_token, expires_in} (a signed challenge, ' +
      '5 minutes) for POST /admin/api/auth/login/totp. A member whose role requires TOTP and who has not enrolled gets a ' +
      'token that reaches only /auth/me, /auth/logout and /auth/totp (elsewhere 403 TOTP_ENROLMENT_REQUIRED).',
  })
  @ApiEnvelope(StaffTokenDto)
  @ApiUnauthorizedResponse({
    description: 'STAFF_LOGIN_FAILED; TOTP_REQUIRED (data: {mfa_token, expires_in}); or a signing refusal',
    type: ErrorEnvelopeDto,
  })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED (data.retry_after in seconds)', type: ErrorEnvelopeDto })
  @ApiForbiddenResponse({ description: 'CHALLENGE_REQUIRED (data.challenge to solve)', type: ErrorEnvelopeDto })
  async login(@Body() body: StaffLoginDto, @Req() request: FastifyRequest): Promise<unknown> {
    const result = await this.handler.execute({
      email: body.email,
      password: body.password,
      clientIp: request.ip ?? 'unknown',
      challenge: body.challenge,
    });
    return respond(tokenDto(result), 'LOGGED_IN');
  }

  @Post('login/totp')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff sign-in, second step: the challenge of /login with a current TOTP code or a recovery code',
    description:
      'code: the 6-digit code (each time step signs in once); recovery_code instead: one of the recovery codes (each ' +
      'works once; audited). 401 TOTP_CHALLENGE_INVALID (expired, tampered, or the member was disabled: sign in again), ' +
      '422 TOTP_CODE_INVALID, 429 RATE_LIMITED after 5 wrong codes in 15 minutes (data.retry_after in seconds).',
  })
  @ApiEnvelope(StaffTokenDto)
  @ApiUnauthorizedResponse({ description: 'TOTP_CHALLENGE_INVALID, or a signing refusal', type: ErrorEnvelopeDto })
  @ApiUnprocessableEntityResponse({ description: 'TOTP_CODE_INVALID', type: ErrorEnvelopeDto })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED (data.retry_after in seconds)', type: ErrorEnvelopeDto })
  async loginTotp(@Body() body: StaffLoginTotpDto, @Req() request: FastifyRequest): Promise<unknown> {
    const result = await this.handler.completeSecondFactor({
      mfaToken: body.mfa_token,
      factor: body.code !== undefined ? { code: body.code } : { recoveryCode: body.recovery_code ?? '' },
      clientIp: request.ip ?? 'unknown',
    });
    return respond(tokenDto(result), 'LOGGED_IN');
  }
}

function tokenDto(result: StaffLoginResult): StaffTokenDto {
  return { token: result.token, expires_in: result.expiresIn, staff: result.staff };
}
