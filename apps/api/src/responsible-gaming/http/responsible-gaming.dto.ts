// Shapes of the responsible-gaming calls (contract section 12: /api/limits, /api/self_exclusion; and
// /api/session_reminder, /api/play_session, /api/activity_statement, decided here).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import type {
  ActiveExclusionView,
  ActivityMonthView,
  ActivityStatementView,
  DepositLimitPeriod,
  DepositLimitsView,
  ExclusionKind,
  PendingDepositLimitView,
  PlaySessionView,
  SelfExclusionView,
  SessionReminderView,
} from '@lootledger/contracts';
import { IsCoinAmount } from '../../platform/validation/coin-amount';
import { COOL_OFF_HOURS, REMINDER_MINUTES, SELF_EXCLUSION_DAYS } from '../domain/responsible-gaming.decider';

const limitMessage = (period: string) => ({
  en: `${period} must be an amount with exactly two decimals (e.g. "100.00"), or null to remove the limit`,
  zh: '限额须为两位小数的金额（如 "100.00"），或 null 表示取消限额',
});
const present = (field: 'day' | 'week' | 'month') => (body: SetLimitsDto) =>
  body[field] !== undefined && body[field] !== null;

export class SetLimitsDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '100.00',
    description: 'daily deposit limit; null removes it (after 24 h)',
  })
  @ValidateIf(present('day'))
  @IsCoinAmount('day', limitMessage('day'))
  day?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '500.00',
    description: 'weekly deposit limit (Monday to Sunday)',
  })
  @ValidateIf(present('week'))
  @IsCoinAmount('week', limitMessage('week'))
  week?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '1000.00',
    description: 'monthly deposit limit (calendar month)',
  })
  @ValidateIf(present('month'))
  @IsCoinAmount('month', limitMessage('month'))
  month?: string | null;
}

export class PendingLimitDto implements PendingDepositLimitView {
  @ApiProperty({ enum: ['day', 'week', 'month'] }) period!: DepositLimitPeriod;
  @ApiProperty({ type: String, nullable: true, description: 'the new limit; null: removed' }) amount!: string | null;
  @ApiProperty({ description: 'when it applies (24 h after it was asked for)' }) effective_at!: string;
}

export class DepositedDto {
  @ApiProperty() day!: string;
  @ApiProperty() week!: string;
  @ApiProperty() month!: string;
}

export class DepositLimitsDto implements DepositLimitsView {
  @ApiProperty({ type: String, nullable: true }) day!: string | null;
  @ApiProperty({ type: String, nullable: true }) week!: string | null;
  @ApiProperty({ type: String, nullable: true }) month!: string | null;
  @ApiProperty({ type: [PendingLimitDto] }) pending!: PendingLimitDto[];
  @ApiProperty({ type: DepositedDto, description: 'deposited in the current day, week and month (site time zone)' })
  deposited!: DepositedDto;
}

export class SelfExclusionDto {
  @ApiPropertyOptional({
    minimum: SELF_EXCLUSION_DAYS.min,
    maximum: SELF_EXCLUSION_DAYS.max,
    description: 'self-exclusion for this many days',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ context: { zh: 'days 须为1到1825的整数' } })
  @Min(SELF_EXCLUSION_DAYS.min, { context: { zh: 'days 须为1到1825的整数' } })
  @Max(SELF_EXCLUSION_DAYS.max, { context: { zh: 'days 须为1到1825的整数' } })
  days?: number;

  @ApiPropertyOptional({ description: 'a permanent self-exclusion' })
  @IsOptional()
  @IsBoolean()
  @IsIn([true], { message: 'permanent must be true when given', context: { zh: 'permanent 只能为 true' } })
  permanent?: boolean;

  @ApiPropertyOptional({
    minimum: COOL_OFF_HOURS.min,
    maximum: COOL_OFF_HOURS.max,
    description: 'a cool-off for this many hours (24 h to 6 weeks)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ context: { zh: 'cool_off_hours 须为24到1008的整数' } })
  @Min(COOL_OFF_HOURS.min, { context: { zh: 'cool_off_hours 须为24到1008的整数' } })
  @Max(COOL_OFF_HOURS.max, { context: { zh: 'cool_off_hours 须为24到1008的整数' } })
  cool_off_hours?: number;
}

export class SelfExclusionResultDto implements SelfExclusionView {
  @ApiProperty({ type: String, nullable: true, description: 'when it ends; null: permanent' }) until!: string | null;
}

export class ActiveExclusionDto implements ActiveExclusionView {
  @ApiProperty({ enum: ['cool_off', 'self_exclusion'] }) kind!: ExclusionKind;
  @ApiProperty() started_at!: string;
  @ApiProperty({ type: String, nullable: true }) until!: string | null;
  @ApiProperty() permanent!: boolean;
}

export class SessionReminderDto implements SessionReminderView {
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: REMINDER_MINUTES.min,
    maximum: REMINDER_MINUTES.max,
    description: 'minutes of play between reminders; null: off',
  })
  @ValidateIf((body: SessionReminderDto) => body.every_minutes !== null)
  @IsInt({ context: { zh: 'every_minutes 须为5到240的整数，或 null' } })
  @Min(REMINDER_MINUTES.min, { context: { zh: 'every_minutes 须为5到240的整数，或 null' } })
  @Max(REMINDER_MINUTES.max, { context: { zh: 'every_minutes 须为5到240的整数，或 null' } })
  every_minutes!: number | null;
}

export class PlaySessionDto implements PlaySessionView {
  @ApiProperty() since!: string;
  @ApiProperty() minutes!: number;
  @ApiProperty({ description: 'coins paid into games since, less refunds' }) spent!: string;
  @ApiProperty({ description: 'value of items won plus coins won since' }) won!: string;
  @ApiProperty({ description: 'won − spent (signed)' }) net!: string;
}

export class ActivityMonthDto implements ActivityMonthView {
  @ApiProperty({ example: '2026-03' }) month!: string;
  @ApiProperty({ description: 'recharges and card codes credited' }) deposits!: string;
  @ApiProperty({ description: 'coins paid into boxes, battles, upgrades, contracts and ROLL, less refunds' })
  spend!: string;
  @ApiProperty({ description: 'value of items won (every grant but the points shop) plus coins won in battles' })
  winnings!: string;
  @ApiProperty({ description: 'winnings − spend (signed)' }) net!: string;
}

export class ActivityStatementDto implements ActivityStatementView {
  @ApiProperty({ type: [ActivityMonthDto], description: 'newest month first' }) months!: ActivityMonthDto[];
}
