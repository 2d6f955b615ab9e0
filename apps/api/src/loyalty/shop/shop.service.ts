// A purchase, across three streams (shop-item.ts): reserve the units on the item's stream, spend
// the points on the player's points stream, grant the item into the backpack (ItemsGranted source
// 'shop'), complete the reservation; a refused spend cancels it (the stock comes back). Every step
// is keyed by the purchase id, so finishing a purchase again (the shop process after a crash)
// repeats nothing.
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { uuidV5, type SqlClient } from '@lootledger/event-store';
import { GetItemsQuery, type CatalogueItemView } from '../../catalogue';
import { grantedItem, grantItems, PlayerAccountService, type GrantedItem } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import {
  EventSourcing,
  systemContext,
  type CommandContext,
  type ExecuteOptions,
  type StreamRunner,
} from '../../platform/event-sourcing';
import { PointsService } from '../points/points.service';
import {
  cancelPurchase,
  completePurchase,
  reservePurchase,
  setStock,
  SHOP_ITEM,
  type ShopItemState,
  type ShopPurchaseReserved,
} from './shop-item';
import { ShopItemsRepository } from './shop-items.repository';

export const SHOP_PROCESS = 'loyalty.shop';
export const MAX_PER_PURCHASE = 10;

export function shopPointsReference(purchaseId: string): string {
  return `shop-${purchaseId}`;
}

export interface Purchase {
  purchaseId: string;
  status: 'completed' | 'cancelled';
  points: bigint;
  pointsBalance: bigint;
  items: readonly GrantedItem[];
}

@Injectable()
export class ShopService {
  readonly stream: StreamRunner<ShopItemState>;

  constructor(
    eventSourcing: EventSourcing,
    private readonly items: ShopItemsRepository,
    private readonly points: PointsService,
    private readonly accounts: PlayerAccountService,
    private readonly queryBus: QueryBus,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {
    this.stream = eventSourcing.runner(SHOP_ITEM);
  }

  async catalogueItems(itemIds: readonly string[]): Promise<Map<string, CatalogueItemView>> {
    const found: CatalogueItemView[] = await this.queryBus.execute(new GetItemsQuery([...new Set(itemIds)]));
    return new Map(found.map((item) => [item.id, item]));
  }

  /** Buys num units: 404 SHOP_ITEM_NOT_FOUND, 409 SHOP_OUT_OF_STOCK, 422 INSUFFICIENT_POINTS change nothing a player holds. */
  async buy(playerId: string, shopItemId: string, num: number, at: Date): Promise<Purchase> {
    const item = await this.items.byId(shopItemId);
    if (!item || !item.enabled) throw new DomainError('SHOP_ITEM_NOT_FOUND');
    if (!(await this.catalogueItems([item.itemId])).has(item.itemId)) throw new DomainError('SHOP_ITEM_NOT_FOUND');
    const total = item.price * BigInt(num);
    // Most refusals before any event; the spend itself decides on the points stream.
    if ((await this.points.balance(playerId)) < total) throw new DomainError('INSUFFICIENT_POINTS');
    const purchaseId = randomUUID();
    const context: CommandContext = { actor: { type: 'player', id: playerId }, at, correlationId: purchaseId };
    await this.stream.execute(
      shopItemId,
      `reserve/${purchaseId}`,
      (state) => reservePurchase(state, { purchaseId, playerId, itemId: item.itemId, num, price: item.price }),
      context,
    );
    return this.finish(shopItemId, purchaseId, context);
  }

  /** Finishes a reserved purchase (again: every step keyed, a repeat is a no-op). */
  async finish(shopItemId: string, purchaseId: string, context: CommandContext): Promise<Purchase> {
    const { state } = await this.stream.load(shopItemId);
    const reserved = state.pending.get(purchaseId);
    if (!reserved) throw new Error(`purchase ${purchaseId} is not pending on ${shopItemId}`);
    const points = BigInt(reserved.points);
    let pointsBalance: bigint;
    try {
      pointsBalance = (
        await this.points.spend(
          reserved.player_id,
          `shop/${purchaseId}`,
          points,
          shopPointsReference(purchaseId),
          context,
        )
      ).state.balance;
    } catch (error) {
      if (!(error instanceof DomainError) || error.key !== 'INSUFFICIENT_POINTS') throw error;
      await this.stream.execute(
        shopItemId,
        `cancel/${purchaseId}`,
        (current) => cancelPurchase(current, purchaseId, 'INSUFFICIENT_POINTS'),
        context,
      );
      throw error;
    }
    const granted = await this.grantedItems(reserved);
    await this.accounts.execute(
      reserved.player_id,
      `shop/${purchaseId}`,
      (account) => [grantItems(account, 'shop', purchaseId, granted).event],
      context,
    );
    await this.stream.execute(
      shopItemId,
      `complete/${purchaseId}`,
      (current) => completePurchase(current, purchaseId),
      context,
    );
    return { purchaseId, status: 'completed', points, pointsBalance, items: granted };
  }

  /** Reservations left pending since before `before` (a request that crashed): finished by the shop process. */
  async finishAbandoned(before: Date, now: Date): Promise<number> {
    const { rows } = await this.sql.query<{ purchase_id: string; shop_item_id: string }>(
      `SELECT purchase_id, shop_item_id FROM loyalty_shop_purchases WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT 100`,
      [before.toISOString()],
    );
    for (const row of rows) {
      try {
        await this.finish(row.shop_item_id, row.purchase_id, systemContext(SHOP_PROCESS, now, row.purchase_id));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return rows.length;
  }

  /**
   * Sets what is left to sell (null: unlimited), on the item's stream; options.inTransaction commits
   * with it (the item's row and the staff audit entry).
   */
  async setStock(
    shopItemId: string,
    stock: bigint | null,
    context: CommandContext,
    options: ExecuteOptions = {},
  ): Promise<void> {
    await this.stream.execute(shopItemId, `stock/${randomUUID()}`, (state) => setStock(state, stock), context, options);
  }

  /** The item as granted: the catalogue's data now, storage ids derived from the purchase (the same on a repeat). */
  private async grantedItems(reserved: ShopPurchaseReserved['data']): Promise<GrantedItem[]> {
    const item = (await this.catalogueItems([reserved.item_id])).get(reserved.item_id);
    if (!item) throw new Error(`catalogue item ${reserved.item_id} is gone`);
    return Array.from({ length: reserved.num }, (_unused, index) =>
      grantedItem(uuidV5(`shop/${reserved.purchase_id}/${index}`), item),
    );
  }
}
