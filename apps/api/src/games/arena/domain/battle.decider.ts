// Decisions on a battle's stream (battle.ts), pure: the state and what the caller brings (ids, the
// boxes as the catalogue gives them, the server seed) in, events or a refusal out. Coins never move
// here: stakes, refunds and prizes are commands on the players' streams (the slices' handlers), so a
// seat is reserved before its stake is debited and taken after, and 50 players racing for one seat
// leave 49 balances untouched.
import { formatAmount, type BattleMode } from '@lootledger/contracts';
import { battleResult, robotClientSeed, type BattleSeat } from '@lootledger/fairness';
import { DomainError } from '../../../platform/errors/domain-error';
import type { BattleState } from './battle';
import type {
  BattleBox,
  BattleCancelled,
  BattleCancelReason,
  BattleCreated,
  BattleEnded,
  BattleEvent,
  BattleStarted,
  RobotsCalled,
  SeatLeft,
  SeatReleased,
  SeatReserved,
  SeatTaken,
} from './battle.events';

export const MAX_BATTLE_BOXES = 6;
export const BATTLE_SEAT_OPTIONS: readonly number[] = [2, 3, 4];

export interface Sitter {
  playerId: string;
  name: string;
  avatar: string;
  clientSeed: string;
}

export interface CreateBattleRequest {
  battleId: string;
  reservationId: string;
  creator: Sitter;
  mode: BattleMode;
  seats: number;
  robots: boolean;
  /** One per round, in round order (a box may repeat). */
  boxes: readonly BattleBox[];
  serverSeedHash: string;
}

function invalid(field: string, en: string, zh: string): DomainError {
  return DomainError.invalidFields([{ field, message: { en, zh } }]);
}

/** The sum of the boxes' prices: what every seat pays. */
export function battlePrice(boxes: readonly BattleBox[]): bigint {
  return boxes.reduce((sum, box) => sum + BigInt(box.price), 0n);
}

/** A new battle with its creator reserving seat 0 (their stake is debited next). */
export function createBattle(request: CreateBattleRequest): [BattleCreated, SeatReserved] {
  if (request.boxes.length < 1 || request.boxes.length > MAX_BATTLE_BOXES) {
    throw invalid('boxes', 'a battle has 1 to 6 boxes', '对战须选择1到6个箱子');
  }
  if (!BATTLE_SEAT_OPTIONS.includes(request.seats))
    throw invalid('seats', 'seats must be 2, 3 or 4', '人数须为2、3或4');
  if (request.mode === 'team' && request.seats !== 4) {
    throw invalid('seats', 'a team battle has 4 seats', '组队模式须为4人');
  }
  return [
    {
      type: 'BattleCreated',
      data: {
        battle_id: request.battleId,
        creator_id: request.creator.playerId,
        mode: request.mode,
        seats_total: request.seats,
        robots: request.robots,
        price: battlePrice(request.boxes).toString(),
        boxes: request.boxes,
        server_seed_hash: request.serverSeedHash,
      },
    },
    seatReserved(request.reservationId, 0, request.creator),
  ];
}

function seatReserved(reservationId: string, seat: number, sitter: Sitter): SeatReserved {
  return {
    type: 'SeatReserved',
    data: {
      reservation_id: reservationId,
      seat,
      player_id: sitter.playerId,
      name: sitter.name,
      avatar: sitter.avatar,
      client_seed: sitter.clientSeed,
    },
  };
}

function existing(state: BattleState): BattleState {
  if (state.phase === 'none') throw new DomainError('BATTLE_NOT_FOUND');
  return state;
}

function waiting(state: BattleState): BattleState {
  if (existing(state).phase !== 'waiting') throw new DomainError('BATTLE_NOT_WAITING');
  return state;
}

export function seatOf(state: BattleState, playerId: string): number | null {
  const seat = state.seats.find((current) => current?.playerId === playerId);
  return seat ? seat.seat : null;
}

