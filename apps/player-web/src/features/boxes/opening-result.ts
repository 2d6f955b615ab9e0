// What an opening came to: the items' value against the price paid, and what is still to decide.
// Amounts stay two-decimal strings; the arithmetic is in integer hundredths (never floats).
import { formatAmount, parseAmount, type Hundredths } from '@lootledger/contracts';

export type Outcome = 'profit' | 'loss' | 'even';

export interface OpeningBalance {
  /** Price of one box × the number opened. */
  paid: string;
  /** Sum of the items' values (what recycling them all pays). */
  value: string;
  /** value − paid, signed: "+2.50", "-7.25", "0.00". */
  difference: string;
  outcome: Outcome;
}

function hundredths(amount: string): Hundredths {
  const value = parseAmount(amount);
  if (value === null) throw new Error(`not an amount: ${amount}`);
  return value;
}

/** The opening's total value against what it cost. */
export function openingBalance(price: string, count: number, itemValues: readonly string[]): OpeningBalance {
  if (!Number.isInteger(count) || count < 0) throw new Error(`not a box count: ${count}`);
  const paid = hundredths(price) * BigInt(count);
  const value = itemValues.reduce((sum, item) => sum + hundredths(item), 0n);
  const difference = value - paid;
  return {
    paid: formatAmount(paid),
    value: formatAmount(value),
    difference: difference > 0n ? `+${formatAmount(difference)}` : formatAmount(difference),
    outcome: difference > 0n ? 'profit' : difference < 0n ? 'loss' : 'even',
  };
}

/** What the player did with one drawn item in the result: nothing yet, kept it, or sold (recycled) it. */
export type ItemDecision = 'kept' | 'sold';

/** The items not decided yet (what "recycle the rest" sells) and their total value. */
export function undecidedItems<T extends { storage_id: string; bean: string }>(
  items: readonly T[],
  decisions: Readonly<Record<string, ItemDecision | undefined>>,
): { items: T[]; value: string } {
  const open = items.filter((item) => decisions[item.storage_id] === undefined);
  return { items: open, value: formatAmount(open.reduce((sum, item) => sum + hundredths(item.bean), 0n)) };
}

/** Coins the player got back by selling items in this result. */
export function soldValue<T extends { storage_id: string; bean: string }>(
  items: readonly T[],
  decisions: Readonly<Record<string, ItemDecision | undefined>>,
): string {
  return formatAmount(
    items
      .filter((item) => decisions[item.storage_id] === 'sold')
      .reduce((sum, item) => sum + hundredths(item.bean), 0n),
  );
}
