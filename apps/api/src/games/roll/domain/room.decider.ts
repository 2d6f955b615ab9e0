// Decisions on a room's stream (room.ts), pure: the state and what the caller brings (the time, the
// joiner's recharge total and inviter, the server seed) in, events or a refusal out. Items never
// move here: the prizes' escrow, grants and returns are commands on the players' streams
// (create-room/, draw-room/).
import { giveawayDraw } from '@lootledger/fairness';
import { DomainError } from '../../../platform/errors/domain-error';
import type {
  RoomCancelled,
  RoomCancelReason,
  RoomCreated,
  RoomDrawn,
  RoomJoined,
  RoomOpened,
  RoomPrize,
  RoomSettled,
  RoomState,
} from './room';

export const MIN_ROOM_PRIZES = 3;
export const MAX_ROOM_PRIZES = 50;
/** A room's end time: at least a minute and at most 30 days ahead. */
export const MIN_ROOM_DURATION_MS = 60_000;
export const MAX_ROOM_DURATION_MS = 30 * 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
/** min_recharge counts the recharges of the last recharge_days days before a join (default 30). */
export const DEFAULT_RECHARGE_DAYS = 30;
export const MAX_RECHARGE_DAYS = 365;

function invalid(field: string, en: string, zh: string): DomainError {
  return DomainError.invalidFields([{ field, message: { en, zh } }]);
}

export interface CreateRoomRequest {
  roomId: string;
  creatorId: string | null;
  staffId: string | null;
  name: string;
  description: string;
  passwordHash: string | null;
  /** Hundredths, already checked non-negative. */
  minRecharge: bigint;
  /** The recharge window in days (1–365). */
  rechargeDays: number;
  maxParticipants: number;
  endTime: Date;
  subordinatesOnly: boolean;
  prizes: readonly RoomPrize[];
  serverSeedHash: string;
  now: Date;
  /** Tests and the e2e tests' short rooms: the shortest duration allowed. */
  minDurationMs?: number;
}

export function createRoom(request: CreateRoomRequest): [RoomCreated] {
  const name = request.name.trim();
  if (name.length < 1 || name.length > 50)
    throw invalid('name', 'a room name has 1 to 50 characters', '房间名称须为1到50个字符');
  if (request.minRecharge < 0n)
    throw invalid('min_recharge', 'the reload amount cannot be less than 0', '充值金额不能小于0');
  if (!Number.isInteger(request.rechargeDays) || request.rechargeDays < 1 || request.rechargeDays > MAX_RECHARGE_DAYS) {
    throw invalid('recharge_days', 'the recharge window is 1 to 365 days', '充值统计天数须为1到365天');
  }
  if (!Number.isInteger(request.maxParticipants) || request.maxParticipants < 0) {
    throw invalid('max_participants', 'the maximum participants is a whole number ≥ 0', '最大人数须为不小于0的整数');
  }
  const ahead = request.endTime.getTime() - request.now.getTime();
  if (!(ahead >= (request.minDurationMs ?? MIN_ROOM_DURATION_MS)) || ahead > MAX_ROOM_DURATION_MS) {
    throw invalid('end_time', 'the end time is 1 minute to 30 days ahead', '结束时间须在1分钟到30天之内');
  }
  if (request.prizes.length < MIN_ROOM_PRIZES || request.prizes.length > MAX_ROOM_PRIZES) {
    throw invalid('storage_ids', 'a room has at least 3 prizes', '奖品至少3个');
  }
  const sources = request.prizes.map((prize) => prize.source_storage_id ?? `house-${prize.index}`);
  if (new Set(sources).size !== sources.length) {
    throw invalid('storage_ids', 'a prize cannot be chosen twice', '奖品不能重复');
  }
  if (request.creatorId === null && request.subordinatesOnly) {
    throw invalid('subordinates_only', 'a house room has no subordinates', '官方房间不能限制下级');
  }
  return [
    {
      type: 'RoomCreated',
      data: {
        room_id: request.roomId,
        creator_id: request.creatorId,
        staff_id: request.staffId,
        name,
        description: request.description.trim(),
        password_hash: request.passwordHash,
        min_recharge: request.minRecharge.toString(),
        recharge_days: request.rechargeDays,
        max_participants: request.maxParticipants,
        end_time: request.endTime.toISOString(),
        subordinates_only: request.subordinatesOnly,
        prizes: request.prizes.map((prize, index) => ({ ...prize, index })),
        server_seed_hash: request.serverSeedHash,
      },
    },
  ];
}

function existing(state: RoomState): RoomState {
  if (state.phase === 'none') throw new DomainError('ROLL_NOT_FOUND');
  return state;
}

