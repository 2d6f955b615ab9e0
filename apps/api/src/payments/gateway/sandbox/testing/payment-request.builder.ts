// A payment request as the orders module sends it to the gateway: a fresh order id each time (tagged
// by the spec), 100.00 by Alipay, expiring 15 minutes after `now`.
import type { CreatePaymentRequest } from '../../payment-gateway.port';

let orderSeq = 0;

export function aPaymentRequest(
  tag: string,
  now: number,
  overrides: Partial<CreatePaymentRequest> = {},
): CreatePaymentRequest {
  orderSeq += 1;
  return {
    orderId: `R${Date.now()}${tag}${orderSeq}`,
    amount: 10000n,
    subject: 'Lootledger 100.00 coins',
    payWay: 'alipay',
    expiresAt: new Date(now + 15 * 60_000),
    ...overrides,
  };
}
