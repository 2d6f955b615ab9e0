// /admin/api/tasks: the daily tasks (react-admin list, show, edit, create, delete). Every change is a
// staff audit entry in the same transaction as the write.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { hundredths, IsReason } from '../../platform/http/staff-fields';
import { IsCoinAmount } from '../../platform/validation/coin-amount';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../staff';
import { amountOrCount, COUNT_OR_AMOUNT, countOrAmount, ID, stringKey } from '../staff-config-fields';
import { TASK_TYPES, TasksRepository, type Task, type TaskType } from './tasks.repository';

export class AdminTaskDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: TASK_TYPES }) type!: string;
  @ApiProperty({ example: '5', description: 'a count, or an amount (two decimals) for recharge' }) target!: string;
  @ApiProperty({ example: '1.00' }) reward!: string;
  @ApiProperty() title_zh!: string;
  @ApiProperty() title_en!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty() sort!: number;
}

export class UpdateTaskDto {
  @ApiProperty({ enum: TASK_TYPES }) @IsIn(TASK_TYPES) type!: TaskType;
  @ApiProperty({ example: '5', description: 'a whole count, or an amount with exactly two decimals for recharge' })
  @Matches(COUNT_OR_AMOUNT, countOrAmount('target'))
  target!: string;
  @ApiProperty({ example: '1.00' }) @IsCoinAmount('reward') reward!: string;
  @ApiProperty() @IsString() @Length(1, 100) title_zh!: string;
  @ApiProperty() @IsString() @Length(1, 100) title_en!: string;
  @ApiProperty() @IsBoolean() enabled!: boolean;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() sort?: number;
  @IsReason() reason?: string;
}

export class CreateTaskDto extends UpdateTaskDto {
  @ApiProperty({ example: 'open-10-boxes' }) @Matches(ID) id!: string;
}

function toTask(id: string, body: UpdateTaskDto): Task {
  const target = amountOrCount('target', body.type === 'recharge', body.target);
  const reward = hundredths(body.reward);
  if (target <= 0n || reward <= 0n)
    throw DomainError.invalidFields([
      { field: 'target', message: { en: 'target and reward must be positive', zh: '目标和奖励须大于 0' } },
    ]);
  return {
    id,
    type: body.type,
    target,
    reward,
    titleZh: body.title_zh,
    titleEn: body.title_en,
    enabled: body.enabled,
    sort: body.sort ?? 0,
  };
}

export const TASKS: ConfigResource<Task, AdminTaskDto, string, 'sort', { id: string[] }, CreateTaskDto, UpdateTaskDto> =
  {
    resource: 'tasks',
    dto: AdminTaskDto,
    view: (row) => ({
      id: row.id,
      type: row.type,
      target: row.type === 'recharge' ? formatAmount(row.target) : row.target.toString(),
      reward: formatAmount(row.reward),
      title_zh: row.titleZh,
      title_en: row.titleEn,
      enabled: row.enabled,
      sort: row.sort,
    }),
    rows: ({ sql }) => new TasksRepository(sql).all(),
    keyOf: stringKey,
    rowKey: (row) => row.id,
    notFound: 'NOT_FOUND',
    list: listByIds('The daily tasks (react-admin list)', { sort: (row) => row.sort }),
    show: { summary: 'One task' },
    create: {
      summary: 'Add a daily task. Audited.',
      body: CreateTaskDto,
      run: (body, onChange, { sql }) =>
        sql.transaction(async (tx) => {
          const repository = new TasksRepository(sql);
          if ((await repository.all(tx)).some((row) => row.id === body.id)) throw new DomainError('DUPLICATE_ID');
          const after = toTask(body.id, body);
          await repository.upsert(tx, after);
          await onChange(tx, { before: null, after });
          return after;
        }),
    },
    edit: {
      summary: "Edit a daily task (today's claims keep what they recorded). Audited with before and after.",
      body: UpdateTaskDto,
      run: (key, body, current, onChange, { sql }) =>
        sql.transaction(async (tx) => {
          if (!current) throw new DomainError('NOT_FOUND');
          const after = toTask(key, body);
          await new TasksRepository(sql).upsert(tx, after);
          await onChange(tx, { before: current, after });
          return after;
        }),
    },
    delete: {
      summary: 'Remove a daily task; answers it as it was. Audited.',
      run: (key, onChange, { sql }) =>
        sql.transaction(async (tx) => {
          const repository = new TasksRepository(sql);
          const before = (await repository.all(tx)).find((row) => row.id === key);
          if (!before) throw new DomainError('NOT_FOUND');
          await repository.remove(tx, key);
          await onChange(tx, { before, after: null });
          return before;
        }),
    },
  };

export class TasksStaffController extends AuditedConfigController(TASKS) {}
