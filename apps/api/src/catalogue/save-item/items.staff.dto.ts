// Shapes of /admin/api/items: an item as staff see and edit it (value as a two-decimal string).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { formatAmount, RARITIES, WEARS, wearAliases } from '@lootledger/contracts';
import type { StaffItemView } from '../list-items-for-staff/list-items-for-staff.query';
import { IsReason } from '../../platform/http/staff-fields';
import { IsCoinAmount } from '../../platform/validation/coin-amount';

export class AdminItemDto {
  @ApiProperty({ example: 'ak-47-redline-ft' }) id!: string;
  @ApiProperty({ example: 'AK-47 | 红线' }) name_zh!: string;
  @ApiProperty({ example: 'AK-47 | Redline' }) name_en!: string;
  @ApiProperty({ example: 'AK-47 | Redline (Field-Tested)' }) hash_name!: string;
  @ApiProperty({ example: 'AK-47' }) weapon!: string;
  @ApiProperty({ example: 'Redline', description: 'empty for a vanilla knife' }) skin!: string;
  @ApiProperty({ example: '/covers/items/ak-47-redline-ft.svg' }) cover!: string;
  @ApiProperty({ example: '40.00', description: 'what the item is worth (recycle value, `bean` to players)' })
  value!: string;
  @ApiProperty({ enum: RARITIES }) lv!: number;
  @ApiProperty({ enum: WEARS }) dura!: number;
  @ApiProperty({ example: '久经沙场' }) dura_alias!: string;
  @ApiProperty({ example: 'Field-Tested' }) dura_alias_en!: string;
  @ApiProperty({ description: 'boxes whose pool holds the item' }) box_count!: number;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

export function toAdminItemDto(item: StaffItemView): AdminItemDto {
  return {
    id: item.id,
    name_zh: item.name_zh,
    name_en: item.name_en,
    hash_name: item.hash_name,
    weapon: item.weapon,
    skin: item.skin,
    cover: item.cover,
    value: formatAmount(item.value),
    lv: item.lv,
    dura: item.dura,
    ...wearAliases(item.dura),
    box_count: item.boxCount,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

/** PUT /admin/api/items/{id}: every field of the item (react-admin sends the whole record). */
export class UpdateItemDto {
  @ApiProperty() @IsString() @MaxLength(100) name_zh!: string;
  @ApiProperty() @IsString() @MaxLength(100) name_en!: string;
  @ApiProperty() @IsString() @MaxLength(200) hash_name!: string;
  @ApiProperty() @IsString() @MaxLength(64) weapon!: string;
  @ApiProperty({ description: 'empty for a vanilla knife' }) @IsString() @MaxLength(64) skin!: string;

  @ApiPropertyOptional({ description: 'a path (/...) or an https URL; default the generated cover' })
  @IsOptional()
  @IsString()
  cover?: string;

  @ApiProperty({ example: '40.00' }) @IsCoinAmount('value') value!: string;

  @ApiProperty({ enum: RARITIES })
  @Type(() => Number)
  @IsInt()
  lv!: number;

  @ApiProperty({ enum: WEARS })
  @Type(() => Number)
  @IsInt()
  dura!: number;

  @IsReason() reason?: string;
}

/** POST /admin/api/items: a new item with its id (letters, digits, '-' and '_'; it appears in URLs). */
export class CreateItemDto extends UpdateItemDto {
  @ApiProperty({ example: 'ak-47-redline-ft' }) @IsString() @MaxLength(64) id!: string;
}
