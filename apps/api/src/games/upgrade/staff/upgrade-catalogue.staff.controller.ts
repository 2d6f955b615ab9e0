// /admin/api/upgrade-targets and /admin/api/upgrade-settings: which catalogue items players may
// upgrade to (add, enable/disable, remove) and the RTP upgrade prices are computed with (one row,
// id "1", 50.00–99.00 percent). Every change is a staff audit entry in the change's transaction. An
// attempt records the target and the RTP it used, so a change alters no past attempt.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Length } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import { GetItemsQuery, type CatalogueItemView } from '../../../catalogue';
import { DomainError } from '../../../platform/errors/domain-error';
import { readers } from '../../../platform/http/admin-list';
import { basisPoints, IsPercent, IsReason, percentOf } from '../../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, type ConfigResourceContext, listByIds } from '../../../staff';
import { MAX_RTP_BASIS_POINTS, MIN_RTP_BASIS_POINTS } from '../domain/upgrade-pricing';
import { UpgradeCatalogueRepository, type UpgradeTarget } from '../targets/upgrade-catalogue.repository';
// Its resources join the staff matrix before the routes below ask it for their roles.
import './upgrade.staff-resources';

function invalid(field: string, en: string, zh: string): DomainError {
  return DomainError.invalidFields([{ field, message: { en, zh } }]);
}

const repository = (context: ConfigResourceContext) => new UpgradeCatalogueRepository(context.sql, context.queryBus);

export class AdminUpgradeTargetDto {
  @ApiProperty({ description: 'the catalogue item id' }) id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ nullable: true, type: String }) name_en!: string | null;
  @ApiProperty({ nullable: true, type: String }) name_zh!: string | null;
  @ApiProperty({ nullable: true, type: String }) cover!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '100.00' }) value!: string | null;
  @ApiProperty() created_at!: string;
}

export class UpdateUpgradeTargetDto {
  @ApiProperty({ description: 'players may pick it' }) @IsBoolean() enabled!: boolean;
  @IsReason() reason?: string;
}

export class CreateUpgradeTargetDto {
  @ApiProperty({ description: 'a catalogue item id' }) @IsString() @Length(1, 64) item_id!: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() enabled?: boolean;
  @IsReason() reason?: string;
}

const toTargetDto = (row: UpgradeTarget): AdminUpgradeTargetDto => ({
  id: row.itemId,
  item_id: row.itemId,
  enabled: row.enabled,
  name_en: row.item?.name_en ?? null,
  name_zh: row.item?.name_zh ?? null,
  cover: row.item?.cover ?? null,
  value: row.item ? formatAmount(row.item.value) : null,
  created_at: row.createdAt,
});

function targetKey(id: string): string {
  if (!/^[\w.-]{1,64}$/.test(id)) throw new DomainError('NOT_FOUND');
  return id;
}

async function catalogueItem(context: ConfigResourceContext, itemId: string): Promise<CatalogueItemView> {
  const [item] = await context.queryBus.execute<GetItemsQuery, CatalogueItemView[]>(new GetItemsQuery([itemId]));
  if (!item) throw invalid('item_id', 'no such catalogue item', '饰品不存在');
  if (item.value <= 0n) throw invalid('item_id', 'an upgrade target must have a value', '可升级饰品须有价值');
  return item;
}

export const UPGRADE_TARGETS: ConfigResource<
  UpgradeTarget,
  AdminUpgradeTargetDto,
  string,
  'item_id' | 'value' | 'created_at',
  { id?: string[]; q?: string; enabled?: boolean },
  CreateUpgradeTargetDto,
  UpdateUpgradeTargetDto
