// The sign-in's player calls: POST /api/sign_in (sign in today) and GET /api/sign_in (the welfare
// page's calendar, today's state and the month's progress towards the recharge-month packet).
import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatAmount } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer, RefusedWhileExcluded } from '../../../platform/auth';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { tierBounds } from '../domain/reward-tiers';
import { WelfareService } from '../welfare.service';
import { SignInDto, SignInStateDto } from './sign-in.dto';

@ApiTags('welfare')
@Controller('api/sign_in')
@UseGuards(PlayerAuthGuard)
@ApiBearerAuth()
export class SignInController {
  constructor(private readonly welfare: WelfareService) {}

  @Post()
  @RefusedWhileExcluded()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in today: the streak day’s amount, on day 7 a random award, and the recharge-month packet when due',
    description:
      'One per calendar day in SIGN_IN_TIME_ZONE (Asia/Shanghai): 409 ALREADY_SIGNED_IN the second time. A missed day restarts the streak at day 1. Random parts are drawn on the player’s active seed pair (fairness.md "Random rewards").',
  })
  @ApiEnvelope(SignInDto)
  async signIn(@CurrentPlayer() player: AuthenticatedPlayer): Promise<SignInDto> {
    const { signedIn, balance } = await this.welfare.signIn(player.playerId);
    return {
      day: signedIn.streak_day,
      bean: formatAmount(BigInt(signedIn.bean)),
      award: formatAmount(BigInt(signedIn.award)),
      month_packet: formatAmount(BigInt(signedIn.month_packet)),
      balance: formatAmount(balance),
    };
  }

  @Get()
  @ApiOperation({ summary: "The player's sign-in state: today, the streak, the day table, the month's progress" })
  @ApiEnvelope(SignInStateDto)
  async state(@CurrentPlayer() player: AuthenticatedPlayer): Promise<SignInStateDto> {
    const state = await this.welfare.state(player.playerId);
    // The page shows each random reward's span: the smallest and largest tier amount.
    const award = tierBounds(state.rules.award);
    const packet = tierBounds(state.rules.monthPacket);
    return {
      today: state.today,
      time_zone: state.timeZone,
      signed_today: state.signedToday,
      streak_day: state.streakDay,
      next_day: state.nextStreakDay,
      days: state.rules.days.map((bean, index) => ({ day: index + 1, bean: formatAmount(bean) })),
      award_min: formatAmount(award.min),
      award_max: formatAmount(award.max),
      month: {
        sign_ins: state.monthSignIns,
        needed: state.rules.monthSignIns,
        recharged: state.monthRecharged,
        packet_paid: state.monthPacketPaid,
        packet_min: formatAmount(packet.min),
        packet_max: formatAmount(packet.max),
      },
      history: state.days.map((row) => ({
        date: row.day,
        day: row.streakDay,
        bean: formatAmount(row.bean),
        award: formatAmount(row.award),
        month_packet: formatAmount(row.monthPacket),
      })),
    };
  }
}
