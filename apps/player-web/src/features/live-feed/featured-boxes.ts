// Which boxes the home hero features: the most opened of the last 7 days (GET /api/stats/live), then
// the priciest of the rest, so the hero is full on a quiet day too.
import { parseAmount, type BoxSummaryView } from '@lootledger/contracts';

export const FEATURED_SHOWN = 3;

/** The featured boxes in order: the most opened first, then the priciest of the rest. */
export function featuredBoxes(
  boxes: readonly BoxSummaryView[],
  mostOpened: readonly string[],
  count = FEATURED_SHOWN,
): BoxSummaryView[] {
  const byId = new Map(boxes.map((box) => [box.id, box]));
  const chosen = mostOpened.flatMap((id) => byId.get(id) ?? []);
  const rest = boxes
    .filter((box) => !chosen.includes(box))
    .sort((a, b) => {
      const difference = (parseAmount(b.price) ?? 0n) - (parseAmount(a.price) ?? 0n);
      return difference > 0n ? 1 : difference < 0n ? -1 : a.id.localeCompare(b.id);
    });
  return [...chosen, ...rest].slice(0, count);
}
