// /admin/api/arena-ranking-rewards and /admin/api/arena-rebate-tiers: the arena's daily reward tables
// for finance (react-admin list, show, create, edit, delete). The next day's payout uses a change
// (a paid day keeps the tables it recorded). Every change is a staff audit entry in the same
// transaction.
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { readers } from '../../../platform/http/admin-list';
import { basisPoints, hundredths, IsAmount, IsPercent, IsReason, percentOf } from '../../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource } from '../../../staff';
import { rankingRewardsProblem, type RankingReward, type RebateTier } from '../rewards/arena-rules';
import { ArenaRulesRepository } from '../rewards/arena-rules.repository';

function invalid(field: string, en: string, zh: string): DomainError {
  return DomainError.invalidFields([{ field, message: { en, zh } }]);
}

export class AdminRankingRewardDto {
  @ApiProperty({ example: '11', description: 'the first rank of the row' }) id!: string;
  @ApiProperty({ example: 11 }) rank_from!: number;
  @ApiProperty({ example: 20 }) rank_to!: number;
  @ApiProperty({ example: '8.80' }) amount!: string;
}

export class UpdateRankingRewardDto {
  @ApiProperty({ example: 20 }) @Type(() => Number) @IsInt() @Min(1) @Max(1000) rank_to!: number;
  @ApiProperty({ example: '8.80' }) @IsAmount('amount') amount!: string;
  @IsReason() reason?: string;
}

export class CreateRankingRewardDto extends UpdateRankingRewardDto {
  @ApiProperty({ example: 11 }) @Type(() => Number) @IsInt() @Min(1) @Max(1000) rank_from!: number;
}

export class AdminRebateTierDto {
  @ApiProperty({ example: '10000', description: 'min_loss in hundredths' }) id!: string;
  @ApiProperty({ example: '100.00', description: "a day's net battle loss from which the tier applies" })
  min_loss!: string;
  @ApiProperty({ example: '1.00', description: 'percent of the whole loss paid back' }) rate!: string;
}

export class UpdateRebateTierDto {
  @ApiProperty({ example: '1.00', description: 'percent, 0.00 to 100.00' }) @IsPercent('rate') rate!: string;
  @IsReason() reason?: string;
}

export class CreateRebateTierDto extends UpdateRebateTierDto {
  @ApiProperty({ example: '100.00' }) @IsAmount('min_loss') min_loss!: string;
}

const toRewardDto = (row: RankingReward): AdminRankingRewardDto => ({
  id: String(row.rankFrom),
  rank_from: row.rankFrom,
  rank_to: row.rankTo,
  amount: formatAmount(row.amount),
});

const toTierDto = (row: RebateTier): AdminRebateTierDto => ({
  id: row.minLoss.toString(),
  min_loss: formatAmount(row.minLoss),
  rate: percentOf(row.rateBp),
});

const repository = (context: { sql: ConstructorParameters<typeof ArenaRulesRepository>[0] }) =>
  new ArenaRulesRepository(context.sql);

function integerKey(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw new DomainError('NOT_FOUND');
  return Number(id);
}

function bigintKey(id: string): bigint {
  if (!/^\d{1,15}$/.test(id)) throw new DomainError('NOT_FOUND');
  return BigInt(id);
}

function rate(percent: string): number {
  const bp = basisPoints(percent);
  if (bp > 10_000) throw invalid('rate', 'rate must be at most 100.00', '比例不能超过 100.00');
  return bp;
}

export const ARENA_RANKING_REWARDS: ConfigResource<
  RankingReward,
  AdminRankingRewardDto,
  number,
  'rank_from',
  { id: string[] },
  CreateRankingRewardDto,
  UpdateRankingRewardDto
> = {
  resource: 'arena-ranking-rewards',
  dto: AdminRankingRewardDto,
  view: toRewardDto,
  rows: (context) => repository(context).rankingRewards(),
  keyOf: integerKey,
  hasKey: (row, key) => row.rankFrom === key,
  idOf: (row) => String(row.rankFrom),
  notFound: 'NOT_FOUND',
  list: {
    summary: 'The daily ranking rewards by rank range (react-admin list)',
    sortFields: ['rank_from'],
    defaultSort: { field: 'rank_from', order: 'ASC' },
    filters: { id: readers.ids },
    sortBy: { rank_from: (row) => row.rankFrom },
    matches: (row, { id }) => id === undefined || id.includes(String(row.rankFrom)),
    tieBreak: (row) => String(row.rankFrom).padStart(6, '0'),
  },
  show: { summary: 'One ranking reward row' },
  create: {
    summary: 'Add a ranking reward row',
    description: '400 VALIDATION_FAILED (a rank covered twice, rank_to below rank_from). Audited.',
    body: CreateRankingRewardDto,
    run: (body, onChange, context) =>
      replaceReward(context, onChange, null, {
        rankFrom: body.rank_from,
        rankTo: body.rank_to,
        amount: hundredths(body.amount),
      }),
  },
  edit: {
    summary: 'Change a ranking reward row (its last rank, its amount)',
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
    body: UpdateRankingRewardDto,
    run: (key, body, current, onChange, context) => {
      if (!current) throw new DomainError('NOT_FOUND');
      return replaceReward(context, onChange, current, {
        rankFrom: key,
        rankTo: body.rank_to,
        amount: hundredths(body.amount),
      });
    },
  },
  delete: {
    summary: 'Remove a ranking reward row; answers it as it was. Audited.',
    run: async (key, onChange, context) => {
      const rows = await repository(context).rankingRewards();
      const current = rows.find((row) => row.rankFrom === key);
      if (!current) throw new DomainError('NOT_FOUND');
      await context.sql.transaction(async (tx) => {
        await repository(context).saveRankingRewards(
          tx,
          rows.filter((row) => row !== current),
        );
        await onChange(tx, { before: current, after: null });
      });
      return current;
    },
  },
};

