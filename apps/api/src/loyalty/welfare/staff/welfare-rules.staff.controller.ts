// /admin/api/welfare-rules: the sign-in day table and the weighted tiers of the random rewards (the
// day-7 award, the month packet, the registration packet), one row 'current' (react-admin list,
// show, edit) for finance or content staff. Shows each tier list's expected value and the cheapest
// enabled box's price beside it. Validated (7 positive day amounts; 1–20 tiers, amounts above 0.00,
// weights whole 1..1000000: 400 REWARD_TIERS_INVALID naming the field); each save is a staff audit
// entry in the same transaction.
import { Body, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  formatAmount,
  parseAmount,
  type RewardTierBody,
  type UpdateWelfareRulesBody,
  type WelfareRulesResponse,
} from '@lootledger/contracts';
import { ListEnabledBoxesQuery, type EnabledBoxView } from '../../../catalogue';
import { CurrentStaff, type AuthenticatedStaff } from '../../../platform/auth';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, setContentRange } from '../../../platform/http/admin-list';
import { hundredths, IsReason } from '../../../platform/http/staff-fields';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../../staff';
import { expectedValueAtMost, expectedValueRounded, type RewardTier, type RewardTiers } from '../domain/reward-tiers';
import type { WelfareRules } from '../domain/welfare-rules';
import { WelfareRulesRepository } from '../welfare-rules.repository';

/** Enough to see every enabled box when looking for the cheapest. */
const ALL_BOXES = 100_000;

export class RewardTierDto implements RewardTierBody {
  @ApiProperty({ example: '0.10', description: 'two decimals, above 0.00' }) amount!: string;
  @ApiProperty({ example: 724, description: 'a whole number from 1 to 1000000' }) weight!: number;
}

const REGISTRATION_EXAMPLE = [
  { amount: '0.10', weight: 724 },
  { amount: '0.30', weight: 200 },
  { amount: '1.00', weight: 60 },
  { amount: '8.88', weight: 15 },
  { amount: '88.00', weight: 1 },
];

export class WelfareRulesDto implements WelfareRulesResponse {
  @ApiProperty({ enum: ['current'] }) id!: 'current';
  @ApiProperty({ type: [String], example: ['0.88', '1.88', '2.88', '3.88', '5.88', '8.88', '68.88'] }) days!: string[];
  @ApiProperty({ type: [RewardTierDto] }) award_tiers!: RewardTierDto[];
  @ApiProperty({ type: [RewardTierDto] }) month_packet_tiers!: RewardTierDto[];
  @ApiProperty({ example: 7 }) month_sign_ins!: number;
  @ApiProperty({ type: [RewardTierDto], example: REGISTRATION_EXAMPLE }) registration_tiers!: RewardTierDto[];
  @ApiProperty({ example: '3.49', description: 'Σ amount × weight / Σ weight, rounded half up to the hundredth' })
  award_expected_value!: string;
  @ApiProperty({ example: '38.50' }) month_packet_expected_value!: string;
  @ApiProperty({ example: '0.41', description: 'the average registration packet per new player' })
  registration_expected_value!: string;
  @ApiProperty({ example: '0.44', nullable: true, type: String, description: 'the cheapest enabled box; null: none' })
  cheapest_box_price!: string | null;
  @ApiProperty({
    example: true,
    nullable: true,
    type: Boolean,
    description: 'the exact expected value of the registration packet is at most the cheapest box price',
  })
  registration_within_cheapest_box!: boolean | null;
}

/**
 * The tiers are checked by the rules (400 REWARD_TIERS_INVALID naming `{list}.{i}.amount` or
 * `.weight`), not by the pipe, so every tier mistake answers with one key.
 */
export class UpdateWelfareRulesDto implements UpdateWelfareRulesBody {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMinSize(7)
  @ArrayMaxSize(7)
  @IsCoinAmount('days', {
    each: true,
    en: 'days must be amounts with exactly two decimals, e.g. "0.88"',
    zh: 'days 须为两位小数的金额，如 "0.88"',
  })
  days!: string[];
  @ApiProperty({ type: [RewardTierDto] }) @IsArray() award_tiers!: RewardTierDto[];
  @ApiProperty({ type: [RewardTierDto] }) @IsArray() month_packet_tiers!: RewardTierDto[];
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) @Max(31) month_sign_ins!: number;
  @ApiProperty({ type: [RewardTierDto], example: REGISTRATION_EXAMPLE })
  @IsArray()
  registration_tiers!: RewardTierDto[];
  @IsReason() reason?: string;
}

