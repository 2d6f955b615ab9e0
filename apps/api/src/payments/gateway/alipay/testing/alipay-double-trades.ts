// What the Alipay double checks of a trade's biz_content (alipay.trade.precreate, alipay.trade.wap.pay),
// as Alipay documents the fields: out_trade_no (letters, digits, underscores, at most 64), total_amount
// (yuan, at most two decimals, 0.01 to 100000000), subject (at most 256), time_expire (Beijing time,
// not past) and, for the phone page, product_code QUICK_WAP_WAY.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { parseAlipayTime } from '../alipay-time';

export interface TradeFields {
  outTradeNo: string;
  /** As Alipay normalizes it: "100.00". */
  totalAmount: string;
  subject: string;
  timeExpire?: Date;
  createdAt: Date;
}

const MAX_AMOUNT = 100_000_000_00n;

export function checkTrade(
  biz: Record<string, unknown>,
  productCode: string | undefined,
  now: Date,
): TradeFields | { refused: string } {
  const text = (name: string) => (typeof biz[name] === 'string' ? (biz[name] as string) : undefined);
  const outTradeNo = text('out_trade_no');
  if (!outTradeNo || !/^[A-Za-z0-9_]{1,64}$/.test(outTradeNo)) return { refused: 'out_trade_no' };
  const amountText = text('total_amount') ?? '';
  const amount = /^\d+(\.\d{1,2})?$/.test(amountText) ? parseAmount(amountText) : null;
  if (amount === null || amount < 1n || amount > MAX_AMOUNT) return { refused: 'total_amount' };
  const subject = text('subject');
  if (!subject || subject.length > 256) return { refused: 'subject' };
  if (productCode !== undefined && text('product_code') !== productCode) return { refused: 'product_code' };
  let timeExpire: Date | undefined;
  if (biz.time_expire !== undefined) {
    timeExpire = parseAlipayTime(text('time_expire') ?? '') ?? undefined;
    if (!timeExpire || timeExpire <= now) return { refused: 'time_expire' };
  }
  return { outTradeNo, totalAmount: formatAmount(amount), subject, timeExpire, createdAt: now };
}
