// The arena's (box battles') wire contract: its response shapes (contract section 12, GET
// /api/arena/detail and the calls around it; amounts are two-decimal strings; every round carries what
// fairness.md "What every draw records" asks for: with the battle's server_seed_hash, client_seed and
// the box's pool, a round's nonce, cursor and ticket recompute the item drawn), its feature switch and
// its error keys.
import { CounterAccount } from '../counter-account';
import type { GameWire } from './game-wire';

/** 0 waiting for players, 1 in progress (seats full, rounds drawn, revealing), 2 ended, 3 cancelled. */
export const BattleStatus = { WAITING: 0, IN_PROGRESS: 1, ENDED: 2, CANCELLED: 3 } as const;
export type BattleStatus = (typeof BattleStatus)[keyof typeof BattleStatus];

/**
 * classic: the highest total value wins everything drawn; underdog: the lowest total wins;
 * team: 4 seats, even seats against odd seats, the higher team sum wins and its two seats share;
 * share: every seat shares everything drawn (cooperative).
 */
export const BATTLE_MODES = ['classic', 'underdog', 'team', 'share'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];

export const BATTLE_SEAT_COUNTS = [2, 3, 4] as const;
export const BATTLE_MAX_BOXES = 6;

/** A box of the battle, one per round, in round order (a box may repeat). */
export interface BattleBoxResponse {
  id: string;
  name: string;
  cover: string;
  /** Price of one box, two decimals. */
  price: string;
  /** The pool drawn from, as recorded when the battle was created: [item id, weight]. */
  pool: [string, number][];
  /** The pool's items (in the detail only): what a reel shows spinning past before it lands. */
  items?: BattleBoxItemResponse[];
}

/** An item of a battle box's pool, as recorded when the battle was created. */
export interface BattleBoxItemResponse {
  id: string;
  name: string;
  cover: string;
  lv: number;
  /** Its value, two decimals. */
  bean: string;
}

export interface BattleSeatResponse {
  seat: number;
  /** Null for a robot or an empty seat. */
  player_id: string | null;
  robot: boolean;
  /** Empty for an empty seat; a robot's name is in the request's language. */
  name: string;
  avatar: string;
  /** The seat's client seed ("robot-<seat>" for a robot); empty for an empty seat. */
  client_seed: string;
  /** Total value drawn by the seat so far (all rounds once started), two decimals. */
  total: string;
  /** Value this seat takes home at the end, two decimals ("0.00" for a loser or before the end). */
  won: string;
}

/** One draw: round r (the r-th box) for seat s, with nonce = r and cursor = s. */
export interface BattleRoundResponse {
  round: number;
  seat: number;
  nonce: number;
  cursor: number;
  ticket: number;
  item_id: string;
  name: string;
  cover: string;
  lv: number;
  /** The item's value, two decimals. */
  bean: string;
}

export interface BattleTieBreakResponse {
  nonce: number;
  cursor: number;
  /** The tied seats (team mode: the tied teams' first seats), in seat order. */
  tied: number[];
  index: number;
}

/** data of GET /api/arena/detail (and of create, join, robots and cancel). */
export interface BattleResponse {
  id: string;
  status: BattleStatus;
  mode: BattleMode;
  seats_total: number;
  /** Robots may be called into empty seats by a seated player. */
  robots: boolean;
  /** Price per seat: the sum of the boxes' prices, two decimals. */
  price: string;
  creator_id: string;
  boxes: BattleBoxResponse[];
  seats: BattleSeatResponse[];
  server_seed_hash: string;
  /** Revealed once the battle ended (or was cancelled). */
  server_seed: string | null;
  /** The seats' client seeds joined by ':', once every seat is taken. */
  client_seed: string | null;
  /** Every draw, round by round, seat by seat (empty before the start; may be omitted in lists). */
  rounds?: BattleRoundResponse[];
  tie_break: BattleTieBreakResponse | null;
  /** The winning seats (several in team and share modes); empty until it ended. */
  winners: number[];
  created_at: string;
  /**
   * When the battle's show starts (server time): its rounds are drawn and it is settled in one go,
   * so the draw's time while settling and the settlement's once ended; null before. Clients reveal
   * the rounds on one timeline from it, so every viewer sees the same round at the same moment.
   */
  started_at: string | null;
  ended_at: string | null;
}

