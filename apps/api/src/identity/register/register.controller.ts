import { Body, Controller, HttpCode, Post, Query, Headers } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { resolveLanguage } from '../../platform/i18n/language';
import { ClientIp } from '../accounts/client-ip';
import { isGiven } from '../accounts/consent';
import { TokenPairDto } from '../accounts/token-pair.dto';
import { RegisterDto } from './register.dto';
import { RegisterHandler } from './register.handler';

@ApiTags('identity')
@Controller('api')
export class RegisterController {
  constructor(private readonly handler: RegisterHandler) {}

  @Post('register')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Register with mobile, SMS code (is_use 1) and password',
    description:
      'Refusals: 422 AGREEMENT_REQUIRED / AGE_REQUIRED without agree / adult, 409 MOBILE_TAKEN, 422 INVITE_CODE_INVALID, ' +
      '422 SMS_CODE_INVALID (wrong, expired, used or burned code), 400 VALIDATION_FAILED, 429 REGISTRATION_LIMIT (the ' +
      'day already has REGISTRATIONS_PER_ADDRESS_PER_DAY registrations from this client address, default 5, or ' +
      'REGISTRATIONS_PER_DEVICE_PER_DAY from this device_id, default 3; nothing changes, the code stays usable). ' +
      "The new account starts with the request's language.",
  })
  @ApiOkResponse({ type: TokenPairDto })
  async register(
    @Body() body: RegisterDto,
    @ClientIp() clientIp: string,
    @Query() query: unknown,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    const tokens = await this.handler.execute({
      areaCode: body.area_code,
      mobile: body.mobile,
      verify: body.verify,
      password: body.password,
      inviteCode: body.invite_code,
      agree: isGiven(body.agree),
      adult: isGiven(body.adult),
      lang: resolveLanguage(query, acceptLanguage),
      source: { address: clientIp, deviceId: body.device_id ?? null },
    });
    return respond(tokens, 'REGISTERED');
  }
}