/** A player asks for a seat (the lowest free one when none is named). */
export function reserveSeat(
  state: BattleState,
  request: { reservationId: string; sitter: Sitter; seat?: number },
): [SeatReserved] {
  waiting(state);
  if (seatOf(state, request.sitter.playerId) !== null) throw new DomainError('ALREADY_SEATED');
  let seat = request.seat;
  if (seat === undefined) {
    seat = state.seats.findIndex((current) => current === null);
    if (seat < 0) throw new DomainError('SEAT_TAKEN');
  } else if (!Number.isInteger(seat) || seat < 0 || seat >= state.seatsTotal) {
    throw invalid('seat', `seat must be 0 to ${state.seatsTotal - 1}`, `座位须为0到${state.seatsTotal - 1}`);
  } else if (state.seats[seat] !== null) {
    throw new DomainError('SEAT_TAKEN');
  }
  return [seatReserved(request.reservationId, seat, request.sitter)];
}

/** The stake was debited: the reservation becomes the seat. Refused once the battle stopped waiting. */
export function takeSeat(state: BattleState, reservationId: string): SeatTaken[] {
  const reservation = existing(state).reservations[reservationId];
  if (!reservation) throw new Error(`no reservation ${reservationId}`);
  if (reservation.status === 'taken') return [];
  if (reservation.status !== 'pending') throw new DomainError('BATTLE_NOT_WAITING');
  waiting(state);
  return [{ type: 'SeatTaken', data: { reservation_id: reservationId, seat: reservation.seat } }];
}

/** The stake could not be debited, or the reservation was abandoned: the seat is free again. */
export function releaseSeat(state: BattleState, reservationId: string, reason: string): SeatReleased[] {
  const reservation = state.reservations[reservationId];
  if (!reservation || reservation.status !== 'pending') return [];
  return [{ type: 'SeatReleased', data: { reservation_id: reservationId, seat: reservation.seat, reason } }];
}

/**
 * A player who paid for a seat leaves the battle before it starts (their stake is refunded next).
 * Once: a player who already left (and holds no seat) gets nothing to do. The creator cancels
 * instead; a seat still being paid for, or a battle that stopped waiting, is refused.
 */
export function leaveBattle(state: BattleState, playerId: string): SeatLeft[] {
  existing(state);
  const seat = state.seats.find((current) => current?.playerId === playerId);
  if (!seat) {
    const left = Object.values(state.reservations).some(
      (reservation) => reservation.playerId === playerId && reservation.status === 'left',
    );
    if (left) return [];
    throw new DomainError('NOT_SEATED');
  }
  waiting(state);
  if (state.creatorId === playerId) throw new DomainError('CREATOR_CANNOT_LEAVE');
  if (seat.status !== 'taken' || seat.reservationId === null) throw new DomainError('NOT_SEATED');
  return [{ type: 'SeatLeft', data: { reservation_id: seat.reservationId, seat: seat.seat, player_id: playerId } }];
}

export function robotName(seat: number): string {
  return `Robot ${seat + 1}`;
}

/** A seated player fills every empty seat with a robot. */
export function callRobots(state: BattleState, playerId: string): RobotsCalled[] {
  waiting(state);
  const seat = state.seats.find((current) => current?.playerId === playerId);
  if (!seat || seat.status !== 'taken') throw new DomainError('NOT_SEATED');
  if (!state.robots) throw new DomainError('ROBOTS_NOT_ALLOWED');
  const empty = state.seats.flatMap((current, index) => (current === null ? [index] : []));
  if (empty.length === 0) return [];
  return [
    {
      type: 'RobotsCalled',
      data: {
        by: playerId,
        seats: empty.map((index) => ({ seat: index, name: robotName(index), client_seed: robotClientSeed(index) })),
      },
    },
  ];
}

/**
 * Cancels a waiting battle: by its creator (by = the creator), or by the process (timeout, or the
 * creator's stake was refused). Reveals the seed: no draw will use it.
 */
export function cancelBattle(
  state: BattleState,
  request: { by: string | null; reason: BattleCancelReason; serverSeed: string },
): BattleCancelled[] {
  // The process may find it cancelled already (nothing to do); a player is told it no longer waits.
  if (existing(state).phase === 'cancelled' && request.by === null) return [];
  if (request.by !== null && state.creatorId !== request.by) throw new DomainError('NOT_BATTLE_CREATOR');
  waiting(state);
  return [
    { type: 'BattleCancelled', data: { reason: request.reason, by: request.by, server_seed: request.serverSeed } },
  ];
}

