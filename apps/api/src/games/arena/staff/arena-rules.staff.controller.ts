// /admin/api/arena-ranking-rewards and /admin/api/arena-rebate-tiers: the arena's daily reward tables
// for finance (react-admin list, show, create, edit, delete). The next day's payout uses a change
// (a paid day keeps the tables it recorded). Every change is a staff audit entry in the same
// transaction.
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { basisPoints, hundredths, IsPercent, IsReason, percentOf } from '../../../platform/http/staff-fields';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import type { SqlExecutor } from '@lootledger/event-store';
import {
  AuditedConfigController,
  type AuditedChange,
  type ConfigResource,
  type ConfigResourceContext,
  listByIds,
} from '../../../staff';
import { rankingRewardsProblem, type RankingReward, type RebateTier } from '../rewards/arena-rules';
import { ArenaRulesRepository } from '../rewards/arena-rules.repository';
// Its resources join the staff matrix before the routes below ask it for their roles.
import './arena.staff-resources';

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
  @ApiProperty({ example: '8.80' }) @IsCoinAmount('amount') amount!: string;
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
  @ApiProperty({ example: '100.00' }) @IsCoinAmount('min_loss') min_loss!: string;
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

const repository = (context: ConfigResourceContext) => new ArenaRulesRepository(context.sql);

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

/** A whole reward table as one audited change: read, change, check, write, audit — one transaction. */
interface RuleTable<Row, Key> {
  load(repository: ArenaRulesRepository, tx: SqlExecutor): Promise<Row[]>;
  save(repository: ArenaRulesRepository, tx: SqlExecutor, rows: Row[]): Promise<void>;
  keyOf(row: Row): Key;
  check?(rows: Row[]): void;
}

function changeRow<Row, Key>(
  table: RuleTable<Row, Key>,
  context: ConfigResourceContext,
  onChange: AuditedChange<Row>,
  change: { key: Key; after: Row | null; create: boolean },
): Promise<Row> {
  const rules = new ArenaRulesRepository(context.sql);
  return context.sql.transaction(async (tx) => {
    const rows = await table.load(rules, tx);
    const before = rows.find((row) => table.keyOf(row) === change.key) ?? null;
    if (change.create && before) throw new DomainError('DUPLICATE_ID');
    if (!change.create && !before) throw new DomainError('NOT_FOUND');
    const next = [...rows.filter((row) => row !== before), ...(change.after ? [change.after] : [])];
    table.check?.(next);
    await table.save(rules, tx, next);
    await onChange(tx, { before, after: change.after });
    return (change.after ?? before)!;
  });
}

const REWARDS: RuleTable<RankingReward, number> = {
  load: (rules, tx) => rules.rankingRewards(tx),
  save: (rules, tx, rows) => rules.saveRankingRewards(tx, rows),
  keyOf: (row) => row.rankFrom,
  check: (rows) => {
    const problem = rankingRewardsProblem(rows);
    if (problem) throw invalid('rank_to', problem, '名次范围重叠或无效');
  },
};

const TIERS: RuleTable<RebateTier, bigint> = {
  load: (rules, tx) => rules.rebateTiers(tx),
  save: (rules, tx, rows) => rules.saveRebateTiers(tx, rows),
  keyOf: (row) => row.minLoss,
};

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
  rowKey: (row) => row.rankFrom,
  notFound: 'NOT_FOUND',
  list: listByIds('The daily ranking rewards by rank range (react-admin list)', { rank_from: (row) => row.rankFrom }),
  show: { summary: 'One ranking reward row' },
  create: {
    summary: 'Add a ranking reward row',
    description: '400 VALIDATION_FAILED (a rank covered twice, rank_to below rank_from). Audited.',
    body: CreateRankingRewardDto,
    run: (body, onChange, context) =>
      changeRow(REWARDS, context, onChange, {
        key: body.rank_from,
        create: true,
        after: { rankFrom: body.rank_from, rankTo: body.rank_to, amount: hundredths(body.amount) },
      }),
  },
  edit: {
    summary: 'Change a ranking reward row (its last rank, its amount)',
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
    body: UpdateRankingRewardDto,
    run: (key, body, _current, onChange, context) =>
      changeRow(REWARDS, context, onChange, {
        key,
        create: false,
        after: { rankFrom: key, rankTo: body.rank_to, amount: hundredths(body.amount) },
      }),
  },
  delete: {
    summary: 'Remove a ranking reward row; answers it as it was. Audited.',
    run: (key, onChange, context) => changeRow(REWARDS, context, onChange, { key, create: false, after: null }),
  },
};

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
  rowKey: (row) => row.minLoss,
  notFound: 'NOT_FOUND',
  list: listByIds("The battle-damage rebate tiers: a day's net loss from min_loss on is paid back at rate", {
    min_loss: (row) => Number(row.minLoss),
  }),
  show: { summary: 'One rebate tier' },
  create: {
    summary: 'Add a rebate tier',
    description: '400 VALIDATION_FAILED (rate above 100.00); 409 DUPLICATE_ID. Audited.',
    body: CreateRebateTierDto,
    run: (body, onChange, context) => {
      const minLoss = hundredths(body.min_loss);
      return changeRow(TIERS, context, onChange, {
        key: minLoss,
        create: true,
        after: { minLoss, rateBp: rate(body.rate) },
      });
    },
  },
  edit: {
    summary: "Change a rebate tier's rate",
    description: '400 VALIDATION_FAILED; 404 NOT_FOUND. Audited with before and after.',
    body: UpdateRebateTierDto,
    run: (key, body, _current, onChange, context) =>
      changeRow(TIERS, context, onChange, { key, create: false, after: { minLoss: key, rateBp: rate(body.rate) } }),
  },
  delete: {
    summary: 'Remove a rebate tier; answers it as it was. Audited.',
    run: (key, onChange, context) => changeRow(TIERS, context, onChange, { key, create: false, after: null }),
  },
};

export class ArenaRankingRewardsStaffController extends AuditedConfigController(ARENA_RANKING_REWARDS) {}
export class ArenaRebateTiersStaffController extends AuditedConfigController(ARENA_REBATE_TIERS) {}
