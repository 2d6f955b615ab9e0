// Reconciles every shop purchase: a completed one with exactly one points spend of its points on the
// buyer's points stream and exactly one ItemsGranted (source 'shop') of its units in the buyer's
// backpack; a cancelled one with neither; no spend or grant without a reservation; no stock below 0.
import { playerIdOfStream } from '../../ledger';
import { defineAuditCheck, scanEvents } from '../../platform/event-sourcing';
import { POINTS } from '../points/points';
import type { PointsSpent } from '../points/points';
import type { ShopItemEvent } from '../shop/shop-item';

interface Reservation {
  player: string;
  points: bigint;
  num: number;
  status: 'pending' | 'completed' | 'cancelled';
}

export const shopPurchasesCheck = defineAuditCheck(
  'shop purchases: points spent ↔ item granted ↔ stock',
  async (tx, failures) => {
    const purchases = new Map<string, Reservation>();
    await scanEvents(
      tx,
      ['ShopPurchaseReserved', 'ShopPurchaseCompleted', 'ShopPurchaseCancelled', 'ShopStockSet'],
      (event) => {
        const typed = { type: event.type, data: event.data } as unknown as ShopItemEvent;
        if (typed.type === 'ShopPurchaseReserved') {
          if (typed.data.stock_after !== null && BigInt(typed.data.stock_after) < 0n)
            failures.add(`${event.streamId} v${event.streamVersion}: stock below zero`);
          purchases.set(typed.data.purchase_id, {
            player: typed.data.player_id,
            points: BigInt(typed.data.points),
            num: typed.data.num,
            status: 'pending',
          });
        } else if (typed.type === 'ShopPurchaseCompleted' || typed.type === 'ShopPurchaseCancelled') {
          const purchase = purchases.get(typed.data.purchase_id);
          if (!purchase) failures.add(`${event.streamId} v${event.streamVersion}: ${typed.type} without a reservation`);
          else purchase.status = typed.type === 'ShopPurchaseCompleted' ? 'completed' : 'cancelled';
        }
      },
    );
    const spent = new Map<string, { player: string; amount: bigint; count: number }>();
    await scanEvents(
      tx,
      ['PointsSpent'],
      (event) => {
        const data = event.data as unknown as PointsSpent['data'];
        if (!data.reference.startsWith('shop-')) return;
        const id = data.reference.slice('shop-'.length);
        const entry = spent.get(id) ?? { player: POINTS.idOf(event.streamId) ?? '', amount: 0n, count: 0 };
        spent.set(id, { ...entry, amount: entry.amount + BigInt(data.amount), count: entry.count + 1 });
      },
      `e.stream_id LIKE 'points-%'`,
    );
    const granted = new Map<string, { player: string; units: number; count: number }>();
    await scanEvents(
      tx,
      ['ItemsGranted'],
      (event) => {
        const data = event.data as { source: string; source_id: string; items: unknown[] };
        if (data.source !== 'shop') return;
        const entry = granted.get(data.source_id) ?? {
          player: playerIdOfStream(event.streamId) ?? '',
          units: 0,
          count: 0,
        };
        granted.set(data.source_id, { ...entry, units: entry.units + data.items.length, count: entry.count + 1 });
      },
      `e.data->>'source' = 'shop'`,
    );
    let completed = 0;
    for (const [id, purchase] of purchases) {
      const spend = spent.get(id);
      const grant = granted.get(id);
      if (purchase.status === 'completed') {
        completed++;
        if (!spend || spend.count !== 1 || spend.amount !== purchase.points || spend.player !== purchase.player)
          failures.add(
            `purchase ${id}: completed for ${purchase.points} points, spent ${spend?.count ?? 0}× ${spend?.amount ?? 0n}`,
          );
        if (!grant || grant.count !== 1 || grant.units !== purchase.num || grant.player !== purchase.player)
          failures.add(
            `purchase ${id}: completed for ${purchase.num} units, granted ${grant?.count ?? 0}× ${grant?.units ?? 0}`,
          );
      } else if (purchase.status === 'cancelled' && (spend || grant)) {
        failures.add(`purchase ${id}: cancelled, yet points spent or items granted`);
      }
    }
    for (const id of spent.keys()) if (!purchases.has(id)) failures.add(`points spent for unknown purchase ${id}`);
    for (const id of granted.keys())
      if (!purchases.has(id)) failures.add(`shop items granted for unknown purchase ${id}`);
    return [
      `${purchases.size} purchases (${completed} completed), ${spent.size} points spends, ${granted.size} grants`,
    ];
  },
);