export function isFull(state: BattleState): boolean {
  return state.seats.length > 0 && state.seats.every((seat) => seat !== null && seat.status === 'taken');
}

/**
 * Every seat taken: draws every round for every seat (fairness.md "Battle"), decides the winners by
 * the mode and deals their shares, each drawn item a new backpack entry (storageId(round, seat)).
 * Nothing while seats are open or once started.
 */
export function startBattle(
  state: BattleState,
  serverSeed: string,
  storageId: (round: number, seat: number) => string,
): BattleStarted[] {
  if (state.phase !== 'waiting' || !isFull(state)) return [];
  const seats: BattleSeat[] = state.seats.map((seat) =>
    seat!.robot ? { kind: 'robot' } : { kind: 'player', clientSeed: seat!.clientSeed },
  );
  const result = battleResult(
    {
      serverSeed,
      seats,
      boxes: state.boxes.map((box) => ({
        pool: box.pool.map(([itemId, weight]) => [itemId, weight] as const),
        values: Object.fromEntries(Object.entries(box.items).map(([itemId, item]) => [itemId, BigInt(item.value)])),
      })),
    },
    state.mode,
  );
  return [
    {
      type: 'BattleStarted',
      data: {
        client_seed: result.clientSeed,
        rounds: result.draws.flat().map((draw) => ({
          round: draw.round,
          seat: draw.seat,
          nonce: draw.nonce,
          cursor: draw.cursor,
          ticket: draw.ticket,
          item_id: draw.itemId,
          value: draw.value.toString(),
        })),
        totals: result.totals.map((total) => total.toString()),
        tie_break: result.tieBreak && {
          nonce: result.tieBreak.nonce,
          cursor: result.tieBreak.cursor,
          tied: result.tieBreak.tied,
          index: result.tieBreak.index,
        },
        winners: result.winners,
        shares: result.shares.map((share) => ({
          seat: share.seat,
          player_id: state.seats[share.seat]!.playerId,
          value: share.value.toString(),
          items: share.draws.map((draw) => ({ ...draw, storage_id: storageId(draw.round, draw.seat) })),
        })),
      },
    },
  ];
}

/**
 * What a running battle holds in the game escrow: every player seat's stake (robots pay nothing).
 * Released to the house when it ends: the house sold the drawn items for them.
 */
export function stakesHeld(state: BattleState): bigint {
  const players = state.seats.filter((seat) => seat !== null && seat.playerId !== null && seat.status === 'taken');
  return BigInt(state.price) * BigInt(players.length);
}

/** The value of the robots' shares of a started battle (it stays with the house). */
export function robotsWon(state: BattleState): bigint {
  return (state.started?.shares ?? [])
    .filter((share) => share.player_id === null)
    .reduce((sum, share) => sum + BigInt(share.value), 0n);
}

/** The winners hold their items and the house its stakes: the battle ends and its server seed is revealed. */
export function endBattle(state: BattleState, serverSeed: string): BattleEnded[] {
  if (state.phase !== 'in_progress' || !state.started) return [];
  const started = state.started;
  const won = new Map(started.shares.map((share) => [share.seat, share.value]));
  return [
    {
      type: 'BattleEnded',
      data: {
        server_seed: serverSeed,
        robots_won: robotsWon(state).toString(),
        results: state.seats.flatMap((seat) =>
          seat && seat.playerId
            ? [
                {
                  seat: seat.seat,
                  player_id: seat.playerId,
                  stake: state.price,
                  won: won.get(seat.seat) ?? '0',
                  winner: started.winners.includes(seat.seat),
                },
              ]
            : [],
        ),
      },
    },
  ];
}

/** The value of a share, two decimals (responses). */
export function shareValue(state: BattleState, seat: number): string {
  const share = state.started?.shares.find((candidate) => candidate.seat === seat);
  return formatAmount(BigInt(share?.value ?? '0'));
}

export type { BattleEvent };
