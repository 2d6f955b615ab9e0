// The points and the points shop, player calls: GET /api/points (balance and recent movements),
// GET /api/shop/items (paged), POST /api/shop/buy {id, num?}.
import { Body, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language, Paged } from '@lootledger/contracts';
import { formatAmount } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer, PlayerCommand } from '../../platform/auth';
import { pageOf, PageRequestDto } from '../../platform/http/page-request.dto';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { PointsService } from '../points/points.service';
import { ShopItemsRepository } from './shop-items.repository';
import { BuyShopItemDto, PointsDto, ShopItemDto, ShopItemsPageDto, ShopPurchaseDto } from './shop.dto';
import { ShopService } from './shop.service';

@ApiTags('shop')
@Controller('api')
export class ShopController {
  constructor(
    private readonly points: PointsService,
    private readonly shop: ShopService,
    private readonly items: ShopItemsRepository,
  ) {}

  @Get('points')
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The player's points balance and movements, newest first (paged)" })
  @ApiEnvelope(PointsDto)
  async pointsOf(@CurrentPlayer() player: AuthenticatedPlayer, @Query() request: PageRequestDto): Promise<PointsDto> {
    const { page, perPage } = pageOf(request, 15);
    const [balance, movements] = await Promise.all([
      this.points.balance(player.playerId),
      this.points.movements(player.playerId, page, perPage),
    ]);
    return {
      balance: balance.toString(),
      movements: movements.rows.map((row) => ({
        amount: row.amount.toString(),
        balance_after: row.balanceAfter.toString(),
        kind: row.kind,
        reference: row.reference,
        change_type: row.changeType,
        created_at: row.at.toISOString(),
      })),
      total: movements.total,
      per_page: perPage,
      current_page: page,
    };
  }

  @Get('shop/items')
  @ApiOperation({ summary: 'The enabled shop items with their points price and stock (paged)' })
  @ApiEnvelope(ShopItemsPageDto)
  async list(@Query() request: PageRequestDto, @RequestLanguage() lang: Language): Promise<Paged<ShopItemDto>> {
    const { page, perPage } = pageOf(request, 15);
    const rows = (await this.items.all()).filter((row) => row.enabled);
    const catalogue = await this.shop.catalogueItems(rows.map((row) => row.itemId));
    const shown = rows.filter((row) => catalogue.has(row.itemId));
    return {
      data: shown.slice((page - 1) * perPage, page * perPage).map((row) => {
        const item = catalogue.get(row.itemId)!;
        return {
          id: row.id,
          item_id: item.id,
          name: lang === 'zh' ? item.name_zh : item.name_en,
          hash_name: item.hash_name,
          cover: item.cover,
          bean: formatAmount(item.value),
          lv: item.lv,
          dura: item.dura,
          price: row.price.toString(),
          stock: row.stock === null ? null : row.stock.toString(),
          sold: row.sold.toString(),
        };
      }),
      total: shown.length,
      per_page: perPage,
      current_page: page,
    };
  }

  @PlayerCommand('shop/buy', 'shop')
  @ApiOperation({
    summary: 'Buy a shop item with points: the points are spent and the item granted into the backpack',
    description:
      '404 SHOP_ITEM_NOT_FOUND (unknown or disabled), 409 SHOP_OUT_OF_STOCK, 422 INSUFFICIENT_POINTS. A refusal changes nothing the player holds.',
  })
  @ApiEnvelope(ShopPurchaseDto)
  async buy(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: BuyShopItemDto): Promise<ShopPurchaseDto> {
    const purchase = await this.shop.buy(player.playerId, body.id, body.num ?? 1, new Date());
    return {
      purchase_id: purchase.purchaseId,
      points: purchase.points.toString(),
      balance: purchase.pointsBalance.toString(),
      storage_ids: purchase.items.map((item) => item.storage_id),
    };
  }
}
