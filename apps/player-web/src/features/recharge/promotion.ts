// Advertising attribution (spec sections 3 and 4): the landing URL that carried a promotion id
// (`bd_vid`, or `promotion_id`) is kept; after the player's first recharge it is reported once
// and cleared.
import { parseAmount, type MeResponse, type OrderResponse } from '@lootledger/contracts';
import { readLocal, removeLocal, writeLocal } from '@/lib/local-store';
import { uploadConvertData } from './api/upload-convert-data';

const KEY = 'promotion_url';
const PARAMS = ['bd_vid', 'promotion_id'];
/** The conversion type of a completed purchase. */
export const CONVERSION_TYPE_PURCHASE = 10;

export function capturePromotion(href: string): void {
  const url = new URL(href);
  if (PARAMS.some((name) => url.searchParams.get(name))) writeLocal(KEY, url.toString());
}

export function storedPromotion(): string | null {
  return readLocal(KEY);
}

/** Reports the first recharge when a promotion id was captured; clears it once reported. */
export async function reportFirstRecharge(): Promise<boolean> {
  const logidUrl = storedPromotion();
  if (!logidUrl) return false;
  try {
    await uploadConvertData([{ logidUrl, newType: CONVERSION_TYPE_PURCHASE }]);
    removeLocal(KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an order found already paid (a page opened on its return from the gateway, after the page
 * that watched it was gone) was the player's first recharge: all they ever recharged is its price.
 */
export function wasFirstRecharge(
  me: Pick<MeResponse, 'total_recharge'>,
  order: Pick<OrderResponse, 'status' | 'price'>,
): boolean {
  return order.status === 'paid' && parseAmount(me.total_recharge) === parseAmount(order.price);
}
