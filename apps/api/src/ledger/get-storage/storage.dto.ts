// Request and response shapes of GET /api/storage and GET /api/storage/{id} (contract section 7).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  STORAGE_SORTS,
  STORAGE_STATUSES,
  type Paged,
  type StorageItemDetailResponse,
  type StorageItemResponse,
  type StorageSort,
  type StorageStatus,
} from '@lootledger/contracts';
import { PageRequestDto } from '../../platform/http/page-request.dto';
import { PageDto } from '../../platform/openapi/page.dto';

export class StorageRequestDto extends PageRequestDto {
  @ApiPropertyOptional({
    enum: STORAGE_STATUSES,
    default: 0,
    description:
      '0 in backpack, 1 extracted, 2 exchanged (recycled), 3 frozen, 4 delivery requested, 5 shipping, 6 awaiting receipt',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn(STORAGE_STATUSES as readonly number[])
  status?: StorageStatus;

  @ApiPropertyOptional({
    enum: STORAGE_SORTS,
    default: 'newest',
    description: 'newest / oldest first, or by value (value_desc: the most valuable first)',
  })
  @IsOptional()
  @IsIn(STORAGE_SORTS as readonly string[], { context: { zh: 'sort 的取值无效' } })
  sort?: StorageSort;

  @ApiPropertyOptional({
    description: 'Only items whose name (Chinese or English) contains this text, case-insensitive',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  name?: string;
}

export class StorageItemDto implements StorageItemResponse {
  @ApiProperty({ description: 'storage id (what /api/cash and /api/extract take)' }) id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty({ example: 'AK-47 | Redline' }) name!: string;
  @ApiProperty() hash_name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '12.34', description: 'value: what recycling pays' }) bean!: string;
  @ApiProperty({ description: 'rarity level' }) lv!: number;
  @ApiProperty({ description: 'wear grade' }) dura!: number;
  @ApiProperty({ example: '久经沙场' }) dura_alias!: string;
  @ApiProperty({ example: 'Field-Tested' }) dura_alias_en!: string;
  @ApiProperty({ enum: STORAGE_STATUSES }) status!: StorageStatus;
  @ApiProperty({ example: 'In backpack' }) status_alias!: string;
  @ApiProperty({ nullable: true, type: String, description: 'the delivery bill, once extraction was requested' })
  bill_id!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'why a delivery failed and the item came back' })
  back_message!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

export class StorageItemDetailDto extends StorageItemDto implements StorageItemDetailResponse {
  @ApiProperty({ example: 'box_open', description: 'what granted it: box_open, battle, upgrade, contract, roll, ...' })
  source!: string;
  @ApiProperty({ description: 'the box opening, battle, upgrade, contract, room, ... it came from' })
  source_id!: string;
}

export class StoragePageDto extends PageDto(StorageItemDto) implements Paged<StorageItemResponse> {}