/** A box that can be put in a battle (GET /api/arena/box-list and /api/arena/boxs). */
export interface BattleBoxOptionResponse {
  id: string;
  name: string;
  cover: string;
  price: string;
}

/** One row of GET /api/arena/ranking?type=1 (today) | 2 (this week). */
export interface BattleRankingRowResponse {
  rank: number;
  player_id: string;
  name: string;
  avatar: string;
  /** Total value won in battles in the period, two decimals. */
  bean: string;
  games: number;
  /** The daily ranking reward this rank earns (type 1), two decimals; "0.00" beyond 20th. */
  reward: string;
}

export interface BattleRankingResponse {
  type: 1 | 2;
  /** Start of the period (UTC day or ISO week), ISO-8601. */
  period_start: string;
  list: BattleRankingRowResponse[];
}

/** One player of the lucky or unlucky list (GET /api/arena/winRanking). */
export interface BattleLuckRowResponse {
  player_id: string;
  name: string;
  avatar: string;
  games: number;
  wins: number;
  /** wins / games as a percent string with two decimals, e.g. "62.50". */
  win_rate: string;
  /** Value won minus stakes paid, signed, two decimals. */
  net: string;
}

export interface BattleLuckResponse {
  /** Over 30 games and a net gain above 20 coins, best win rate first. */
  lucky: BattleLuckRowResponse[];
  /** Over 30 games and a net loss above 20 coins, biggest loss first. */
  unlucky: BattleLuckRowResponse[];
}

// ---- its pushes on the websocket (realtime.ts: the arena channel) ----

export const ARENA_MESSAGE_TYPES = [
  'arena.created',
  'arena.joined',
  'arena.left',
  'arena.started',
  'arena.ended',
  'arena.cancelled',
] as const;
export type ArenaMessageType = (typeof ARENA_MESSAGE_TYPES)[number];

/**
 * A battle changed. Sent to the connections that joined the arena channel, from every API process:
 * `battle` is the battle as GET /api/arena/detail shows it after the change (arena.started carries
 * every round: the server settled it; clients reveal the rounds one box at a time).
 */
export interface ArenaMessage {
  type: ArenaMessageType;
  v: 1;
  game_arena_id: string;
  battle: BattleResponse;
}

export const ARENA_WIRE = {
  feature: { key: 'battles', description: 'box battles (arena)' },
  realtimeChannel: 'arena',
  taskTypes: ['join_battle'],
  changeTypes: {
    BATTLE: { value: 8, zh: '对战', en: 'Battle', counterAccount: CounterAccount.GAME_ESCROW },
    BATTLE_WIN: { value: 9, zh: '对战获胜', en: 'Battle win', counterAccount: CounterAccount.GAME_ESCROW },
    RANKING_REWARD: {
      value: 20,
      zh: '排行榜奖励',
      en: 'Ranking reward',
      counterAccount: CounterAccount.PROMOTION_EXPENSE,
      bonusKind: 'ranking_rewards',
    },
    BATTLE_REBATE: {
      value: 21,
      zh: '对战亏损返利',
      en: 'Battle rebate',
      counterAccount: CounterAccount.PROMOTION_EXPENSE,
      bonusKind: 'battle_rebates',
    },
  },
  errors: {
    NOT_BATTLE_CREATOR: { status: 403, after: 'TOTP_DISABLE_FORBIDDEN' },
    NOT_SEATED: { status: 403, after: 'TOTP_DISABLE_FORBIDDEN' },
    BATTLE_NOT_FOUND: { status: 404, after: 'STAFF_NOT_FOUND' },
    SEAT_TAKEN: { status: 409, after: 'TOTP_SETUP_MISSING' },
    ALREADY_SEATED: { status: 409, after: 'TOTP_SETUP_MISSING' },
    BATTLE_NOT_WAITING: { status: 409, after: 'TOTP_SETUP_MISSING' },
    ROBOTS_NOT_ALLOWED: 422,
    CREATOR_CANNOT_LEAVE: 409,
  },
} as const satisfies GameWire;
