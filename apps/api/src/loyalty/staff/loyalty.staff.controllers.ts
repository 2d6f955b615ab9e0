// /admin/api/points-rules, /shop, /tasks, /free-boxes: loyalty's staff configuration (react-admin
// list, show, edit; create and delete where they make sense). Every change is a staff audit entry
// in the same transaction as the write; a shop item's stock is set on its stream.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { readers } from '../../platform/http/admin-list';
import { hundredths, IsReason } from '../../platform/http/staff-fields';
import { COIN_AMOUNT_PATTERN, IsCoinAmount } from '../../platform/validation/coin-amount';
import { AuditedConfigController, type ConfigResource } from '../../staff';
import {
  FREE_BOX_UNLOCKS,
  FreeBoxesRepository,
  type FreeBox,
  type FreeBoxUnlock,
} from '../free-boxes/free-boxes.repository';
import { PointsRulesRepository, SPEND_CHANGE_TYPES, type PointsRule } from '../points/points-rules.repository';
import { ShopItemsRepository, type ShopItemRow } from '../shop/shop-items.repository';
import { TASK_TYPES, TasksRepository, type Task, type TaskType } from '../tasks/tasks.repository';
import { SaveShopItemCommand } from './save-shop-item.command';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A task target or free-box unlock value: a count or level, or a two-decimal amount (checked by type below). */
const COUNT_OR_AMOUNT = /^\d{1,10}(\.\d{2})?$/;
const countOrAmount = (field: string) => ({
  message: `${field} must be a whole number, or an amount with exactly two decimals for recharge`,
  context: { zh: `${field} 须为整数，充值类须为两位小数的金额` },
});

function stringKey(id: string): string {
  if (!ID.test(id)) throw new DomainError('NOT_FOUND');
  return id;
}

// ---- points rules -------------------------------------------------------------------------------

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
  hasKey: (row, key) => row.changeType === key,
  idOf: (row) => String(row.changeType),
  notFound: 'NOT_FOUND',
  list: {
    summary: 'Points earned per spend change type (react-admin list)',
    sortFields: ['change_type'],
    defaultSort: { field: 'change_type', order: 'ASC' },
    filters: { id: readers.ids },
    sortBy: { change_type: (row) => row.changeType },
    matches: (row, { id }) => id === undefined || id.includes(String(row.changeType)),
    tieBreak: (row) => String(row.changeType).padStart(3, '0'),
  },
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

// ---- shop items ---------------------------------------------------------------------------------

export class AdminShopItemDto {
  @ApiProperty() id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty({ example: '100', description: 'points per unit' }) price!: string;
  @ApiProperty({ nullable: true, type: String, description: 'left to sell; null: unlimited' }) stock!: string | null;
  @ApiProperty() sold!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty() sort!: number;
}

export class UpdateShopItemDto {
  @ApiProperty() @IsString() @Length(1, 64) item_id!: string;
  @ApiProperty({ example: 100 }) @Type(() => Number) @IsInt() @Min(1) @Max(100_000_000) price!: number;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'null or absent: unlimited' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  stock?: number | null;
  @ApiProperty() @IsBoolean() enabled!: boolean;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() sort?: number;
  @IsReason() reason?: string;
}

export class CreateShopItemDto extends UpdateShopItemDto {
  @ApiProperty({ example: 'shop-ak' }) @Matches(ID) id!: string;
}

const shopRow = (id: string, body: UpdateShopItemDto): Omit<ShopItemRow, 'sold'> => ({
  id,
  itemId: body.item_id,
  price: BigInt(body.price),
  stock: body.stock === undefined || body.stock === null ? null : BigInt(body.stock),
  enabled: body.enabled,
  sort: body.sort ?? 0,
});

export const SHOP_ITEMS: ConfigResource<
  ShopItemRow,
  AdminShopItemDto,
  string,
  'sort' | 'price',
  { id: string[] },
  CreateShopItemDto,
  UpdateShopItemDto
