// Response shapes of the catalogue's player calls (contract section 7): the box list and a box with
// its items in draw order.
import type { BoxCategory, Rarity } from '../catalogue';

/** One entry of GET /api/boxes. */
export interface BoxSummaryView {
  id: string;
  /** In the request's language. */
  name: string;
  /** URL path of the cover image. */
  cover: string;
  /** Two decimals: "12.50". */
  price: string;
  category: BoxCategory;
}

/** One item of GET /api/box/{id}, in draw order. */
export interface BoxItemView {
  id: string;
  name: string;
  hash_name: string;
  cover: string;
  /** The item's value, two decimals. */
  bean: string;
  lv: Rarity;
  dura_alias: string;
  dura_alias_en: string;
  /** Chance of this item in percent, two decimals rounded half up: "12.50". */
  odds: string;
  weight: number;
}

/** data of GET /api/box/{id}. */
export interface BoxDetailView {
  id: string;
  name: string;
  cover: string;
  price: string;
  items: BoxItemView[];
}
