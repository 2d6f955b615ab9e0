import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { ClientIp } from '../accounts/client-ip';
import { SendSmsDto } from './send-sms.dto';
import { SendSmsHandler } from './send-sms.handler';

@ApiTags('identity')
@Controller('api')
export class SendSmsController {
  constructor(private readonly handler: SendSmsHandler) {}

  @Post('send_sms')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a 6-digit SMS code (valid 5 minutes, one per 60 s per number)',
    description:
      'is_use 1 register / 3 bind: 409 MOBILE_TAKEN if the mobile has an account. is_use 2 login or forgotten password: ' +
      '404 USER_NOT_FOUND if it has none. 429 SMS_TOO_FREQUENT within 60 s of the last code; 429 RATE_LIMITED past 10 codes ' +
      'per number per day or 50 per client address per hour (SMS_PER_IP_PER_HOUR). Five wrong tries burn a code. ' +
      'With a real SMS provider: 422 MOBILE_INVALID for a number that cannot take a text, 429 SMS_RATE_LIMITED when the ' +
      "provider's per-number limit refuses it, 503 SMS_UNAVAILABLE when the provider fails (no code is left usable).",
  })
  async sendSms(@Body() body: SendSmsDto, @ClientIp() clientIp: string) {
    await this.handler.execute({ areaCode: body.area_code, mobile: body.mobile, purpose: body.is_use, clientIp });
    return respond(null, 'SMS_SENT');
  }
}