/** A tier as sent; an amount that is not a two-decimal string reads as 0 and a weight that is not a number as NaN, both refused by the rules. */
function tiersOfBody(raw: readonly unknown[]): RewardTier[] {
  return raw.map((entry) => {
    const { amount, weight } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const parsed = typeof amount === 'string' && /^\d{1,10}\.\d{2}$/.test(amount) ? parseAmount(amount) : null;
    return { amount: parsed ?? 0n, weight: typeof weight === 'number' ? weight : Number.NaN };
  });
}

const tiersView = (tiers: RewardTiers): RewardTierDto[] =>
  tiers.map((tier) => ({ amount: formatAmount(tier.amount), weight: tier.weight }));

export function rulesView(rules: WelfareRules, cheapestBox: bigint | null): WelfareRulesDto {
  return {
    id: 'current',
    days: rules.days.map(formatAmount),
    award_tiers: tiersView(rules.award),
    month_packet_tiers: tiersView(rules.monthPacket),
    month_sign_ins: rules.monthSignIns,
    registration_tiers: tiersView(rules.registration),
    award_expected_value: formatAmount(expectedValueRounded(rules.award)),
    month_packet_expected_value: formatAmount(expectedValueRounded(rules.monthPacket)),
    registration_expected_value: formatAmount(expectedValueRounded(rules.registration)),
    cheapest_box_price: cheapestBox === null ? null : formatAmount(cheapestBox),
    registration_within_cheapest_box:
      cheapestBox === null ? null : expectedValueAtMost(rules.registration, cheapestBox),
  };
}

/** What the audit log keeps of a rules version: the rules themselves, without the catalogue's figures. */
function auditView(rules: WelfareRules) {
  return {
    days: rules.days.map(formatAmount),
    award_tiers: tiersView(rules.award),
    month_packet_tiers: tiersView(rules.monthPacket),
    month_sign_ins: rules.monthSignIns,
    registration_tiers: tiersView(rules.registration),
    registration_expected_value: formatAmount(expectedValueRounded(rules.registration)),
  };
}

@StaffController('welfare-rules')
export class WelfareRulesStaffController {
  constructor(
    private readonly rules: WelfareRulesRepository,
    private readonly auditLog: StaffAuditLog,
    private readonly queryBus: QueryBus,
  ) {}

  private async view(rules: WelfareRules): Promise<WelfareRulesDto> {
    const boxes = await this.queryBus.execute<ListEnabledBoxesQuery, EnabledBoxView[]>(
      new ListEnabledBoxesQuery(ALL_BOXES),
    );
    const cheapest = boxes.reduce<bigint | null>(
      (min, box) => (min === null || box.price < min ? box.price : min),
      null,
    );
    return rulesView(rules, cheapest);
  }

  @Get()
  @StaffEndpoint('list', 'welfare-rules', {
    summary: 'The welfare rules (one row, id current): sign-in day table, reward tiers and their expected values',
    type: WelfareRulesDto,
    isArray: true,
  })
  async list(
    @Query() _query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WelfareRulesDto[]> {
    setContentRange(reply, 'welfare-rules', 0, 1, 1);
    return [await this.view(await this.rules.rules())];
  }

  @Get(':id')
  @StaffEndpoint('show', 'welfare-rules', {
    summary: 'The welfare rules',
    type: WelfareRulesDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<WelfareRulesDto> {
    if (id !== 'current') throw new DomainError('NOT_FOUND');
    return this.view(await this.rules.rules());
  }

  @Put(':id')
  @StaffEndpoint('edit', 'welfare-rules', {
    summary: 'Edit the sign-in day table and reward tiers (the next sign-in or registration draws from them)',
    description:
      '400 VALIDATION_FAILED naming the field: not 7 positive day amounts. 400 REWARD_TIERS_INVALID naming the field: ' +
      'not 1–20 tiers, an amount that is not above 0.00 with two decimals, a weight not a whole number 1..1000000. Audited.',
    type: WelfareRulesDto,
    refusals: [
      [404, 'NOT_FOUND'],
      [400, 'REWARD_TIERS_INVALID'],
    ],
  })
  async edit(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: UpdateWelfareRulesDto,
    @Req() request: FastifyRequest,
  ): Promise<WelfareRulesDto> {
    if (id !== 'current') throw new DomainError('NOT_FOUND');
    const next: WelfareRules = {
      days: body.days.map(hundredths),
      award: tiersOfBody(body.award_tiers),
      monthPacket: tiersOfBody(body.month_packet_tiers),
      monthSignIns: body.month_sign_ins,
      registration: tiersOfBody(body.registration_tiers),
    };
    const saved = await this.rules.save(next, (tx, before, after) =>
      this.auditLog.record(
        {
          staff,
          action: 'edit',
          resource: 'welfare-rules',
          resourceId: 'current',
          before: auditView(before),
          after: auditView(after),
          reason: body.reason ?? null,
          ip: request.ip ?? null,
        },
        tx,
      ),
    );
    return this.view(saved);
  }
}
