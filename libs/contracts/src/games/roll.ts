// ROLL giveaway rooms' wire contract (contract section 12): a room's detail (the lists page these), the
// feature switch and the error keys of the join rules (password, recharge threshold, invitees only,
// once, before the end, room size).
import { CounterAccount } from '../counter-account';
import type { GameWire } from './game-wire';

export type RollStatus = 0 | 1;

export interface RollPrizeResponse {
  index: number;
  item_id: string;
  name: string;
  cover: string;
  bean: string;
  winner_id: string | null;
}

export interface RollParticipantResponse {
  player_id: string;
  name: string;
}

export interface RollWinnerDrawResponse {
  prize: number;
  nonce: number;
  cursor: number;
  remaining: number;
  index: number;
  player_id: string;
}

export interface RollRoomResponse {
  id: string;
  name: string;
  description: string;
  /** 0 ongoing, 1 ended (drawn or cancelled). */
  status: RollStatus;
  cancelled: boolean;
  house: boolean;
  creator_id: string | null;
  has_password: boolean;
  min_recharge: string;
  /** min_recharge counts the recharges of this many days before a join; null: all time. */
  recharge_days: number | null;
  max_participants: number;
  subordinates_only: boolean;
  end_time: string;
  prizes: RollPrizeResponse[];
  participants: RollParticipantResponse[];
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string | null;
  /** The draw of each won prize (once drawn). */
  draws: RollWinnerDrawResponse[];
}

export const ROLL_WIRE = {
  feature: { key: 'roll', description: 'ROLL rooms' },
  changeTypes: {
    ROLL: { value: 12, zh: 'ROLL房', en: 'Roll room', counterAccount: CounterAccount.GAME_ESCROW },
  },
  errors: {
    ROLL_NOT_FOUND: 404,
    ROLL_ENDED: 409,
    ROLL_ALREADY_JOINED: 409,
    ROLL_FULL: 409,
    ROLL_OWN_ROOM: 409,
    ROLL_WRONG_PASSWORD: 403,
    ROLL_INVITEES_ONLY: 403,
    ROLL_RECHARGE_TOO_LOW: 403,
  },
} as const satisfies GameWire;
