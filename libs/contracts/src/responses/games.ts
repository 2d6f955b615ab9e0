// Response shapes of the games' player calls (contract section 7; fairness.md "Seeds"): opening a
// box with its provably fair draws, the seed pairs, and a player's opening history.

/** An item as it was granted (the event's copy of the catalogue), in the request language. */
export interface GrantedItemResponse {
  id: string;
  name: string;
  hash_name: string;
  cover: string;
  /** The item's value, two decimals: what recycling pays. */
  bean: string;
  lv: number;
  dura_alias: string;
  dura_alias_en: string;
}

/** An item an opening just put in the backpack. */
export interface OpenedItemResponse extends GrantedItemResponse {
  /** The new backpack entry (what POST /api/cash and /api/extract take). */
  storage_id: string;
}

/** One draw of an opening, with everything needed to recompute it once the server seed is revealed. */
export interface DrawResponse {
  /** The seed pair that drew (GET /api/fairness/pairs/{pair_id}/draws once it is revealed). */
  pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
  /** floor(f x W): the position in the pool's total weight. */
  ticket: number;
  /** The same ticket (the contract's name for it). */
  roll: number;
}

/** data of POST /api/box/open. */
export interface OpenedBoxResponse {
  open_id: string;
  items: OpenedItemResponse[];
  /** Balance after the opening, two decimals. */
  bean: string;
  fairness: DrawResponse[];
}

/** data of GET /api/fairness: the active seed pair. */
export interface SeedPairResponse {
  /** SHA-256 of the secret server seed: the commitment shown before any draw. */
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next draw uses. */
  nonce: number;
}

/** A retired seed pair, its server seed now public. */
export interface RevealedSeedPairResponse {
  pair_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** Draws served: nonces 0 .. nonce-1. */
  nonce: number;
}

/** data of POST /api/fairness/rotate: the new active pair and the retired one. */
export interface RotatedSeedPairResponse extends SeedPairResponse {
  /** The old pair's server seed, revealed (null when there was no old pair). */
  server_seed: string | null;
  revealed: RevealedSeedPairResponse | null;
}

/** One entry of GET /api/fairness/history. */
export interface SeedPairHistoryItemResponse extends RevealedSeedPairResponse {
  created_at: string;
  revealed_at: string;
}

export interface BoxOpeningBoxResponse {
  id: string;
  name: string;
  cover: string;
  /** Price of one opening, two decimals. */
  price: string;
}

/** One entry of GET /api/history/{user_id}: an opening with the items it dropped. */
export interface BoxOpeningResponse {
  open_id: string;
  box: BoxOpeningBoxResponse;
  num: number;
  items: GrantedItemResponse[];
  created_at: string;
}
