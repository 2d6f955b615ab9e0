// Response shapes of /admin/api/boxes: a box as staff see and edit it, its pool, and the RTP preview
// of a pool (amounts and percentages as two-decimal strings; weights positive integers).
import type { BoxCategory } from '../catalogue';

export interface StaffBoxResponse {
  id: string;
  name_zh: string;
  name_en: string;
  cover: string;
  category: BoxCategory;
  price: string;
  /** On sale: listed and openable. */
  enabled: boolean;
  sort_order: number;
  item_count: number;
  /** Configured return to player: expected item value of one draw / price, percent. */
  rtp: string;
  updated_at: string;
}

/** data of POST /admin/api/boxes/rtp-preview: one item of the pool. */
export interface RtpPreviewEntryResponse {
  item_id: string;
  name_zh: string;
  name_en: string;
  value: string;
  weight: number;
  /** weight / total weight, percent, two decimals half up. */
  odds: string;
}

/** data of POST /admin/api/boxes/rtp-preview: what a pool would pay back at a price (nothing is written). */
export interface RtpPreviewResponse {
  rtp: string;
  total_weight: number;
  odds: RtpPreviewEntryResponse[];
}
