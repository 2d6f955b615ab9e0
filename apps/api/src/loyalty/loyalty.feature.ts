// Loyalty's registration: its stream kinds (points-{playerId}, shop-item-{id}), their read models
// (inline: a response reads its own write) and the audit's reconciliation of shop purchases.
import { defineReadModel, type EventSourcedFeature } from '../platform/event-sourcing';
import { shopPurchasesCheck } from './audit/shop-purchases.check';
import { taskRewardsCheck } from './audit/task-rewards.check';
import { freeOpensCheck } from './audit/free-opens.check';
import { TASK_REWARD_CLAIMED_ON_PLAYER_ACCOUNTS } from './tasks/task-reward-claimed.event';
import { POINTS } from './points/points';
import { POINTS_MOVEMENTS_DDL, PointsMovementsProjection } from './points/points-movements.projection';
import { SHOP_ITEM } from './shop/shop-item';
import {
  SHOP_PURCHASES_DDL,
  SHOP_STOCK_DDL,
  ShopPurchasesProjection,
  ShopStockProjection,
} from './shop/shop-purchases.projection';

export const POINTS_MOVEMENTS_READ_MODEL = defineReadModel({
  name: 'loyalty.points-movements',
  table: 'loyalty_points_movements',
  key: ['player_id', 'stream_version'],
  columns: ['amount', 'balance_after', 'kind', 'reference', 'change_type', 'created_at'],
  stream: { column: 'player_id', prefix: POINTS.prefix },
  versionColumn: 'stream_version',
  migrations: [{ id: 'loyalty-020-points-movements', sql: POINTS_MOVEMENTS_DDL }],
  projection: new PointsMovementsProjection(),
  feed: { inline: [POINTS] },
});

export const SHOP_PURCHASES_READ_MODEL = defineReadModel({
  name: 'loyalty.shop-purchases',
  table: 'loyalty_shop_purchases',
  key: ['purchase_id'],
  columns: ['shop_item_id', 'player_id', 'item_id', 'num', 'points', 'status', 'created_at', 'updated_at'],
  stream: { column: 'shop_item_id', prefix: SHOP_ITEM.prefix },
  versionColumn: 'stream_version',
  migrations: [{ id: 'loyalty-021-shop-purchases', sql: SHOP_PURCHASES_DDL }],
  projection: new ShopPurchasesProjection(),
  rebuild: { projection: new ShopPurchasesProjection(), upserts: true },
  feed: { inline: [SHOP_ITEM] },
});

export const SHOP_STOCK_READ_MODEL = defineReadModel({
  name: 'loyalty.shop-stock',
  table: 'loyalty_shop_stock',
  key: ['shop_item_id'],
  columns: ['stock', 'sold'],
  stream: { column: 'shop_item_id', prefix: SHOP_ITEM.prefix },
  versionColumn: 'stream_version',
  migrations: [{ id: 'loyalty-022-shop-stock', sql: SHOP_STOCK_DDL }],
  projection: new ShopStockProjection(),
  rebuild: { projection: new ShopStockProjection(), upserts: true },
  feed: { inline: [SHOP_ITEM] },
});

export const LOYALTY_FEATURE: EventSourcedFeature = {
  name: 'loyalty',
  streams: [POINTS, SHOP_ITEM],
  extensions: [TASK_REWARD_CLAIMED_ON_PLAYER_ACCOUNTS],
  readModels: [POINTS_MOVEMENTS_READ_MODEL, SHOP_PURCHASES_READ_MODEL, SHOP_STOCK_READ_MODEL],
  auditChecks: [shopPurchasesCheck, taskRewardsCheck, freeOpensCheck],
};
