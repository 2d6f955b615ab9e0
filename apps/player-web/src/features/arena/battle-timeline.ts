// The battle's show, pure: one timeline from the battle's start (server time), so every viewer,
// joining at any moment, sees the same round in the same phase. Each round the seats' reels spin
// together for SPIN_MS, then rest on what they drew for LAND_MS; the battle is over for the eye when
// the last round's reels land: only then do the status say so, the winner show and the seed appear.
// Each seat's total counts up to what its reel landed on over COUNT_MS after each landing.
import { parseAmount, type BattleResponse, type BattleRoundResponse } from '@lootledger/contracts';

/** How long the reels of a round spin. */
export const SPIN_MS = 4_000;
/** How long the landed items of a round stay alone before the next round spins. */
export const LAND_MS = 1_500;
export const ROUND_MS = SPIN_MS + LAND_MS;
/** How long a total takes to count up to a landed item's value. */
export const COUNT_MS = 1_000;

export type TimelinePhase = 'spinning' | 'landed' | 'ended';

export interface TimelinePoint {
  phase: TimelinePhase;
  /** The round on screen (0-based; the last one once ended). */
  round: number;
  /** Rounds whose reels have landed (0 … rounds). */
  landed: number;
  /** What is left of the current round's spin (0 unless spinning). */
  spinLeftMs: number;
  /** Time since the latest landing (0 while spinning). */
  sinceLandMs: number;
}

export interface Timeline {
  /** The battle's start, ms since the epoch. */
  startMs: number;
  rounds: number;
  roundMs?: number;
  spinMs?: number;
}

/** When the last reel lands: the end of the show. */
export function timelineEnd({ startMs, rounds, roundMs = ROUND_MS, spinMs = SPIN_MS }: Timeline): number {
  return startMs + Math.max(0, rounds - 1) * roundMs + spinMs;
}

/** Where the show is at `nowMs`. A clock behind the server's sees the first round's spin from its start. */
export function timelineAt(timeline: Timeline, nowMs: number): TimelinePoint {
  const { startMs, rounds, roundMs = ROUND_MS, spinMs = SPIN_MS } = timeline;
  const end = timelineEnd(timeline);
  if (rounds <= 0 || nowMs >= end) {
    const sinceLandMs = rounds <= 0 ? Infinity : nowMs - end;
    return { phase: 'ended', round: Math.max(0, rounds - 1), landed: Math.max(0, rounds), spinLeftMs: 0, sinceLandMs };
  }
  const elapsed = Math.max(0, nowMs - startMs);
  const round = Math.min(rounds - 1, Math.floor(elapsed / roundMs));
  const into = elapsed - round * roundMs;
  if (into < spinMs) return { phase: 'spinning', round, landed: round, spinLeftMs: spinMs - into, sinceLandMs: 0 };
  return { phase: 'landed', round, landed: round + 1, spinLeftMs: 0, sinceLandMs: into - spinMs };
}

/** The show's start for a battle: when its rounds were drawn (server time), or null before. */
export function timelineStart(battle: Pick<BattleResponse, 'status' | 'started_at' | 'ended_at'>): number | null {
  if (battle.status !== 1 && battle.status !== 2) return null;
  const at = battle.started_at ?? battle.ended_at;
  return at ? Date.parse(at) : null;
}

/**
 * The status a viewer reads: a drawn battle is in progress until the show's last reel lands, whatever
 * the server says (it settles at once); waiting and cancelled are the server's.
 */
export function shownStatus(status: BattleResponse['status'], point: TimelinePoint | null): BattleResponse['status'] {
  if ((status === 1 || status === 2) && (point === null || point.phase !== 'ended')) return 1;
  return status;
}

/** The status a battle's card reads at `nowMs`: in progress while its show runs (one round per box). */
export function cardStatus(
  battle: Pick<BattleResponse, 'status' | 'started_at' | 'ended_at' | 'boxes'>,
  nowMs: number,
): BattleResponse['status'] {
  const startMs = timelineStart(battle);
  const point = startMs === null ? null : timelineAt({ startMs, rounds: battle.boxes.length }, nowMs);
  return shownStatus(battle.status, point);
}

/** Each seat's total over the rounds landed so far, integer hundredths. */
export function runningTotals(rounds: readonly BattleRoundResponse[], seats: number, landed: number): bigint[] {
  const totals = Array.from({ length: seats }, () => 0n);
  for (const round of rounds) if (round.round < landed) totals[round.seat] += parseAmount(round.bean) ?? 0n;
  return totals;
}

/**
 * Each seat's total as shown at a point of the timeline, integer hundredths: the rounds landed before
 * the latest, plus the latest one's value counted up over `countMs` from its landing (0: at once).
 */
export function countedTotals(
  rounds: readonly BattleRoundResponse[],
  seats: number,
  point: Pick<TimelinePoint, 'landed' | 'sinceLandMs'>,
  countMs = COUNT_MS,
): bigint[] {
  if (point.landed === 0 || point.sinceLandMs >= countMs) return runningTotals(rounds, seats, point.landed);
  const before = runningTotals(rounds, seats, point.landed - 1);
  const elapsed = BigInt(Math.max(0, Math.floor(point.sinceLandMs)));
  return before.map((total, seat) => {
    const value = parseAmount(drawOf(rounds, point.landed - 1, seat)?.bean ?? '0') ?? 0n;
    return total + (value * elapsed) / BigInt(countMs);
  });
}

/** The draw of a seat in a round, if recorded. */
export function drawOf(
  rounds: readonly BattleRoundResponse[],
  round: number,
  seat: number,
): BattleRoundResponse | undefined {
  return rounds.find((candidate) => candidate.round === round && candidate.seat === seat);
}
