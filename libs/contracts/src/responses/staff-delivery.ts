// Response shape of /admin/api/bills: a delivery bill as staff see it.

export interface StaffBillResponse {
  /** The bill id. */
  id: string;
  player_id: string;
  /** The backpack row (storage id) of the item. */
  storage_id: string;
  /** 0 failed (item back in the backpack), 1 extracted, 4 requested, 5 shipping, 6 awaiting receipt. */
  status: number;
  /** Held for staff approval (status 4): approve or reject it. */
  awaiting_approval: boolean;
  offer_id: string | null;
  /** Why it failed: the item's back_message. */
  reason: string | null;
  item_id: string | null;
  item_name_zh: string | null;
  item_name_en: string | null;
  item_value: string | null;
  /** Failed provider calls in a row (the driver gives up after 12). */
  attempts: number;
  /** When the delivery driver looks at it next. */
  next_check_at: string;
  /** The driver is finished with it. */
  done: boolean;
  created_at: string;
  updated_at: string;
}
