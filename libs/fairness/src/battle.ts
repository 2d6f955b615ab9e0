// Box battles: each round (one per box) every seat draws from that box's pool with nonce = round and
// cursor = seat; the highest total value wins, and a tie is broken by one more draw (nonce = number
// of rounds, cursor 0) among the tied seats in seat order.
import { FairnessError } from './fairness-error';
import { indexPick } from './index-pick';
import { type Hundredths, toHundredths } from './random-reward';
import { isValidClientSeed } from './seeds';
import { unitFloatFor } from './unit-float';
import { type WeightedPickResult, type WeightedPool, totalWeight, weightedPick } from './weighted-pick';

export type BattleSeat = { kind: 'player'; clientSeed: string } | { kind: 'robot' };

export interface BattleBox {
  pool: WeightedPool;
  /** Value of every item of the pool, in integer hundredths. */
  values: Readonly<Record<string, Hundredths>>;
}

export interface BattleInput {
  serverSeed: string;
  /** In seat order; seat s is index s. */
  seats: readonly BattleSeat[];
  /** One per round, in round order. */
  boxes: readonly BattleBox[];
}

export interface BattleDraw extends WeightedPickResult {
  round: number;
  seat: number;
  nonce: number;
  cursor: number;
  value: bigint;
}

export interface BattleTieBreak {
  nonce: number;
  cursor: 0;
  /** The seats that shared the highest total, in seat order. */
  tiedSeats: number[];
  /** floor(f * tiedSeats.length): the winner's position among the tied seats. */
  index: number;
}

export interface BattleOutcome {
  clientSeed: string;
  /** draws[round][seat] */
  draws: BattleDraw[][];
  /** Total value per seat, in hundredths. */
  totals: bigint[];
  /** Null when one seat alone had the highest total. */
  tieBreak: BattleTieBreak | null;
  winnerSeat: number;
}

export function robotClientSeed(seat: number): string {
  return `robot-${seat}`;
}

/** The battle's client seed: every seat's client seed in seat order, joined by ':'. */
export function battleClientSeed(seats: readonly BattleSeat[]): string {
  return seats.map((seat, index) => (seat.kind === 'robot' ? robotClientSeed(index) : seat.clientSeed)).join(':');
}

export function battleOutcome(input: BattleInput): BattleOutcome {
  const { serverSeed, seats, boxes } = input;
  if (seats.length < 2) throw new FairnessError('INVALID_BATTLE', 'a battle needs at least two seats');
  if (boxes.length === 0) throw new FairnessError('INVALID_BATTLE', 'a battle needs at least one box');
  seats.forEach((seat, index) => {
    if (seat.kind !== 'robot' && !isValidClientSeed(seat.clientSeed)) {
      throw new FairnessError('INVALID_CLIENT_SEED', `seat ${index} has an invalid client seed`);
    }
  });
  // Every value is checked up front so that a bad catalogue fails whatever the draws are.
  const values = boxes.map((box, round) => {
    totalWeight(box.pool);
    const byItem = new Map<string, bigint>();
    for (const [itemId] of box.pool) {
      if (!Object.hasOwn(box.values, itemId))
        throw new FairnessError('INVALID_AMOUNT', `round ${round}: no value for item ${itemId}`);
      byItem.set(itemId, toHundredths(box.values[itemId], `value of ${itemId}`));
    }
    return byItem;
  });

  const clientSeed = battleClientSeed(seats);
  const float = unitFloatFor(serverSeed);
  const totals = seats.map(() => 0n);
  const draws = boxes.map((box, round) =>
    seats.map((_, seat) => {
      const pick = weightedPick(box.pool, float(clientSeed, round, seat));
      const value = values[round].get(pick.itemId) as bigint;
      totals[seat] += value;
      return { ...pick, round, seat, nonce: round, cursor: seat, value };
    }),
  );

  const highest = totals.reduce((max, total) => (total > max ? total : max));
  const tiedSeats = totals.flatMap((total, seat) => (total === highest ? [seat] : []));
  if (tiedSeats.length === 1) return { clientSeed, draws, totals, tieBreak: null, winnerSeat: tiedSeats[0] };
  const nonce = boxes.length;
  const index = indexPick(float(clientSeed, nonce, 0), tiedSeats.length);
  return { clientSeed, draws, totals, tieBreak: { nonce, cursor: 0, tiedSeats, index }, winnerSeat: tiedSeats[index] };
}