> = {
  resource: 'shop',
  dto: AdminShopItemDto,
  view: (row) => ({
    id: row.id,
    item_id: row.itemId,
    price: row.price.toString(),
    stock: row.stock === null ? null : row.stock.toString(),
    sold: row.sold.toString(),
    enabled: row.enabled,
    sort: row.sort,
  }),
  rows: ({ sql }) => new ShopItemsRepository(sql).all(),
  keyOf: stringKey,
  hasKey: (row, key) => row.id === key,
  idOf: (row) => row.id,
  notFound: 'NOT_FOUND',
  list: {
    summary: 'The points shop items with stock and units sold (react-admin list)',
    sortFields: ['sort', 'price'],
    defaultSort: { field: 'sort', order: 'ASC' },
    filters: { id: readers.ids },
    sortBy: { sort: (row) => row.sort, price: (row) => row.price },
    matches: (row, { id }) => id === undefined || id.includes(row.id),
  },
  show: { summary: 'One shop item' },
  create: {
    summary: 'Add a shop item (a catalogue item at a points price, a stock or unlimited). Audited.',
    description: '400 VALIDATION_FAILED (unknown catalogue item); 409 DUPLICATE_ID.',
    body: CreateShopItemDto,
    run: (body, onChange, { commandBus }) =>
      commandBus.execute(new SaveShopItemCommand(shopRow(body.id, body), 'create', onChange, 'staff')),
  },
  edit: {
    summary: 'Edit a shop item; a new stock is what is left to sell from now on. Audited with before and after.',
    body: UpdateShopItemDto,
    run: (key, body, _current, onChange, { commandBus }) =>
      commandBus.execute(new SaveShopItemCommand(shopRow(key, body), 'update', onChange, 'staff')),
  },
};

export class ShopItemsStaffController extends AuditedConfigController(SHOP_ITEMS) {}

// ---- tasks --------------------------------------------------------------------------------------

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

/**
 * A task target or free-box unlock value: a coin amount with exactly two decimals ("50.00", contract
 * section 3) when it counts recharges, else a whole count or level ("5"). Never "5" read as 5.00 or
 * "5.50" cut to 5.
 */
