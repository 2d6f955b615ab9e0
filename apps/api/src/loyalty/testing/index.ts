// Test builders of loyalty, for specs (never imported by production code).
import { randomUUID } from 'node:crypto';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { SqlClient } from '@lootledger/event-store';
import type { TestApp } from '../../platform/testing/test-app';
import { PointsRulesRepository } from '../points/points-rules.repository';
import { ShopItemsRepository } from '../shop/shop-items.repository';
import { ShopService } from '../shop/shop.service';
import { FreeBoxesRepository } from '../free-boxes/free-boxes.repository';

/** A shop item for a catalogue item at a points price, with a stock (null: unlimited). */
export async function aShopItem(
  app: TestApp,
  options: { itemId: string; price: number; stock: number | null; enabled?: boolean },
): Promise<string> {
  const id = `shop-${randomUUID().slice(0, 8)}`;
  const sql = app.app.get<SqlClient>(SQL_CLIENT);
  await app.app.get(ShopItemsRepository).upsert(sql, {
    id,
    itemId: options.itemId,
    price: BigInt(options.price),
    enabled: options.enabled ?? true,
    sort: 0,
  });
  await app.app.get(ShopService).setStock(id, options.stock === null ? null : BigInt(options.stock), {
    actor: { type: 'system', id: 'test' },
    at: new Date(),
  });
  return id;
}

/** Sets the points earning rate of a spend change type (basis points of a point per 1.00 coin). */
export async function withPointsRate(app: TestApp, changeType: number, rateBp: number): Promise<void> {
  await app.app.get(PointsRulesRepository).save({ changeType, rateBp, enabled: true }, () => Promise.resolve());
}

/** A daily free box of a catalogue box with an unlock rule (vip level, or recharge hundredths). */
export async function aFreeBox(
  app: TestApp,
  options: { boxId: string; unlockType: 'vip' | 'recharge'; unlockValue: bigint },
): Promise<string> {
  const id = `free-${randomUUID().slice(0, 8)}`;
  await app.app.get(FreeBoxesRepository).upsert(app.app.get<SqlClient>(SQL_CLIENT), {
    id,
    boxId: options.boxId,
    unlockType: options.unlockType,
    unlockValue: options.unlockValue,
    enabled: true,
    sort: 0,
  });
  return id;
}