> = {
  resource: 'upgrade-targets',
  dto: AdminUpgradeTargetDto,
  view: toTargetDto,
  rows: (context) => repository(context).targets(),
  keyOf: targetKey,
  rowKey: (row) => row.itemId,
  notFound: 'NOT_FOUND',
  list: {
    summary: 'The upgrade targets: catalogue items players may upgrade to (react-admin list)',
    description: 'Filters: id, q (part of the id or a name), enabled. Sort: value (default), item_id, created_at.',
    defaultSort: { field: 'value', order: 'ASC' },
    filters: { id: readers.ids, q: readers.string, enabled: readers.boolean },
    sortBy: {
      value: (row) => Number(row.item?.value ?? 0n),
      item_id: (row) => row.itemId,
      created_at: (row) => row.createdAt,
    },
    matches: (row, { q, enabled }) =>
      (enabled === undefined || row.enabled === enabled) &&
      (q === undefined ||
        [row.itemId, row.item?.name_en ?? '', row.item?.name_zh ?? ''].some((text) =>
          text.toLowerCase().includes(q.toLowerCase()),
        )),
  },
  show: { summary: 'One upgrade target' },
  create: {
    summary: 'Make a catalogue item an upgrade target',
    description: '400 VALIDATION_FAILED (no such item, or worth nothing); 409 DUPLICATE_ID. Audited.',
    body: CreateUpgradeTargetDto,
    run: async (body, onChange, context) => {
      const item = await catalogueItem(context, body.item_id);
      return context.sql.transaction(async (tx) => {
        const rows = await repository(context).targetRows(tx);
        if (rows.some((row) => row.itemId === item.id)) throw new DomainError('DUPLICATE_ID');
        await repository(context).saveTarget(tx, item.id, body.enabled ?? true);
        const after: UpgradeTarget = {
          itemId: item.id,
          enabled: body.enabled ?? true,
          createdAt: new Date().toISOString(),
          item,
        };
        await onChange(tx, { before: null, after });
        return after;
      });
    },
  },
  edit: {
    summary: 'Enable or disable an upgrade target',
    description: '404 NOT_FOUND. Audited with before and after.',
    body: UpdateUpgradeTargetDto,
    run: async (key, body, current, onChange, context) => {
      if (!current) throw new DomainError('NOT_FOUND');
      return context.sql.transaction(async (tx) => {
        await repository(context).saveTarget(tx, key, body.enabled);
        const after = { ...current, enabled: body.enabled };
        await onChange(tx, { before: current, after });
        return after;
      });
    },
  },
  delete: {
    summary: 'Remove an upgrade target; answers it as it was. Audited.',
    run: async (key, onChange, context) => {
      const current = (await repository(context).targets()).find((row) => row.itemId === key);
      if (!current) throw new DomainError('NOT_FOUND');
      return context.sql.transaction(async (tx) => {
        await repository(context).deleteTarget(tx, key);
        await onChange(tx, { before: current, after: null });
        return current;
      });
    },
  },
};

interface UpgradeSettings {
  rtp: number;
}

export class AdminUpgradeSettingsDto {
  @ApiProperty({ example: '1' }) id!: string;
  @ApiProperty({ example: '95.00', description: 'percent: price = ceil(rate × target value ÷ RTP)' }) rtp!: string;
}

export class UpdateUpgradeSettingsDto {
  @ApiProperty({
    example: '95.00',
    description: `percent, ${percentOf(MIN_RTP_BASIS_POINTS)} to ${percentOf(MAX_RTP_BASIS_POINTS)}`,
  })
  @IsPercent('rtp')
  rtp!: string;
  @IsReason() reason?: string;
}

export const UPGRADE_SETTINGS: ConfigResource<
  UpgradeSettings,
  AdminUpgradeSettingsDto,
  number,
  'id',
  { id?: string[] },
  never,
  UpdateUpgradeSettingsDto
> = {
  resource: 'upgrade-settings',
  dto: AdminUpgradeSettingsDto,
  view: (row) => ({ id: '1', rtp: percentOf(row.rtp) }),
  rows: async (context) => [{ rtp: await repository(context).rtp() }],
  keyOf: (id) => {
    if (id !== '1') throw new DomainError('NOT_FOUND');
    return 1;
  },
  rowKey: () => 1,
  notFound: 'NOT_FOUND',
  list: listByIds("The upgrade's settings (one row, id 1): the RTP", { id: () => 1 }),
  show: { summary: "The upgrade's settings" },
  edit: {
    summary: 'Change the RTP upgrade prices are computed with (finance)',
    description: `400 VALIDATION_FAILED (outside ${percentOf(MIN_RTP_BASIS_POINTS)}–${percentOf(MAX_RTP_BASIS_POINTS)}). Audited with before and after.`,
    body: UpdateUpgradeSettingsDto,
    run: async (_key, body, current, onChange, context) => {
      const rtp = basisPoints(body.rtp);
      if (rtp < MIN_RTP_BASIS_POINTS || rtp > MAX_RTP_BASIS_POINTS)
        throw invalid(
          'rtp',
          `rtp must be between ${percentOf(MIN_RTP_BASIS_POINTS)} and ${percentOf(MAX_RTP_BASIS_POINTS)}`,
          `RTP 须在 ${percentOf(MIN_RTP_BASIS_POINTS)} 到 ${percentOf(MAX_RTP_BASIS_POINTS)} 之间`,
        );
      return context.sql.transaction(async (tx) => {
        const before = { rtp: await repository(context).rtp(tx) };
        await repository(context).saveRtp(tx, rtp);
        const after = { rtp };
        await onChange(tx, { before: current ? before : null, after });
        return after;
      });
    },
  },
};

export class UpgradeTargetsStaffController extends AuditedConfigController(UPGRADE_TARGETS) {}
export class UpgradeSettingsStaffController extends AuditedConfigController(UPGRADE_SETTINGS) {}
