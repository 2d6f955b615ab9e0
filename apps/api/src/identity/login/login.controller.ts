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
      '401 LOGIN_FAILED (wrong password or unknown mobile), 422 SMS_CODE_INVALID, 429 RATE_LIMITED after 10 failures per ' +
      'mobile or 30 per client address within 15 minutes (data.retry_after in seconds).',
  })
  @ApiOkResponse({ type: TokenPairDto })
  async login(@Body() body: LoginDto, @ClientIp() clientIp: string) {
    const base = { areaCode: body.area_code, mobile: body.mobile, clientIp };
    const tokens = await this.handler.execute(
      body.verify !== undefined ? { ...base, verify: body.verify } : { ...base, password: body.password ?? '' },
    );
    return respond(tokens, 'LOGGED_IN');
  }
}
