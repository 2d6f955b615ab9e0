// Shapes of the points and shop player calls.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import type {
  Paged,
  PointsMovementResponse,
  PointsResponse,
  ShopItemResponse,
  ShopPurchaseResponse,
} from '@lootledger/contracts';
import { MAX_PER_PURCHASE } from './shop.service';
import { PageDto } from '../../platform/openapi/page.dto';

export class BuyShopItemDto {
  @ApiProperty({ description: 'the shop item id' }) @IsString() @Length(1, 64) id!: string;
  @ApiPropertyOptional({ example: 1, description: `units, 1 to ${MAX_PER_PURCHASE} (default 1)` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PER_PURCHASE)
  num?: number;
}

export class PointsMovementDto implements PointsMovementResponse {
  @ApiProperty({ example: '12' }) amount!: string;
  @ApiProperty({ example: '40' }) balance_after!: string;
  @ApiProperty({ example: 'earn' }) kind!: string;
  @ApiProperty() reference!: string;
  @ApiProperty({ nullable: true, type: Number }) change_type!: number | null;
  @ApiProperty() created_at!: string;
}

export class PointsDto implements PointsResponse {
  @ApiProperty({ example: '40' }) balance!: string;
  @ApiProperty({ type: [PointsMovementDto] }) movements!: PointsMovementDto[];
  @ApiProperty() total!: number;
  @ApiProperty() per_page!: number;
  @ApiProperty() current_page!: number;
}

export class ShopItemDto implements ShopItemResponse {
  @ApiProperty() id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() hash_name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '12.50' }) bean!: string;
  @ApiProperty() lv!: number;
  @ApiProperty() dura!: number;
  @ApiProperty({ example: '100' }) price!: string;
  @ApiProperty({ nullable: true, type: String, example: '5' }) stock!: string | null;
  @ApiProperty({ example: '0' }) sold!: string;
}

export class ShopItemsPageDto extends PageDto(ShopItemDto) implements Paged<ShopItemResponse> {}

export class ShopPurchaseDto implements ShopPurchaseResponse {
  @ApiProperty() purchase_id!: string;
  @ApiProperty({ example: '100' }) points!: string;
  @ApiProperty({ example: '23' }) balance!: string;
  @ApiProperty({ type: [String] }) storage_ids!: string[];
}
