// /admin/api/free-boxes: the daily free boxes and their unlock rules (react-admin list, show, edit,
// create, delete). Every change is a staff audit entry in the same transaction as the write.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { IsReason } from '../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../staff';
import { amountOrCount, COUNT_OR_AMOUNT, countOrAmount, ID, stringKey } from '../staff-config-fields';
import { FREE_BOX_UNLOCKS, FreeBoxesRepository, type FreeBox, type FreeBoxUnlock } from './free-boxes.repository';

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
  rowKey: (row) => row.id,
  notFound: 'NOT_FOUND',
  list: listByIds('The daily free boxes and their unlock rules (react-admin list)', { sort: (row) => row.sort }),
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
