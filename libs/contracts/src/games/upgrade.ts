// The upgrade's wire contract ("dream", contract section 12): its response shapes, its feature switch
// and error keys, and the two formulas that price a chance (shared by the server and the player site).
import { CounterAccount } from '../counter-account';
import type { GameWire } from './game-wire';

// ---- Upgrade ("dream", contract section 12) ----

// The upgrade's two money formulas, exact (bigint hundredths; rates and RTP in basis points): the
// server prices and draws with them, the player site shows the chance it will draw with them.
function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** ceil(rate × target value ÷ RTP): the price of a rate, hundredths. */
export function upgradePriceAtRate(targetValue: bigint, rate: number, rtp: number): bigint {
  return ceilDiv(BigInt(rate) * targetValue, BigInt(rtp));
}

/** floor(paid × RTP ÷ target value): the rate a value buys, basis points (unbounded: callers check 5%–75%). */
export function upgradeRateForValue(targetValue: bigint, paid: bigint, rtp: number): number {
  if (targetValue <= 0n) return 0;
  return Number((paid * BigInt(rtp)) / targetValue);
}

/** An upgrade target in GET /api/upgrade/items. */
export interface UpgradeItemResponse {
  id: string;
  name: string;
  cover: string;
  /** The target's value. */
  bean: string;
  lv: number;
  dura_alias: string;
  dura_alias_en: string;
}

/** data of GET /api/upgrade/quote: the rate and its price (price = ceil(rate × value ÷ rtp)). */
export interface UpgradeQuoteResponse {
  item_id: string;
  /** Basis points, 500..7500. */
  rate: number;
  /** The whole price at that rate. */
  price: string;
  /** The staked items' value (when storage_ids were given, else "0.00"). */
  stake_value: string;
  /** The part of the price paid in coins. */
  coins: string;
  /** RTP as a percent: "95.00". */
  rtp: string;
}

/** The draw of an upgrade: fairness.md "Upgrade" (success when roll < rate). */
export interface UpgradeDrawResponse {
  pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
  /** floor(f × 10000). */
  roll: number;
}

/** data of POST /api/upgrade. */
export interface UpgradeResultResponse {
  upgrade_id: string;
  success: boolean;
  price: string;
  /** The part of the price paid in coins. */
  coins: string;
  stake_value: string;
  staked_storage_ids: string[];
  rate: number;
  /** The target (granted only on success). */
  item: UpgradeItemResponse;
  /** The target's backpack entry on success, else null. */
  storage_id: string | null;
  fairness: UpgradeDrawResponse;
  /** Balance after. */
  bean: string;
}

/** An attempt in GET /api/upgrade/history and /api/upgrade/recent. */
export interface UpgradeRecordResponse extends Omit<UpgradeResultResponse, 'bean'> {
  player_id: string;
  created_at: string;
}

export const UPGRADE_WIRE = {
  feature: { key: 'upgrade', description: 'the upgrade (dream-chasing)' },
  changeTypes: {
    UPGRADE: { value: 10, zh: '追梦升级', en: 'Upgrade', counterAccount: CounterAccount.HOUSE_REVENUE },
  },
  errors: {
    UPGRADE_ITEM_NOT_FOUND: { status: 404, after: 'STAFF_NOT_FOUND' },
    UPGRADE_ITEM_REQUIRED: 422,
    UPGRADE_RATE_TOO_LOW: 422,
    UPGRADE_RATE_TOO_HIGH: 422,
    UPGRADE_STAKE_EXCEEDS_PRICE: 422,
  },
  pairDrawGame: 'upgrade',
} as const satisfies GameWire;
