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