/** The creator's prizes are escrowed: the room opens (nothing once open or cancelled). */
export function openRoom(state: RoomState): RoomOpened[] {
  if (existing(state).phase !== 'escrowing') return [];
  return [{ type: 'RoomOpened', data: { room_id: state.id! } }];
}

export function isDue(state: RoomState, now: Date): boolean {
  return state.phase === 'open' && new Date(state.endTime).getTime() <= now.getTime();
}

export interface Joiner {
  playerId: string;
  name: string;
  frozen: boolean;
  /** SHA-256 hex of the password given (null: none given). */
  passwordHash: string | null;
  /** Hundredths: the joiner's recharges within the room's window (rechargeWindowStart). */
  rechargeTotal: bigint;
  inviterId: string | null;
}

/** Where the room's recharge window starts for a join at now (null: every recharge counts). */
export function rechargeWindowStart(state: RoomState, now: Date): Date | null {
  if (state.rechargeDays === null) return null;
  return new Date(now.getTime() - state.rechargeDays * DAY_MS);
}

export function joinRoom(state: RoomState, joiner: Joiner, now: Date): [RoomJoined] {
  existing(state);
  if (state.phase !== 'open' || new Date(state.endTime).getTime() <= now.getTime()) {
    throw new DomainError(state.phase === 'escrowing' ? 'ROLL_NOT_FOUND' : 'ROLL_ENDED');
  }
  if (joiner.frozen) throw new DomainError('ACCOUNT_FROZEN');
  if (state.creatorId === joiner.playerId) throw new DomainError('ROLL_OWN_ROOM');
  if (state.participants.some((participant) => participant.player_id === joiner.playerId)) {
    throw new DomainError('ROLL_ALREADY_JOINED');
  }
  if (state.passwordHash !== null && joiner.passwordHash !== state.passwordHash) {
    throw new DomainError('ROLL_WRONG_PASSWORD');
  }
  if (state.subordinatesOnly && joiner.inviterId !== state.creatorId) throw new DomainError('ROLL_INVITEES_ONLY');
  if (joiner.rechargeTotal < BigInt(state.minRecharge)) {
    throw new DomainError('ROLL_RECHARGE_TOO_LOW', {
      min_recharge: state.minRecharge,
      ...(state.rechargeDays === null ? {} : { recharge_days: state.rechargeDays }),
    });
  }
  if (state.maxParticipants > 0 && state.participants.length >= state.maxParticipants) {
    throw new DomainError('ROLL_FULL');
  }
  return [{ type: 'RoomJoined', data: { player_id: joiner.playerId, name: joiner.name } }];
}

/**
 * The draw of a room past its end time (fairness.md "Giveaway room"); nothing before it or once
 * drawn or cancelled. Each won prize becomes a new backpack entry: storageId(prize index).
 */
export function drawRoom(
  state: RoomState,
  serverSeed: string,
  now: Date,
  storageId: (prize: number) => string,
): RoomDrawn[] {
  if (!isDue(state, now)) return [];
  const draw = giveawayDraw(
    serverSeed,
    state.participants.map((participant) => participant.player_id),
    state.prizes.length,
  );
  return [
    {
      type: 'RoomDrawn',
      data: {
        client_seed: draw.clientSeed,
        server_seed: serverSeed,
        winners: draw.winners.map((winner) => ({
          prize: winner.prize,
          nonce: winner.nonce,
          cursor: 0,
          remaining: winner.remaining,
          index: winner.index,
          player_id: winner.participantId,
          storage_id: storageId(winner.prize),
        })),
        undrawn: draw.undrawnPrizes,
      },
    },
  ];
}

/** Staff cancel an open room (or the process one whose escrow was refused): nothing is drawn. */
export function cancelRoom(
  state: RoomState,
  request: { by: string | null; reason: RoomCancelReason; serverSeed: string },
): RoomCancelled[] {
  existing(state);
  if (state.phase === 'cancelled' && request.by === null) return [];
  if (state.phase !== 'open' && state.phase !== 'escrowing') throw new DomainError('ROLL_ENDED');
  return [{ type: 'RoomCancelled', data: { reason: request.reason, by: request.by, server_seed: request.serverSeed } }];
}

/**
 * The prizes that go back to their owner: every one of a cancelled room, the undrawn ones of a drawn
 * room. A room cancelled because its escrow was refused returns what was escrowed: `escrowed` says
 * whether the creator's prizes left their backpack.
 */
export function returnedPrizes(state: RoomState, escrowed = true): number[] {
  if (state.cancelled) return escrowed ? state.prizes.map((prize) => prize.index) : [];
  return [...state.undrawn];
}

export function settleRoom(state: RoomState, returned: readonly number[]): RoomSettled[] {
  if (state.phase !== 'drawn' && state.phase !== 'cancelled') return [];
  return [{ type: 'RoomSettled', data: { returned: [...returned] } }];
}
