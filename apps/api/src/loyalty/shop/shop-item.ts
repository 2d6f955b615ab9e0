// A shop item's stream `shop-item-{id}`: its stock (set by staff; null = unlimited) and the
// purchases reserved against it. A purchase spans three streams (this one, the player's points,
// the player's backpack), so it is a reservation here first (the stock check inside this stream's
// append with the expected version: 20 parallel buys of a stock of 5 reserve exactly 5), then the
// points spend and the grant under keys of the purchase id, then completed here — or cancelled here
// (the stock released) when the points spend is refused. A reservation left pending by a crash is
// finished by the shop process. Pure: events, state, deciders.
import { checkedEvents, defineStreamKind } from '../../platform/event-sourcing';
import { DomainError } from '../../platform/errors/domain-error';

export const SHOP_ITEM_PREFIX = 'shop-item-';

export interface ShopStockSet {
  readonly type: 'ShopStockSet';
  /** stock: what is left to sell from now on (decimal string), or null for unlimited. */
  readonly data: { readonly stock: string | null };
}

export interface ShopPurchaseReserved {
  readonly type: 'ShopPurchaseReserved';
  readonly data: {
    readonly purchase_id: string;
    readonly player_id: string;
    readonly item_id: string;
    readonly num: number;
    /** Points per unit and in all. */
    readonly price: string;
    readonly points: string;
    readonly stock_after: string | null;
  };
}

export interface ShopPurchaseCompleted {
  readonly type: 'ShopPurchaseCompleted';
  readonly data: { readonly purchase_id: string; readonly num: number };
}

export interface ShopPurchaseCancelled {
  readonly type: 'ShopPurchaseCancelled';
  readonly data: { readonly purchase_id: string; readonly reason: string; readonly stock_after: string | null };
}

export type ShopItemEvent = ShopStockSet | ShopPurchaseReserved | ShopPurchaseCompleted | ShopPurchaseCancelled;

export interface ShopItemState {
  /** What is left to sell (null: unlimited). */
  readonly stock: bigint | null;
  readonly pending: ReadonlyMap<string, ShopPurchaseReserved['data']>;
  readonly sold: bigint;
}

const shopEvent = checkedEvents<ShopItemEvent>();

function stockAfter(stock: bigint | null, change: bigint): bigint | null {
  return stock === null ? null : stock + change;
}

export const SHOP_ITEM = defineStreamKind<ShopItemState, ShopItemEvent>({
  name: 'shop-item',
  prefix: SHOP_ITEM_PREFIX,
  events: [
    shopEvent('ShopStockSet', (data, check) => {
      if (data.stock !== null) check.integer(data.stock, 'stock');
    }),
    shopEvent('ShopPurchaseReserved', (data, check) => {
      check.string(data.purchase_id, 'purchase_id');
      check.string(data.player_id, 'player_id');
      check.integer(data.points, 'points');
      check.that(Number.isInteger(data.num) && (data.num as number) > 0, 'num');
    }),
    shopEvent('ShopPurchaseCompleted', (data, check) => check.string(data.purchase_id, 'purchase_id')),
    shopEvent('ShopPurchaseCancelled', (data, check) => check.string(data.purchase_id, 'purchase_id')),
  ],
  initialState: () => ({ stock: null, pending: new Map(), sold: 0n }),
  cachedStreams: 1_000,
  evolve: (state, event) => {
    switch (event.type) {
      case 'ShopStockSet':
        return { ...state, stock: event.data.stock === null ? null : BigInt(event.data.stock) };
      case 'ShopPurchaseReserved': {
        const pending = new Map(state.pending);
        pending.set(event.data.purchase_id, event.data);
        return { ...state, pending, stock: stockAfter(state.stock, -BigInt(event.data.num)) };
      }
      case 'ShopPurchaseCompleted': {
        const pending = new Map(state.pending);
        pending.delete(event.data.purchase_id);
        return { ...state, pending, sold: state.sold + BigInt(event.data.num) };
      }
      case 'ShopPurchaseCancelled': {
        const reserved = state.pending.get(event.data.purchase_id);
        const pending = new Map(state.pending);
        pending.delete(event.data.purchase_id);
        return { ...state, pending, stock: stockAfter(state.stock, BigInt(reserved?.num ?? 0)) };
      }
    }
  },
});

export function setStock(_state: ShopItemState, stock: bigint | null): ShopStockSet[] {
  if (stock !== null && stock < 0n) throw new Error('stock must not be negative');
  return [{ type: 'ShopStockSet', data: { stock: stock === null ? null : stock.toString() } }];
}

/** Reserves num units for a player at a price; refuses 409 SHOP_OUT_OF_STOCK past the stock. */
export function reservePurchase(
  state: ShopItemState,
  request: { purchaseId: string; playerId: string; itemId: string; num: number; price: bigint },
): ShopPurchaseReserved[] {
  if (state.pending.has(request.purchaseId)) return [];
  const num = BigInt(request.num);
  if (state.stock !== null && state.stock < num) {
    throw new DomainError('SHOP_OUT_OF_STOCK', { stock: state.stock.toString() });
  }
  return [
    {
      type: 'ShopPurchaseReserved',
      data: {
        purchase_id: request.purchaseId,
        player_id: request.playerId,
        item_id: request.itemId,
        num: request.num,
        price: request.price.toString(),
        points: (request.price * num).toString(),
        stock_after: stockAfter(state.stock, -num)?.toString() ?? null,
      },
    },
  ];
}

export function completePurchase(state: ShopItemState, purchaseId: string): ShopPurchaseCompleted[] {
  const reserved = state.pending.get(purchaseId);
  return reserved ? [{ type: 'ShopPurchaseCompleted', data: { purchase_id: purchaseId, num: reserved.num } }] : [];
}

export function cancelPurchase(state: ShopItemState, purchaseId: string, reason: string): ShopPurchaseCancelled[] {
  const reserved = state.pending.get(purchaseId);
  if (!reserved) return [];
  return [
    {
      type: 'ShopPurchaseCancelled',
      data: {
        purchase_id: purchaseId,
        reason,
        stock_after: stockAfter(state.stock, BigInt(reserved.num))?.toString() ?? null,
      },
    },
  ];
}
