// /admin/api/welfare-rules: the sign-in day table and the random packet ranges, one row 'current'
// (react-admin list, show, edit) for finance or content staff. Validated (7 positive day amounts,
// ranges with 0 < min ≤ max); each save is a staff audit entry in the same transaction.
import { Body, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatAmount, type WelfareRulesResponse } from '@lootledger/contracts';
import { CurrentStaff, type AuthenticatedStaff } from '../../../platform/auth';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, setContentRange } from '../../../platform/http/admin-list';
import { hundredths, IsReason } from '../../../platform/http/staff-fields';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../../staff';
import type { WelfareRules } from '../domain/welfare-rules';
import { WelfareRulesRepository } from '../welfare-rules.repository';

export class WelfareRulesDto implements WelfareRulesResponse {
  @ApiProperty({ enum: ['current'] }) id!: 'current';
  @ApiProperty({ type: [String], example: ['0.88', '1.88', '2.88', '3.88', '5.88', '8.88', '68.88'] }) days!: string[];
  @ApiProperty({ example: '1.00' }) award_min!: string;
  @ApiProperty({ example: '9.90' }) award_max!: string;
  @ApiProperty({ example: '18.00' }) month_packet_min!: string;
  @ApiProperty({ example: '188.00' }) month_packet_max!: string;
  @ApiProperty({ example: 7 }) month_sign_ins!: number;
  @ApiProperty({ example: '1.00' }) registration_min!: string;
  @ApiProperty({ example: '1000.00' }) registration_max!: string;
}

export class UpdateWelfareRulesDto {
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
  @ApiProperty() @IsCoinAmount('award_min') award_min!: string;
  @ApiProperty() @IsCoinAmount('award_max') award_max!: string;
  @ApiProperty() @IsCoinAmount('month_packet_min') month_packet_min!: string;
  @ApiProperty() @IsCoinAmount('month_packet_max') month_packet_max!: string;
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) @Max(31) month_sign_ins!: number;
  @ApiProperty() @IsCoinAmount('registration_min') registration_min!: string;
  @ApiProperty() @IsCoinAmount('registration_max') registration_max!: string;
  @IsReason() reason?: string;
}

export function rulesView(rules: WelfareRules): WelfareRulesDto {
  return {
    id: 'current',
    days: rules.days.map(formatAmount),
    award_min: formatAmount(rules.award.min),
    award_max: formatAmount(rules.award.max),
    month_packet_min: formatAmount(rules.monthPacket.min),
    month_packet_max: formatAmount(rules.monthPacket.max),
    month_sign_ins: rules.monthSignIns,
    registration_min: formatAmount(rules.registration.min),
    registration_max: formatAmount(rules.registration.max),
  };
}

@StaffController('welfare-rules')
export class WelfareRulesStaffController {
  constructor(
    private readonly rules: WelfareRulesRepository,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @StaffEndpoint('list', 'welfare-rules', {
    summary: 'The welfare rules (one row, id current): sign-in day table and packet ranges',
    type: WelfareRulesDto,
    isArray: true,
  })
  async list(
    @Query() _query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WelfareRulesDto[]> {
    setContentRange(reply, 'welfare-rules', 0, 1, 1);
    return [rulesView(await this.rules.rules())];
  }

  @Get(':id')
  @StaffEndpoint('show', 'welfare-rules', {
    summary: 'The welfare rules',
    type: WelfareRulesDto,
    refusals: [[404, 'NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<WelfareRulesDto> {
    if (id !== 'current') throw new DomainError('NOT_FOUND');
    return rulesView(await this.rules.rules());
  }

  @Put(':id')
  @StaffEndpoint('edit', 'welfare-rules', {
    summary: 'Edit the sign-in day table and packet ranges (the next sign-in or registration uses them)',
    description:
      '422 VALIDATION_FAILED naming the field: not 7 positive day amounts, a min of 0 or above its max. Audited.',
    type: WelfareRulesDto,
    refusals: [[404, 'NOT_FOUND']],
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
      award: { min: hundredths(body.award_min), max: hundredths(body.award_max) },
      monthPacket: { min: hundredths(body.month_packet_min), max: hundredths(body.month_packet_max) },
      monthSignIns: body.month_sign_ins,
      registration: { min: hundredths(body.registration_min), max: hundredths(body.registration_max) },
    };
    const saved = await this.rules.save(next, (tx, before, after) =>
      this.auditLog.record(
        {
          staff,
          action: 'edit',
          resource: 'welfare-rules',
          resourceId: 'current',
          before: rulesView(before),
          after: rulesView(after),
          reason: body.reason ?? null,
          ip: request.ip ?? null,
        },
        tx,
      ),
    );
    return rulesView(saved);
  }
}
