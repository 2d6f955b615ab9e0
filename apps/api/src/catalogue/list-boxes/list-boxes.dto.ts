// Request and response shapes of GET /api/boxes (contract section 7: data is a plain array).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BOX_CATEGORIES, type BoxCategory, type BoxSummaryView } from '@lootledger/contracts';
import { PageRequestDto } from '../../platform/http/page-request.dto';

/** A listing page holds every box of a usual catalogue; per_page is capped like every list's. */
export const DEFAULT_BOXES_PER_PAGE = 60;

export class ListBoxesRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ enum: BOX_CATEGORIES, description: 'only boxes of this category' })
  @IsOptional()
  @IsIn(BOX_CATEGORIES as readonly string[])
  category?: BoxCategory;
}

export class BoxSummaryDto implements BoxSummaryView {
  @ApiProperty({ example: 'redline' }) id!: string;
  @ApiProperty({ example: 'Redline', description: 'in the request language' }) name!: string;
  @ApiProperty({ example: '/covers/boxes/redline.svg', description: 'URL path of the cover image' }) cover!: string;
  @ApiProperty({ example: '6.66', description: 'price of one opening, two decimals' }) price!: string;
  @ApiProperty({ enum: BOX_CATEGORIES }) category!: BoxCategory;
}
