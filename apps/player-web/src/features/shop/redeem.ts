// Redeeming a shop item, the numbers the player sees before and after: the confirm step's cost and
// points left (known only once the balance has loaded; never a float: points are whole numbers
// sent as decimal strings), and the result's count of what arrived in the backpack.
import type { ShopItemResponse, ShopPurchaseResponse } from '@lootledger/contracts';

export interface RedeemQuote {
  cost: string;
  /** Points left after redeeming; null while the balance is unknown. */
  left: string | null;
  /** Points missing when the balance is too low (else null). */
  short: string | null;
}

const points = (value: string): bigint => (/^\d+$/.test(value) ? BigInt(value) : 0n);

export function redeemQuote(item: Pick<ShopItemResponse, 'price'>, balance: string | undefined, num = 1): RedeemQuote {
  const cost = points(item.price) * BigInt(num);
  if (balance === undefined) return { cost: cost.toString(), left: null, short: null };
  const after = points(balance) - cost;
  return after < 0n
    ? { cost: cost.toString(), left: null, short: (-after).toString() }
    : { cost: cost.toString(), left: after.toString(), short: null };
}

export interface Redeemed {
  /** The shop item as shown when it was redeemed (name, cover, rarity). */
  item: ShopItemResponse;
  count: number;
  spent: string;
  balance: string;
}

export function redeemed(item: ShopItemResponse, purchase: ShopPurchaseResponse): Redeemed {
  return { item, count: purchase.storage_ids.length, spent: purchase.points, balance: purchase.balance };
}