async function replaceReward(
  context: Parameters<NonNullable<(typeof ARENA_RANKING_REWARDS)['create']>['run']>[2],
  onChange: Parameters<NonNullable<(typeof ARENA_RANKING_REWARDS)['create']>['run']>[1],
  before: RankingReward | null,
  after: RankingReward,
): Promise<RankingReward> {
  return context.sql.transaction(async (tx) => {
    const rows = await repository(context).rankingRewards(tx);
    if (!before && rows.some((row) => row.rankFrom === after.rankFrom)) throw new DomainError('DUPLICATE_ID');
    const next = [...rows.filter((row) => row.rankFrom !== after.rankFrom), after];
    const problem = rankingRewardsProblem(next);
    if (problem) throw invalid('rank_to', problem, '名次范围重叠或无效');
    await repository(context).saveRankingRewards(tx, next);
    await onChange(tx, { before, after });
    return after;
  });
}

export const ARENA_REBATE_TIERS: ConfigResource<
  RebateTier,
  AdminRebateTierDto,
  bigint,
  'min_loss',
  { id: string[] },
  CreateRebateTierDto,
  UpdateRebateTierDto
> = {
  resource: 'arena-rebate-tiers',
  dto: AdminRebateTierDto,
  view: toTierDto,
  rows: (context) => repository(context).rebateTiers(),
  keyOf: bigintKey,
  hasKey: (row, key) => row.minLoss === key,
  idOf: (row) => row.minLoss.toString(),
  notFound: 'NOT_FOUND',
  list: {
    summary: "The battle-damage rebate tiers: a day's net loss from min_loss on is paid back at rate",
    sortFields: ['min_loss'],
    defaultSort: { field: 'min_loss', order: 'ASC' },
    filters: { id: readers.ids },
    sortBy: { min_loss: (row) => Number(row.minLoss) },
    matches: (row, { id }) => id === undefined || id.includes(row.minLoss.toString()),
    tieBreak: (row) => row.minLoss.toString().padStart(16, '0'),
  },
  show: { summary: 'One rebate tier' },
  create: {
    summary: 'Add a rebate tier',
    description: '400 VALIDATION_FAILED (rate above 100.00); 409 DUPLICATE_ID. Audited.',
    body: CreateRebateTierDto,
    run: (body, onChange, context) =>
      replaceTier(context, onChange, null, { minLoss: hundredths(body.min_loss), rateBp: rate(body.rate) }),
  },
  edit: {
    summary: "Change a rebate tier's rate",
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
    body: UpdateRebateTierDto,
    run: (key, body, current, onChange, context) => {
      if (!current) throw new DomainError('NOT_FOUND');
      return replaceTier(context, onChange, current, { minLoss: key, rateBp: rate(body.rate) });
    },
  },
  delete: {
    summary: 'Remove a rebate tier; answers it as it was. Audited.',
    run: async (key, onChange, context) => {
      const rows = await repository(context).rebateTiers();
      const current = rows.find((row) => row.minLoss === key);
      if (!current) throw new DomainError('NOT_FOUND');
      await context.sql.transaction(async (tx) => {
        await repository(context).saveRebateTiers(
          tx,
          rows.filter((row) => row !== current),
        );
        await onChange(tx, { before: current, after: null });
      });
      return current;
    },
  },
};

async function replaceTier(
  context: Parameters<NonNullable<(typeof ARENA_REBATE_TIERS)['create']>['run']>[2],
  onChange: Parameters<NonNullable<(typeof ARENA_REBATE_TIERS)['create']>['run']>[1],
  before: RebateTier | null,
  after: RebateTier,
): Promise<RebateTier> {
  return context.sql.transaction(async (tx) => {
    const rows = await repository(context).rebateTiers(tx);
    if (!before && rows.some((row) => row.minLoss === after.minLoss)) throw new DomainError('DUPLICATE_ID');
    await repository(context).saveRebateTiers(tx, [...rows.filter((row) => row.minLoss !== after.minLoss), after]);
    await onChange(tx, { before, after });
    return after;
  });
}

export class ArenaRankingRewardsStaffController extends AuditedConfigController(ARENA_RANKING_REWARDS) {}
export class ArenaRebateTiersStaffController extends AuditedConfigController(ARENA_REBATE_TIERS) {}
