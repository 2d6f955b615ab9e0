// Request and response shapes of GET /api/boxes (contract section 7: data is a plain array).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BOX_CATEGORIES, type BoxCategory } from '@lootledger/contracts';

export const DEFAULT_BOXES_PER_PAGE = 60;
/** The server's cap on per_page: a larger request is served this many. */
export const MAX_BOXES_PER_PAGE = 100;

export class ListBoxesRequestDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, description: '1-based; a page shorter than per_page is the last one' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, default: DEFAULT_BOXES_PER_PAGE, description: `capped at ${MAX_BOXES_PER_PAGE}` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  per_page?: number;

  @ApiPropertyOptional({ enum: BOX_CATEGORIES, description: 'only boxes of this category' })
  @IsOptional()
  @IsIn(BOX_CATEGORIES as readonly string[])
  category?: BoxCategory;
}

export class BoxSummaryDto {
  @ApiProperty({ example: 'redline' }) id!: string;
  @ApiProperty({ example: 'Redline', description: 'in the request language' }) name!: string;
  @ApiProperty({ example: '/covers/boxes/redline.svg', description: 'URL path of the cover image' }) cover!: string;
  @ApiProperty({ example: '6.66', description: 'price of one opening, two decimals' }) price!: string;
  @ApiProperty({ enum: BOX_CATEGORIES }) category!: string;
}
