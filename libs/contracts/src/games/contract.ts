// The contract game's wire contract (section 12): 3 to 9 backpack items in, one item out, drawn from a
// pool solved so that its expected value is RTP x the inputs' total (libs/fairness contractPool). Its
// response shapes, its feature switch and error keys.
import type { GrantedItemResponse } from '../responses/games';
import { CounterAccount } from '../counter-account';
import type { GameWire } from './game-wire';

// The contract game (section 12): 3 to 9 backpack items in, one item out, drawn from a pool solved
// so that its expected value is RTP x the inputs' total (libs/fairness contractPool).

/** One item a contract can return, with its share of the pool. */
export interface ContractPoolItemResponse {
  id: string;
  name: string;
  cover: string;
  bean: string;
  lv: number;
  weight: number;
  /** weight / total weight as a percent string, e.g. "12.3456". */
  odds: string;
}

/** data of GET /api/contract/preview. */
export interface ContractPreviewResponse {
  /** The inputs' total, two decimals. */
  total: string;
  /** The pool's expected value (RTP x total within a hundredth), two decimals. */
  expected: string;
  /** Ordered [item_id, weight]: what the draw picks from. */
  pool: [string, number][];
  /** The same pool with what the page shows of each item. */
  items: ContractPoolItemResponse[];
}

/** The draw of a contract (fairness.md "What every draw records"). */
export interface ContractDrawResponse {
  pair_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
}

/** data of POST /api/contract. */
export interface ContractResponse {
  id: string;
  item: GrantedItemResponse;
  storage_id: string;
  pool: [string, number][];
  ticket: number;
  fairness: ContractDrawResponse;
  total: string;
  expected: string;
}

/** One of a player's contracts (GET /api/contract/history). */
export interface ContractRecordResponse extends ContractResponse {
  inputs: { storage_id: string; item_id: string; bean: string }[];
  created_at: string;
}

export const CONTRACT_WIRE = {
  feature: { key: 'contract', description: 'the contract' },
  changeTypes: {
    CONTRACT: { value: 11, zh: '汰换合同', en: 'Contract', counterAccount: CounterAccount.HOUSE_REVENUE },
  },
  errors: {
    CONTRACT_TOO_FEW_ITEMS: 422,
    CONTRACT_TOO_MANY_ITEMS: 422,
    CONTRACT_ITEM_REPEATED: 422,
    CONTRACT_NO_POOL: 422,
    CONTRACT_NOT_FOUND: 404,
  },
  pairDrawGame: 'contract',
} as const satisfies GameWire;
