// Response shape of GET /api/box/{id} (contract section 7).
import { ApiProperty } from '@nestjs/swagger';
import { RARITIES, type BoxDetailView, type BoxItemView, type Rarity } from '@lootledger/contracts';

export class BoxItemDto implements BoxItemView {
  @ApiProperty({ example: 'ak-47-redline-ft' }) id!: string;
  @ApiProperty({ example: 'AK-47 | Redline', description: 'in the request language' }) name!: string;
  @ApiProperty({ example: 'AK-47 | Redline (Field-Tested)', description: 'Steam market name' }) hash_name!: string;
  @ApiProperty({ example: '/covers/items/ak-47-redline-ft.svg' }) cover!: string;
  @ApiProperty({ example: '40.00', description: 'the item value, two decimals' }) bean!: string;
  @ApiProperty({
    enum: RARITIES,
    description: 'rarity grade: 1 Consumer ... 6 Hidden, 7 Extraordinary (knives, gloves)',
  })
  lv!: Rarity;
  @ApiProperty({ example: '久经沙场' }) dura_alias!: string;
  @ApiProperty({ example: 'Field-Tested' }) dura_alias_en!: string;
  @ApiProperty({
    example: '4.55',
    description: 'chance in percent, two decimals rounded half up (weight / total weight)',
  })
  odds!: string;
  @ApiProperty({ example: 600, description: 'integer weight in the draw' }) weight!: number;
}

export class BoxDetailDto implements BoxDetailView {
  @ApiProperty({ example: 'redline' }) id!: string;
  @ApiProperty({ example: 'Redline' }) name!: string;
  @ApiProperty({ example: '/covers/boxes/redline.svg' }) cover!: string;
  @ApiProperty({ example: '6.66' }) price!: string;
  @ApiProperty({ type: [BoxItemDto], description: 'in draw order (position, then item id)' }) items!: BoxItemDto[];
}
