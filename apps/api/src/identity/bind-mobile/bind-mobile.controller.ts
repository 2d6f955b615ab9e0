// POST /api/bind_mobile (and the spec's other two names for it, /api/steam/bind_mobile and
// /api/user/bind-mobile: spec section 7 lists POST /user/bind-mobile, and every path of that table
// lives under /api, contract section 1): bind a mobile to an account without one, with the bind SMS
// code. One handler under three paths: the same guard, validation, refusals and answer.
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { respond } from '../../platform/http/api-response';
import { BindMobileDto, MobileBoundDto } from './bind-mobile.dto';
import { BindMobileHandler } from './bind-mobile.handler';

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class BindMobileController {
  constructor(private readonly handler: BindMobileHandler) {}

  @Post(['bind_mobile', 'steam/bind_mobile', 'user/bind-mobile'])
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bind a mobile (SMS code is_use 3) to an account without one (a Steam sign-up)',
    description:
      '409 MOBILE_ALREADY_BOUND: the account has a mobile; 409 MOBILE_TAKEN: another account uses it; 422 ' +
      'SMS_CODE_INVALID (wrong, expired, used or burned code); 400 VALIDATION_FAILED. Until a mobile is bound, ' +
      'top-ups and extraction answer 422 MOBILE_REQUIRED.',
  })
  @ApiOkResponse({ type: MobileBoundDto })
  async bind(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: BindMobileDto) {
    const bound = await this.handler.execute({
      playerId: player.playerId,
      areaCode: body.area_code,
      mobile: body.mobile,
      verify: body.verify,
    });
    return respond(bound, 'MOBILE_BOUND');
  }
}
