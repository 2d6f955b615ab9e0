// /admin/api/points-rules: the points earned per spend change type (react-admin list, show, edit).
// Every change is a staff audit entry in the same transaction as the write.
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { DomainError } from '../../platform/errors/domain-error';
import { IsReason } from '../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../staff';
import { PointsRulesRepository, SPEND_CHANGE_TYPES, type PointsRule } from './points-rules.repository';

export class AdminPointsRuleDto {
  @ApiProperty({ example: '6', description: 'the spend change type' }) id!: string;
  @ApiProperty({ example: 6 }) change_type!: number;
  @ApiProperty({ example: 10000, description: 'basis points of a point per 1.00 coin (10000: 1 point)' })
  rate_bp!: number;
  @ApiProperty() enabled!: boolean;
}

export class UpdatePointsRuleDto {
  @ApiProperty({ example: 10000 }) @Type(() => Number) @IsInt() @Min(0) @Max(1_000_000) rate_bp!: number;
  @ApiProperty() @IsBoolean() enabled!: boolean;
  @IsReason() reason?: string;
}

export const POINTS_RULES: ConfigResource<
  PointsRule,
  AdminPointsRuleDto,
  number,
  'change_type',
  { id: string[] },
  never,
  UpdatePointsRuleDto
> = {
  resource: 'points-rules',
  dto: AdminPointsRuleDto,
  view: (row) => ({
    id: String(row.changeType),
    change_type: row.changeType,
    rate_bp: row.rateBp,
    enabled: row.enabled,
  }),
  rows: ({ sql }) => new PointsRulesRepository(sql).list(),
  keyOf: (id) => {
    const type = Number(id);
    if (!SPEND_CHANGE_TYPES.includes(type)) throw new DomainError('NOT_FOUND');
    return type;
  },
  rowKey: (row) => row.changeType,
  notFound: 'NOT_FOUND',
  list: listByIds('Points earned per spend change type (react-admin list)', { change_type: (row) => row.changeType }),
  show: { summary: 'One points rule' },
  edit: {
    summary: "Change a spend type's points rate (next spends use it). Audited with before and after.",
    body: UpdatePointsRuleDto,
    run: (key, body, _current, onChange, { sql }) =>
      new PointsRulesRepository(sql).save(
        { changeType: key, rateBp: body.rate_bp, enabled: body.enabled },
        (tx, before, after) => onChange(tx, { before, after }),
      ),
  },
};

export class PointsRulesStaffController extends AuditedConfigController(POINTS_RULES) {}
