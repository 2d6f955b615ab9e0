// POST /api/cash {data: [storage ids]} → {bean}: the coins credited.
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import type { RecycledResponse } from '@lootledger/contracts';

/** Items per recycle or extract request. */
export const MAX_ITEMS_PER_REQUEST = 100;

export class StorageIdsDto {
  @ApiProperty({ type: [String], description: `storage ids (GET /api/storage), 1 to ${MAX_ITEMS_PER_REQUEST}` })
  @IsArray()
  @ArrayMinSize(1, { context: { zh: '请选择饰品' } })
  @ArrayMaxSize(MAX_ITEMS_PER_REQUEST)
  @IsUUID('all', { each: true, context: { zh: '饰品编号格式不正确' } })
  data!: string[];
}

export class RecycledDto implements RecycledResponse {
  @ApiProperty({ example: '12.34', description: 'coins credited for the items' }) bean!: string;
  @ApiProperty({ example: '112.34', description: 'balance after' }) balance!: string;
}
