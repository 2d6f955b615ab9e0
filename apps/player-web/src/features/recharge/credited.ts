// What a paid order brought, as the server recorded it (GET /api/recharge/{order_id} `credited`: the
// recharge, the first-recharge bonus, the VIP rebate): their total, in hundredths, never floats.
import { formatAmount, parseAmount, type CreditedLineResponse, type OrderResponse } from '@lootledger/contracts';

/** The sum of the lines, two decimals ("0.00" for none); null when a line is not an amount. */
export function creditedTotal(lines: readonly Pick<CreditedLineResponse, 'bean'>[]): string | null {
  let total = 0n;
  for (const line of lines) {
    const amount = parseAmount(line.bean);
    if (amount === null) return null;
    total += amount;
  }
  return formatAmount(total);
}

/**
 * Where an order stands for the top-up watch: paid but not yet credited (the credit follows the
 * payment by a moment) still counts as pending, so the success always names what arrived.
 */
export function watchedStatus(order: Pick<OrderResponse, 'status' | 'credited'>): OrderResponse['status'] {
  return order.status === 'paid' && order.credited === null ? 'pending' : order.status;
}
