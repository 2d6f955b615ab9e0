// Shapes of POST /api/box/open (contract section 7).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import type { DrawResponse, OpenedBoxResponse, OpenedItemResponse } from '@lootledger/contracts';
import { CLIENT_SEED_PATTERN } from '../../fairness/fairness.dto';

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
  @IsOptional()
  @IsString()
  @Matches(CLIENT_SEED_PATTERN, {
    message: 'client_seed must be 1 to 64 printable ASCII characters',
    context: { zh: '客户端种子须为1到64个可打印ASCII字符' },
  })
  client_seed?: string;
}

export class OpenedItemDto implements OpenedItemResponse {
  @ApiProperty({ description: 'the new backpack entry (for /api/cash and /api/extract)' }) storage_id!: string;
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() hash_name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '12.34' }) bean!: string;
  @ApiProperty() lv!: number;
  @ApiProperty() dura_alias!: string;
  @ApiProperty() dura_alias_en!: string;
}

export class DrawDto implements DrawResponse {
  @ApiProperty({ description: 'the seed pair that drew: GET /api/fairness/pairs/{pair_id}/draws once revealed' })
  pair_id!: string;
  @ApiProperty() server_seed_hash!: string;
  @ApiProperty() client_seed!: string;
  @ApiProperty() nonce!: number;
  @ApiProperty() cursor!: number;
  @ApiProperty({ description: "floor(f x W): the position in the pool's total weight" }) ticket!: number;
  @ApiProperty({ description: "the same ticket (the contract's name for it)" }) roll!: number;
}

export class OpenedBoxDto implements OpenedBoxResponse {
  @ApiProperty() open_id!: string;
  @ApiProperty({ type: [OpenedItemDto] }) items!: OpenedItemDto[];
  @ApiProperty({ example: '88.00', description: 'balance after' }) bean!: string;
  @ApiProperty({ type: [DrawDto] }) fairness!: DrawDto[];
}
