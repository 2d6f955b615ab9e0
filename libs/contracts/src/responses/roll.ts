// ROLL giveaway rooms (contract section 12): a room's detail; the lists page these.
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
