// The battleground's round-by-round reveal, pure. The server settles a battle at once; clients show
// its rounds one box at a time from a shared anchor (the battle's ended_at, server time), so two
// browsers watching the same battle reveal the same round at the same moment. A battle that ended
// longer ago than its reveal takes shows its final state (a replay re-anchors at the click).
import { parseAmount, type BattleResponse, type BattleRoundResponse } from '@lootledger/contracts';

/** How long each round's reels spin before they land. */
export const ROUND_MS = 2_000;

export interface RevealState {
  /** Rounds fully shown (0 … rounds). */
  revealed: number;
  /** The round spinning now, or null once every round landed. */
  spinning: number | null;
  done: boolean;
}

export function revealAt(rounds: number, anchorMs: number, nowMs: number): RevealState {
  if (rounds <= 0) return { revealed: 0, spinning: null, done: true };
  const elapsed = Math.max(0, nowMs - anchorMs);
  const revealed = Math.min(rounds, Math.floor(elapsed / ROUND_MS));
  const done = revealed >= rounds;
  return { revealed, spinning: done ? null : revealed, done };
}

/** The reveal's anchor for a battle: its end (server time), or null when it has not started. */
export function revealAnchor(battle: Pick<BattleResponse, 'status' | 'ended_at'>): number | null {
  if (battle.status !== 1 && battle.status !== 2) return null;
  return battle.ended_at ? Date.parse(battle.ended_at) : null;
}

/** Each seat's total over the rounds shown so far, two decimals. */
export function runningTotals(rounds: readonly BattleRoundResponse[], seats: number, revealed: number): string[] {
  const totals = Array.from({ length: seats }, () => 0n);
  for (const round of rounds) if (round.round < revealed) totals[round.seat] += parseAmount(round.bean) ?? 0n;
  return totals.map((total) => `${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`);
}

/** The draw of a seat in a round, if recorded. */
export function drawOf(
  rounds: readonly BattleRoundResponse[],
  round: number,
  seat: number,
): BattleRoundResponse | undefined {
  return rounds.find((candidate) => candidate.round === round && candidate.seat === seat);
}
