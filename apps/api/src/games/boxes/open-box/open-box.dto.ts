// Shapes of POST /api/box/open (contract section 7).
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import type { DrawResponse, OpenedBoxResponse, OpenedItemResponse } from '@lootledger/contracts';
import { GrantedItemDto } from '../../../ledger';
import { IsClientSeed, SeedDrawDto } from '../../fairness/fairness.dto';

export const MAX_BOXES_PER_OPEN = 5;

export class OpenBoxDto {
  @ApiProperty({ description: 'box id (GET /api/boxes)' })
  @Type(() => String)
  @IsString()
  @Length(1, 64)
  id!: string;

  @ApiProperty({ minimum: 1, maximum: MAX_BOXES_PER_OPEN, default: 1 })
  @Type(() => Number)
  @IsInt({ context: { zh: 'num 须为1到5的整数' } })
  @Min(1, { context: { zh: 'num 须为1到5的整数' } })
  @Max(MAX_BOXES_PER_OPEN, { context: { zh: 'num 须为1到5的整数' } })
  num: number = 1;

  @ApiPropertyOptional({ description: 'a new client seed: the seed pair is rotated to it before the draw' })
  @IsClientSeed()
  client_seed?: string;
}

class BackpackEntryDto {
  @ApiProperty({ description: 'the new backpack entry (for /api/cash and /api/extract)' }) storage_id!: string;
}

// The backpack entry first, then the item as granted (the fields' order in the OpenAPI document).
export class OpenedItemDto extends IntersectionType(BackpackEntryDto, GrantedItemDto) implements OpenedItemResponse {}

export class DrawDto extends SeedDrawDto implements DrawResponse {
  @ApiProperty({ description: "floor(f x W): the position in the pool's total weight" }) ticket!: number;
  @ApiProperty({ description: "the same ticket (the contract's name for it)" }) roll!: number;
}

export class OpenedBoxDto implements OpenedBoxResponse {
  @ApiProperty() open_id!: string;
  @ApiProperty({ type: [OpenedItemDto] }) items!: OpenedItemDto[];
  @ApiProperty({ example: '88.00', description: 'balance after' }) bean!: string;
  @ApiProperty({ type: [DrawDto] }) fairness!: DrawDto[];
}