function amountOrCount(field: string, isAmount: boolean, text: string): bigint {
  if (isAmount && COIN_AMOUNT_PATTERN.test(text)) return hundredths(text);
  if (!isAmount && /^\d{1,10}$/.test(text)) return BigInt(text);
  throw DomainError.invalidFields([
    {
      field,
      message: isAmount
        ? {
            en: `${field} must be an amount with exactly two decimals for recharge, e.g. "50.00"`,
            zh: `${field} 须为两位小数的充值金额，如 "50.00"`,
          }
        : { en: `${field} must be a whole number`, zh: `${field} 须为整数` },
    },
  ]);
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
    hasKey: (row, key) => row.id === key,
    idOf: (row) => row.id,
    notFound: 'NOT_FOUND',
    list: {
      summary: 'The daily tasks (react-admin list)',
      sortFields: ['sort'],
      defaultSort: { field: 'sort', order: 'ASC' },
      filters: { id: readers.ids },
      sortBy: { sort: (row) => row.sort },
      matches: (row, { id }) => id === undefined || id.includes(row.id),
    },
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

// ---- daily free boxes ---------------------------------------------------------------------------

export class AdminFreeBoxDto {
  @ApiProperty() id!: string;
  @ApiProperty() box_id!: string;
  @ApiProperty({ enum: FREE_BOX_UNLOCKS }) unlock_type!: string;
  @ApiProperty({ example: '1', description: 'a VIP level, or an amount (two decimals) of paid recharges' })
  unlock_value!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty() sort!: number;
}

export class UpdateFreeBoxDto {
  @ApiProperty() @IsString() @Length(1, 64) box_id!: string;
  @ApiProperty({ enum: FREE_BOX_UNLOCKS }) @IsIn(FREE_BOX_UNLOCKS) unlock_type!: FreeBoxUnlock;
  @ApiProperty({ example: '1', description: 'a VIP level, or an amount with exactly two decimals for recharge' })
  @Matches(COUNT_OR_AMOUNT, countOrAmount('unlock_value'))
  unlock_value!: string;
  @ApiProperty() @IsBoolean() enabled!: boolean;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() sort?: number;
  @IsReason() reason?: string;
}

export class CreateFreeBoxDto extends UpdateFreeBoxDto {
  @ApiProperty({ example: 'vip1-daily' }) @Matches(ID) id!: string;
}

const toFreeBox = (id: string, body: UpdateFreeBoxDto): FreeBox => ({
  id,
  boxId: body.box_id,
  unlockType: body.unlock_type,
  unlockValue: amountOrCount('unlock_value', body.unlock_type === 'recharge', body.unlock_value),
  enabled: body.enabled,
  sort: body.sort ?? 0,
});

function saveFreeBox(mode: 'create' | 'update' | 'delete') {
  return (
    id: string,
    body: UpdateFreeBoxDto | null,
    onChange: (
      tx: import('@lootledger/event-store').SqlExecutor,
      values: { before: FreeBox | null; after: FreeBox | null },
    ) => Promise<void>,
    sql: import('@lootledger/event-store').SqlClient,
  ) =>
    sql.transaction(async (tx) => {
      const repository = new FreeBoxesRepository(sql);
      const before = (await repository.all(tx)).find((row) => row.id === id) ?? null;
      if (mode === 'create' && before) throw new DomainError('DUPLICATE_ID');
      if (mode !== 'create' && !before) throw new DomainError('NOT_FOUND');
      const after = body ? toFreeBox(id, body) : null;
      if (after) await repository.upsert(tx, after);
      else await repository.remove(tx, id);
      await onChange(tx, { before, after });
      return (after ?? before)!;
    });
}

export const FREE_BOXES: ConfigResource<
  FreeBox,
  AdminFreeBoxDto,
  string,
  'sort',
  { id: string[] },
  CreateFreeBoxDto,
  UpdateFreeBoxDto
> = {
  resource: 'free-boxes',
  dto: AdminFreeBoxDto,
  view: (row) => ({
    id: row.id,
    box_id: row.boxId,
    unlock_type: row.unlockType,
    unlock_value: row.unlockType === 'recharge' ? formatAmount(row.unlockValue) : row.unlockValue.toString(),
    enabled: row.enabled,
    sort: row.sort,
  }),
  rows: ({ sql }) => new FreeBoxesRepository(sql).all(),
  keyOf: stringKey,
  hasKey: (row, key) => row.id === key,
  idOf: (row) => row.id,
  notFound: 'NOT_FOUND',
  list: {
    summary: 'The daily free boxes and their unlock rules (react-admin list)',
    sortFields: ['sort'],
    defaultSort: { field: 'sort', order: 'ASC' },
    filters: { id: readers.ids },
    sortBy: { sort: (row) => row.sort },
    matches: (row, { id }) => id === undefined || id.includes(row.id),
  },
  show: { summary: 'One daily free box' },
  create: {
    summary: 'Add a daily free box. Audited.',
    body: CreateFreeBoxDto,
    run: (body, onChange, { sql }) => saveFreeBox('create')(body.id, body, onChange, sql),
  },
  edit: {
    summary: 'Edit a daily free box. Audited with before and after.',
    body: UpdateFreeBoxDto,
    run: (key, body, _current, onChange, { sql }) => saveFreeBox('update')(key, body, onChange, sql),
  },
  delete: {
    summary: 'Remove a daily free box; answers it as it was. Audited.',
    run: (key, onChange, { sql }) => saveFreeBox('delete')(key, null, onChange, sql),
  },
};

export class FreeBoxesStaffController extends AuditedConfigController(FREE_BOXES) {}
