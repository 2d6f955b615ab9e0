// /admin/api/shop: the points shop's items (react-admin list, show, edit, create). Every change is a
// staff audit entry in the same transaction as the write; an item's stock is set on its stream.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { IsReason } from '../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../staff';
import { SaveShopItemCommand } from './save-shop-item.command';
import { ID, stringKey } from '../staff-config-fields';
import { ShopItemsRepository, type ShopItemRow } from './shop-items.repository';

export class AdminShopItemDto {
  @ApiProperty() id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty({ example: '100', description: 'points per unit' }) price!: string;
  @ApiProperty({ nullable: true, type: String, description: 'left to sell; null: unlimited' }) stock!: string | null;
  @ApiProperty() sold!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty() sort!: number;
}

export class UpdateShopItemDto {
  @ApiProperty() @IsString() @Length(1, 64) item_id!: string;
  @ApiProperty({ example: 100 }) @Type(() => Number) @IsInt() @Min(1) @Max(100_000_000) price!: number;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'null or absent: unlimited' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  stock?: number | null;
  @ApiProperty() @IsBoolean() enabled!: boolean;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() sort?: number;
  @IsReason() reason?: string;
}

export class CreateShopItemDto extends UpdateShopItemDto {
  @ApiProperty({ example: 'shop-ak' }) @Matches(ID) id!: string;
}

const shopRow = (id: string, body: UpdateShopItemDto): Omit<ShopItemRow, 'sold'> => ({
  id,
  itemId: body.item_id,
  price: BigInt(body.price),
  stock: body.stock === undefined || body.stock === null ? null : BigInt(body.stock),
  enabled: body.enabled,
  sort: body.sort ?? 0,
});

export const SHOP_ITEMS: ConfigResource<
  ShopItemRow,
  AdminShopItemDto,
  string,
  'sort' | 'price',
  { id: string[] },
  CreateShopItemDto,
  UpdateShopItemDto
> = {
  resource: 'shop',
  dto: AdminShopItemDto,
  view: (row) => ({
    id: row.id,
    item_id: row.itemId,
    price: row.price.toString(),
    stock: row.stock === null ? null : row.stock.toString(),
    sold: row.sold.toString(),
    enabled: row.enabled,
    sort: row.sort,
  }),
  rows: ({ sql }) => new ShopItemsRepository(sql).all(),
  keyOf: stringKey,
  rowKey: (row) => row.id,
  notFound: 'NOT_FOUND',
  list: listByIds('The points shop items with stock and units sold (react-admin list)', {
    sort: (row) => row.sort,
    price: (row) => row.price,
  }),
  show: { summary: 'One shop item' },
  create: {
    summary: 'Add a shop item (a catalogue item at a points price, a stock or unlimited). Audited.',
    description: '400 VALIDATION_FAILED (unknown catalogue item); 409 DUPLICATE_ID.',
    body: CreateShopItemDto,
    run: (body, onChange, { commandBus }) =>
      commandBus.execute(new SaveShopItemCommand(shopRow(body.id, body), 'create', onChange, 'staff')),
  },
  edit: {
    summary: 'Edit a shop item; a new stock is what is left to sell from now on. Audited with before and after.',
    body: UpdateShopItemDto,
    run: (key, body, _current, onChange, { commandBus }) =>
      commandBus.execute(new SaveShopItemCommand(shopRow(key, body), 'update', onChange, 'staff')),
  },
};

export class ShopItemsStaffController extends AuditedConfigController(SHOP_ITEMS) {}
