// The player's responsible-gaming calls: deposit limits (GET/POST /api/limits), cool-off and
// self-exclusion (GET/POST /api/self_exclusion), session reminders (GET/POST /api/session_reminder),
// the play since a moment (GET /api/play_session) and the monthly activity statement
// (GET /api/activity_statement). None of them is refused while excluded: a player can always see
// their rules, lower a limit or extend an exclusion.
import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { formatAmount, parseAmount, type DepositLimitPeriod } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { DomainError } from '../../platform/errors/domain-error';
import { respond } from '../../platform/http/api-response';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { MAX_LIMIT, PERIODS, type ExclusionRequest, type LimitChanges } from '../domain/responsible-gaming.decider';
import { ResponsibleGamingService } from '../responsible-gaming.service';
import {
  ActiveExclusionDto,
  ActivityStatementDto,
  DepositLimitsDto,
  PlaySessionDto,
  SelfExclusionDto,
  SelfExclusionResultDto,
  SessionReminderDto,
  SetLimitsDto,
} from './responsible-gaming.dto';
import { exclusionView, limitsView, monthView } from './responsible-gaming.views';

const STATEMENT_MONTHS = 12;

@ApiTags('responsible-gaming')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class ResponsibleGamingController {
  constructor(private readonly service: ResponsibleGamingService) {}

  @Get('limits')
  @ApiOperation({
    summary:
      'Deposit limits in force, pending raises (with effective_at) and what was deposited this day, week and month',
  })
  @ApiEnvelope(DepositLimitsDto)
  async limits(@CurrentPlayer() player: AuthenticatedPlayer): Promise<DepositLimitsDto> {
    return limitsView(await this.service.limits(player.playerId));
  }

  @Post('limits')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set deposit limits per day, week (Monday–Sunday) and month, in the site time zone',
    description:
      'A lower limit applies at once; a higher one, or null (no limit), only 24 h later (listed in pending with effective_at). ' +
      'Omitted periods are unchanged. A top-up (POST /api/recharge, /api/card-recharge) that would pass a limit in force is refused ' +
      'with 422 DEPOSIT_LIMIT_EXCEEDED (data: {period, limit, remaining}) before an order exists. 400 VALIDATION_FAILED.',
  })
  @ApiEnvelope(DepositLimitsDto)
  async setLimits(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: SetLimitsDto) {
    const changes: LimitChanges = {};
    for (const period of PERIODS) {
      const value = body[period as DepositLimitPeriod];
      if (value === undefined) continue;
      const amount = value === null ? null : parseAmount(value);
      if (amount !== null && amount > MAX_LIMIT) {
        throw DomainError.invalidFields([
          {
            field: period,
            message: {
              en: `${period} must be at most ${formatAmount(MAX_LIMIT)}`,
              zh: `限额不能超过 ${formatAmount(MAX_LIMIT)}`,
            },
          },
        ]);
      }
      changes[period] = amount;
    }
    return respond(limitsView(await this.service.setLimits(player.playerId, changes)), 'SAVED');
  }

  @Get('self_exclusion')
  @ApiOperation({ summary: 'The cool-off or self-exclusion in force (data null when none)' })
  @ApiEnvelope(ActiveExclusionDto)
  async exclusion(@CurrentPlayer() player: AuthenticatedPlayer): Promise<ActiveExclusionDto | null> {
    return exclusionView(await this.service.exclusion(player.playerId));
  }

  @Post('self_exclusion')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a cool-off ({cool_off_hours} 24–1008) or a self-exclusion ({days} 1–1825, or {permanent: true})',
    description:
      'Exactly one of days, permanent, cool_off_hours. Until it ends every top-up and game call answers 403 SELF_EXCLUDED; ' +
      'extraction and recycling stay open. It cannot be shortened, by the player or by staff: 422 EXCLUSION_CANNOT_SHORTEN ' +
      'unless the new one ends later (a longer one replaces it). data.until is null for a permanent self-exclusion.',
  })
  @ApiEnvelope(SelfExclusionResultDto)
  async exclude(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: SelfExclusionDto,
  ): Promise<SelfExclusionResultDto> {
    const given = [body.days !== undefined, body.permanent !== undefined, body.cool_off_hours !== undefined].filter(
      Boolean,
    );
    if (given.length !== 1) {
      throw DomainError.invalidFields([
        {
          field: 'days',
          message: {
            en: 'give exactly one of days, permanent or cool_off_hours',
            zh: 'days、permanent、cool_off_hours 须且只能填写一项',
          },
        },
      ]);
    }
    const request: ExclusionRequest =
      body.cool_off_hours !== undefined
        ? { kind: 'cool_off', hours: body.cool_off_hours }
        : body.permanent
          ? { kind: 'self_exclusion', permanent: true }
          : { kind: 'self_exclusion', days: body.days! };
    const exclusion = await this.service.exclude(player.playerId, request);
    return { until: exclusion.until };
  }

  @Get('session_reminder')
  @ApiOperation({ summary: 'How often the player web reminds of the session (minutes of play; null: off)' })
  @ApiEnvelope(SessionReminderDto)
  async reminder(@CurrentPlayer() player: AuthenticatedPlayer): Promise<SessionReminderDto> {
    return { every_minutes: (await this.service.rules(player.playerId)).reminderMinutes };
  }

  @Post('session_reminder')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set the session reminder: every 5–240 minutes of play, or null for none',
    description: '400 VALIDATION_FAILED.',
  })
  @ApiEnvelope(SessionReminderDto)
  async setReminder(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: SessionReminderDto) {
    return respond(
      { every_minutes: await this.service.setReminder(player.playerId, body.every_minutes ?? null) },
      'SAVED',
    );
  }

  @Get('play_session')
  @ApiOperation({
    summary:
      'The play since a moment (the session reminder shows it): minutes, coins spent, winnings and the net result, from the ledger',
    description:
      'since: ISO time the session began (at most 24 h back; older is clamped). 400 VALIDATION_FAILED for a bad time.',
  })
  @ApiQuery({ name: 'since', required: true, example: '2026-03-04T10:00:00.000Z' })
  @ApiEnvelope(PlaySessionDto)
  async playSession(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query('since') since: unknown,
  ): Promise<PlaySessionDto> {
    const at = typeof since === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(since) ? new Date(since) : null;
    if (!at || Number.isNaN(at.getTime())) {
      throw DomainError.invalidFields([
        { field: 'since', message: { en: 'since must be an ISO time', zh: 'since 须为 ISO 时间' } },
      ]);
    }
    const session = await this.service.playSession(player.playerId, at);
    return {
      since: session.since.toISOString(),
      minutes: session.minutes,
      spent: formatAmount(session.spend),
      won: formatAmount(session.winnings),
      net: formatAmount(session.winnings - session.spend),
    };
  }

  @Get('activity_statement')
  @ApiOperation({
    summary:
      'Activity statement: deposits, spend and winnings of each of the last 12 months (site time zone), newest first, from the ledger',
  })
  @ApiEnvelope(ActivityStatementDto)
  async statement(@CurrentPlayer() player: AuthenticatedPlayer): Promise<ActivityStatementDto> {
    return { months: (await this.service.statement(player.playerId, STATEMENT_MONTHS)).map(monthView) };
  }
}
