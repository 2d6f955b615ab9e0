// Shapes of /admin/api/boxes: a box as staff see and edit it, its pool (item, weight, odds) and the
// RTP preview. Amounts are two-decimal strings; weights positive integers.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  BOX_CATEGORIES,
  formatAmount,
  type BoxCategory,
  type RtpPreviewEntryResponse,
  type RtpPreviewResponse,
  type StaffBoxResponse,
} from '@lootledger/contracts';
import { MAX_POOL_SIZE, MAX_WEIGHT } from '../domain/catalogue-rules';
import { type StaffBoxDetailView } from '../get-box-for-staff/get-box-for-staff.query';
import { type StaffBoxView } from '../list-boxes-for-staff/list-boxes-for-staff.query';
import { IsReason } from '../../platform/http/staff-fields';
import { IsCoinAmount } from '../../platform/validation/coin-amount';

export class AdminBoxDto implements StaffBoxResponse {
  @ApiProperty({ example: 'redline' }) id!: string;
  @ApiProperty() name_zh!: string;
  @ApiProperty() name_en!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ enum: BOX_CATEGORIES }) category!: BoxCategory;
  @ApiProperty({ example: '6.66' }) price!: string;
  @ApiProperty({ description: 'on sale: listed and openable' }) enabled!: boolean;
  @ApiProperty() sort_order!: number;
  @ApiProperty() item_count!: number;
  @ApiProperty({
    example: '90.12',
    description: 'configured return to player: expected item value of one draw / price, percent',
  })
  rtp!: string;
  @ApiProperty() updated_at!: string;
}

export class AdminPoolEntryDto {
  @ApiProperty({ example: 'ak-47-redline-ft' }) item_id!: string;
  @ApiProperty() name_zh!: string;
  @ApiProperty() name_en!: string;
  @ApiProperty({ example: '40.00' }) value!: string;
  @ApiProperty() lv!: number;
  @ApiProperty({ example: 600 }) weight!: number;
  @ApiProperty({ example: '4.55', description: 'weight / total weight, percent, two decimals half up' }) odds!: string;
}

export class AdminBoxDetailDto extends AdminBoxDto {
  @ApiProperty({ type: [AdminPoolEntryDto], description: 'in draw order' }) pool!: AdminPoolEntryDto[];
}

export function toAdminBoxDto(box: StaffBoxView): AdminBoxDto {
  return {
    id: box.id,
    name_zh: box.name_zh,
    name_en: box.name_en,
    cover: box.cover,
    category: box.category,
    price: formatAmount(box.price),
    enabled: box.enabled,
    sort_order: box.sortOrder,
    item_count: box.itemCount,
    rtp: box.rtp,
    updated_at: box.updatedAt,
  };
}

export function toAdminBoxDetailDto(box: StaffBoxDetailView): AdminBoxDetailDto {
  return {
    ...toAdminBoxDto({ ...box, itemCount: box.pool.length }),
    pool: box.pool.map((entry) => ({
      item_id: entry.itemId,
      name_zh: entry.item.name_zh,
      name_en: entry.item.name_en,
      value: formatAmount(entry.item.value),
      lv: entry.item.lv,
      weight: entry.weight,
      odds: entry.odds,
    })),
  };
}

/** What the audit log keeps of a box: its fields, its RTP and its pool (item ids and weights). */
export function auditedBox(box: AdminBoxDetailDto) {
  const { pool, ...fields } = box;
  return { ...fields, pool: pool.map((entry) => ({ item_id: entry.item_id, weight: entry.weight })) };
}

export class PoolEntryInputDto {
  @ApiProperty({ example: 'ak-47-redline-ft' })
  @IsString()
  @MaxLength(64)
  item_id!: string;

  @ApiProperty({ example: 600, minimum: 1, maximum: MAX_WEIGHT })
  @Type(() => Number)
  @IsInt({ context: { zh: 'weight 须为正整数' } })
  @Min(1, { context: { zh: 'weight 须为正整数' } })
  @Max(MAX_WEIGHT)
  weight!: number;
}

class PoolDto {
  @ApiProperty({ type: [PoolEntryInputDto], description: `1 to ${MAX_POOL_SIZE} items, each once` })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_POOL_SIZE)
  @ValidateNested({ each: true })
  @Type(() => PoolEntryInputDto)
  pool!: PoolEntryInputDto[];
}

/** POST /admin/api/boxes/rtp-preview: the RTP and odds a pool would have at a price (nothing is written). */
export class RtpPreviewDto extends PoolDto {
  @ApiProperty({ example: '6.66' }) @IsCoinAmount('price') price!: string;
}

export class RtpPreviewEntryDto implements RtpPreviewEntryResponse {
  @ApiProperty() item_id!: string;
  @ApiProperty() name_zh!: string;
  @ApiProperty() name_en!: string;
  @ApiProperty({ example: '40.00' }) value!: string;
  @ApiProperty() weight!: number;
  @ApiProperty({ example: '4.55' }) odds!: string;
}

export class RtpPreviewResultDto implements RtpPreviewResponse {
  @ApiProperty({ example: '90.12', description: 'percent, two decimals half up, from the exact fraction' })
  rtp!: string;
  @ApiProperty() total_weight!: number;
  @ApiProperty({ type: [RtpPreviewEntryDto] }) odds!: RtpPreviewEntryDto[];
}

/** PUT /admin/api/boxes/{id}: the whole box with its whole pool (replaced in one transaction). */
export class UpdateBoxDto extends PoolDto {
  @ApiProperty() @IsString() @MaxLength(100) name_zh!: string;
  @ApiProperty() @IsString() @MaxLength(100) name_en!: string;

  @ApiPropertyOptional({ description: 'a path (/...) or an https URL; default the generated cover' })
  @IsOptional()
  @IsString()
  cover?: string;

  @ApiProperty({ example: '6.66' }) @IsCoinAmount('price') price!: string;

  @ApiProperty({ enum: BOX_CATEGORIES }) @IsString() category!: string;

  @ApiPropertyOptional({ description: 'default: unchanged (true for a new box)' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({ description: 'default: unchanged (0 for a new box)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  sort_order?: number;

  @IsReason() reason?: string;
}

export class CreateBoxDto extends UpdateBoxDto {
  @ApiProperty({ example: 'redline', description: "letters, digits, '-' and '_' (it appears in URLs)" })
  @IsString()
  @MaxLength(64)
  id!: string;
}
