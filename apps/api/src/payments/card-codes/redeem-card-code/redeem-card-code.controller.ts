// POST /api/card-recharge: a player redeems a card code (CDK) for coins.
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { formatAmount } from '@lootledger/contracts';
import {
  CurrentPlayer,
  MobileRequiredGuard,
  PlayerAuthGuard,
  type AuthenticatedPlayer,
  RefusedWhileExcluded,
} from '../../../platform/auth';
import { respond, type ApiResponse } from '../../../platform/http/api-response';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../../platform/openapi/envelope.schema';
import { CARD_CODE_LOCKOUT } from './card-code-lockout';
import { RedeemCardCodeCommand } from './redeem-card-code.command';
import { CardCodeRedeemedDto, RedeemCardCodeDto } from './redeem-card-code.dto';

@ApiTags('payments')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class RedeemCardCodeController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('card-recharge')
  @RefusedWhileExcluded()
  @HttpCode(200)
  @UseGuards(MobileRequiredGuard)
  @ApiOperation({
    summary: 'Redeem a card code (CDK): its value is credited to the balance once',
    description:
      '400 CARD_CODE_REQUIRED (nothing typed; not counted as a wrong code), ' +
      '422 CARD_CODE_INVALID (no such code: "CDK code incorrect"), 409 CARD_CODE_USED, 422 CARD_CODE_EXPIRED. ' +
      `${CARD_CODE_LOCKOUT.failuresBeforeLock} wrong codes within ${CARD_CODE_LOCKOUT.failureWindowSeconds / 60} ` +
      `minutes lock card recharge for ${CARD_CODE_LOCKOUT.lockSeconds / 60} minutes: 429 CARD_CODE_LOCKED ` +
      '(data.retry_after in seconds), even for a correct code, which stays unused. 422 MOBILE_REQUIRED: bind a mobile first.',
  })
  @ApiEnvelope(CardCodeRedeemedDto, { description: 'Credited; message "Recharge successful"' })
  @ApiConflictResponse({ description: 'CARD_CODE_USED: the code was redeemed already', type: ErrorEnvelopeDto })
  @ApiUnprocessableEntityResponse({ description: 'CARD_CODE_INVALID or CARD_CODE_EXPIRED', type: ErrorEnvelopeDto })
  @ApiTooManyRequestsResponse({ description: 'CARD_CODE_LOCKED: too many wrong codes', type: ErrorEnvelopeDto })
  async redeem(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: RedeemCardCodeDto,
  ): Promise<ApiResponse<CardCodeRedeemedDto>> {
    const result = await this.commandBus.execute(new RedeemCardCodeCommand(player.playerId, body.card));
    return respond({ bean: formatAmount(result.credited), balance: result.balance }, 'CARD_RECHARGED');
  }
}
