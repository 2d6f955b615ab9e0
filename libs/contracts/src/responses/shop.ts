// Response shapes of the points, the points shop, the task centre and the daily free boxes
// (loyalty). Points are whole numbers as decimal strings; coin amounts two-decimal strings.

export interface PointsMovementResponse {
  /** Signed: positive earned or refunded, negative spent. */
  amount: string;
  balance_after: string;
  /** 'earn' (a coin spend), 'spend' (a shop purchase), 'refund'. */
  kind: string;
  reference: string;
  /** The spend's change type for an earning, else null. */
  change_type: number | null;
  created_at: string;
}

/** data of GET /api/points. */
export interface PointsResponse {
  balance: string;
  movements: PointsMovementResponse[];
  total: number;
  per_page: number;
  current_page: number;
}

export interface ShopItemResponse {
  id: string;
  item_id: string;
  name: string;
  hash_name: string;
  cover: string;
  /** The item's coin value. */
  bean: string;
  lv: number;
  dura: number;
  /** Points per unit. */
  price: string;
  /** Left to sell; null: unlimited. */
  stock: string | null;
  sold: string;
}

/** data of POST /api/shop/buy. */
export interface ShopPurchaseResponse {
  purchase_id: string;
  points: string;
  /** Points left after the purchase. */
  balance: string;
  storage_ids: string[];
}

export interface TaskResponse {
  id: string;
  /** open_boxes, join_battle, recharge. */
  type: string;
  title: string;
  /** A count, or a two-decimal amount for recharge. */
  target: string;
  progress: string;
  /** Coins credited on claim. */
  reward: string;
  completed: boolean;
  claimed: boolean;
}

/** data of GET /api/tasks. */
export interface TasksResponse {
  /** The loyalty day (YYYY-MM-DD in LOYALTY_TIME_ZONE). */
  day: string;
  tasks: TaskResponse[];
}

/** data of POST /api/tasks/claim. */
export interface TaskClaimResponse {
  reward: string;
  /** Coin balance after the reward. */
  bean: string;
}

/** A daily free box (GET /api/free-boxes, /api/free-boxes/:id). */
export interface FreeBoxResponse {
  id: string;
  box_id: string;
  name: string;
  cover: string;
  /** The box's usual price (a free open pays nothing). */
  price: string;
  /** 'vip' (a VIP level) or 'recharge' (paid recharges, an amount). */
  unlock_type: string;
  /** The level, or the two-decimal amount, that unlocks it. */
  unlock_value: string;
  /** The player's VIP level or recharge total (0 when not logged in). */
  standing: string;
  unlocked: boolean;
  opened_today: boolean;
  items: { id: string; name: string; cover: string; bean: string }[];
}
