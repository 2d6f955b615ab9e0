import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { respond } from '../../platform/http/api-response';
import { ResetPasswordDto } from './reset-password.dto';
import { ResetPasswordHandler } from './reset-password.handler';

@ApiTags('identity')
@Controller('api')
export class ResetPasswordController {
  constructor(private readonly handler: ResetPasswordHandler) {}

  @Post('reset_password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with an SMS code (is_use 2); ends every session of the account',
    description: '404 USER_NOT_FOUND, 422 SMS_CODE_INVALID, 400 VALIDATION_FAILED. data is null; log in again.',
  })
  async resetPassword(@Body() body: ResetPasswordDto) {
    await this.handler.execute({
      areaCode: body.area_code,
      mobile: body.mobile,
      verify: body.verify,
      password: body.password,
    });
    return respond(null, 'PASSWORD_RESET');
  }
}
