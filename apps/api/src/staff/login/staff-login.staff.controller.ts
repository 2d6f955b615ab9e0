import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { respond } from '../../platform/http/api-response';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { StaffTokenDto } from '../auth/staff.dto';
import { StaffLoginDto } from './staff-login.dto';
import { StaffLoginHandler } from './staff-login.handler';

@ApiTags('admin')
@Controller('admin/api/auth')
export class StaffLoginController {
  constructor(private readonly handler: StaffLoginHandler) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff sign-in with email and password: a short-lived staff token (no refresh; sign in again)',
    description:
      '401 STAFF_LOGIN_FAILED (wrong password, unknown email or disabled account, alike), 429 RATE_LIMITED after 10 failures ' +
      'per email or 30 per client address within 15 minutes (data.retry_after in seconds).',
  })
  @ApiEnvelope(StaffTokenDto)
  @ApiUnauthorizedResponse({ description: 'STAFF_LOGIN_FAILED, or a signing refusal', type: ErrorEnvelopeDto })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED (data.retry_after in seconds)', type: ErrorEnvelopeDto })
  async login(@Body() body: StaffLoginDto, @Req() request: FastifyRequest): Promise<unknown> {
    const result = await this.handler.execute({
      email: body.email,
      password: body.password,
      clientIp: request.ip ?? 'unknown',
    });
    const data: StaffTokenDto = { token: result.token, expires_in: result.expiresIn, staff: result.staff };
    return respond(data, 'LOGGED_IN');
  }
}
