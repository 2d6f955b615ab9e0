import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { ClientIp } from '../accounts/client-ip';
import { TokenPairDto } from '../accounts/token-pair.dto';
import { LoginDto } from './login.dto';
import { LoginHandler } from './login.handler';

@ApiTags('identity')
@Controller('api')
export class LoginController {
  constructor(private readonly handler: LoginHandler) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with mobile and password, or with an SMS code (verify, is_use 2) instead of the password',
    description:
      '401 LOGIN_FAILED (wrong password or unknown mobile), 422 SMS_CODE_INVALID; 429 RATE_LIMITED (data.retry_after ' +
      'in seconds) after 5 attempts on one mobile from one client address (the wait doubles per attempt, up to an ' +
      'hour) or 30 failures from one address within 15 minutes; 403 CHALLENGE_REQUIRED after 10 failures on the ' +
      'mobile within 15 minutes from anywhere: data.challenge {id, bits, expires_at}; send the request again with ' +
      'challenge {id, nonce} where SHA-256(id + nonce) has `bits` leading zero bits (single use, 2 minutes).',
  })
  @ApiOkResponse({ type: TokenPairDto })
  async login(@Body() body: LoginDto, @ClientIp() clientIp: string) {
    const base = { areaCode: body.area_code, mobile: body.mobile, clientIp, challenge: body.challenge };
    const tokens = await this.handler.execute(
      body.verify !== undefined ? { ...base, verify: body.verify } : { ...base, password: body.password ?? '' },
    );
    return respond(tokens, 'LOGGED_IN');
  }
}
