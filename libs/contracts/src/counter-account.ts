// The counter-accounts of the double entry: the other side of every coin event (ledger.ts names each
// change type's default one; a game's wire contract names its own change types').
/**
 * The other side of every coin event (double entry): a credit to a player is a debit of one of
 * these, and the other way round. The sum over players and counter-accounts is always zero.
 */
export const CounterAccount = {
  /** Money players paid in through a payment gateway (recharge orders). */
  PAYMENT_CLEARING: 'payment_clearing',
  /** Card codes sold outside and redeemed here. */
  CARD_CODE_CLEARING: 'card_code_clearing',
  /** What the house earns and pays in games: box prices, recycle buy-backs, upgrades, contracts. */
  HOUSE_REVENUE: 'house_revenue',
  /** Coins held while a battle or a roll room is running, paid out when it ends. */
  GAME_ESCROW: 'game_escrow',
  /** Bonuses, packets, sign-in, tasks, rankings, VIP rebates, referral commissions. */
  PROMOTION_EXPENSE: 'promotion_expense',
  /** Points-shop sales. */
  SHOP_REVENUE: 'shop_revenue',
  /** Manual corrections by staff (always with a reason in the admin audit log). */
  STAFF_ADJUSTMENT: 'staff_adjustment',
} as const;

export type CounterAccount = (typeof CounterAccount)[keyof typeof CounterAccount];

export const COUNTER_ACCOUNTS: readonly CounterAccount[] = Object.values(CounterAccount);

export function isCounterAccount(value: unknown): value is CounterAccount {
  return typeof value === 'string' && (COUNTER_ACCOUNTS as readonly string[]).includes(value);
}
