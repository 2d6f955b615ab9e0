// Who wins a box battle in each mode, and how the winners share what was drawn. fairness.md fixes
// the draws and the classic rule (highest total wins; a tie is broken by one more draw, nonce =
// number of rounds, cursor 0, over the tied seats in seat order). The other modes use the same
// tie-break over their own candidates:
//   underdog  the lowest total wins;
//   team      4 seats, team 0 = seats 0 and 2, team 1 = seats 1 and 3; the higher team sum wins
//             (a tie: the tie-break picks among the two teams, listed by their first seats 0 and 1);
//   share     every seat wins (cooperative): no tie-break.
// Sharing: every item drawn (by any seat) is dealt, most valuable first (then by round, then seat),
// to the winning seat holding the least value so far (the lowest seat on equal value). One winner
// takes everything.
import { FairnessError } from './fairness-error';
import { indexPick } from './index-pick';
import { battleOutcome, type BattleDraw, type BattleInput, type BattleOutcome } from './battle';
import { unitFloatFor } from './unit-float';

export type BattleMode = 'classic' | 'underdog' | 'team' | 'share';

export interface BattleModeTieBreak {
  nonce: number;
  cursor: 0;
  /** The tied candidates: seats, or in team mode the teams' first seats. */
  tied: number[];
  index: number;
}

export interface BattleResult {
  clientSeed: string;
  draws: BattleDraw[][];
  totals: bigint[];
  tieBreak: BattleModeTieBreak | null;
  /** The winning seats, in seat order. */
  winners: number[];
  /** What each seat takes home: the draws dealt to it (round, seat of the draw) and their value. */
  shares: { seat: number; draws: { round: number; seat: number }[]; value: bigint }[];
}

/** The teams of a 4-seat team battle, by seat parity. */
export function teamOf(seat: number): 0 | 1 {
  return (seat % 2) as 0 | 1;
}

export function battleResult(input: BattleInput, mode: BattleMode): BattleResult {
  if (mode === 'team' && input.seats.length !== 4) {
    throw new FairnessError('INVALID_BATTLE', 'a team battle has 4 seats');
  }
  const outcome: BattleOutcome = battleOutcome(input);
  const { clientSeed, draws, totals } = outcome;
  const rounds = input.boxes.length;
  const float = unitFloatFor(input.serverSeed);
  const breakTie = (tied: number[]): { winner: number; tieBreak: BattleModeTieBreak | null } => {
    if (tied.length === 1) return { winner: tied[0], tieBreak: null };
    const index = indexPick(float(clientSeed, rounds, 0), tied.length);
    return { winner: tied[index], tieBreak: { nonce: rounds, cursor: 0, tied, index } };
  };

  let winners: number[];
  let tieBreak: BattleModeTieBreak | null = null;
  switch (mode) {
    case 'classic':
    case 'underdog': {
      const best = totals.reduce((kept, total) => ((mode === 'classic' ? total > kept : total < kept) ? total : kept));
      const picked = breakTie(totals.flatMap((total, seat) => (total === best ? [seat] : [])));
      winners = [picked.winner];
      tieBreak = picked.tieBreak;
      break;
    }
    case 'team': {
      const sums = [0n, 0n];
      totals.forEach((total, seat) => (sums[teamOf(seat)] += total));
      const tied = sums[0] === sums[1] ? [0, 1] : [sums[0] > sums[1] ? 0 : 1];
      const picked = breakTie(tied);
      tieBreak = picked.tieBreak;
      winners = totals.flatMap((_, seat) => (teamOf(seat) === picked.winner ? [seat] : []));
      break;
    }
    case 'share':
      winners = totals.map((_, seat) => seat);
      break;
    default:
      throw new FairnessError('INVALID_BATTLE', `unknown battle mode ${String(mode)}`);
  }
  return { clientSeed, draws, totals, tieBreak, winners, shares: dealDraws(draws, winners) };
}

/** Deals every draw to the winners, most valuable first, to the winner holding the least so far. */
export function dealDraws(
  draws: readonly (readonly BattleDraw[])[],
  winners: readonly number[],
): BattleResult['shares'] {
  const shares = winners.map((seat) => ({ seat, draws: [] as { round: number; seat: number }[], value: 0n }));
  const ordered = draws
    .flat()
    .sort((a, b) => (a.value === b.value ? a.round - b.round || a.seat - b.seat : a.value > b.value ? -1 : 1));
  for (const draw of ordered) {
    const poorest = shares.reduce((kept, share) => (share.value < kept.value ? share : kept));
    poorest.draws.push({ round: draw.round, seat: draw.seat });
    poorest.value += draw.value;
  }
  return shares;
}
