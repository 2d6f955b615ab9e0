import { type BattleBox, type BattleSeat, battleOutcome } from './battle';
import { battleResult, dealDraws, teamOf } from './battle-modes';
import { indexPick } from './index-pick';
import { unitFloat } from './unit-float';

const serverSeed = 'e'.repeat(64);
const seats = (n: number): BattleSeat[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'player', clientSeed: `seat-${i}` }) as BattleSeat);
/** Values spread widely, so totals rarely tie. */
const wideBox: BattleBox = {
  pool: [
    ['a', 1],
    ['b', 1],
    ['c', 1],
    ['d', 1],
    ['e', 1],
  ],
  values: { a: 1n, b: 30n, c: 700n, d: 9000n, e: 150000n },
};
/** Every draw has the same value: every battle over it ties. */
const flatBox: BattleBox = {
  pool: [
    ['one', 1],
    ['two', 1],
  ],
  values: { one: 500n, two: 500n },
};

function valueOf(result: ReturnType<typeof battleResult>, seat: number): bigint {
  return result.shares.find((share) => share.seat === seat)?.value ?? 0n;
}

describe('battleResult by mode', () => {
  const boxes = [wideBox, wideBox, wideBox];

  it('classic: the highest total wins everything drawn (as battleOutcome says)', () => {
    for (let n = 2; n <= 4; n++) {
      const input = { serverSeed, seats: seats(n), boxes };
      const result = battleResult(input, 'classic');
      const outcome = battleOutcome(input);
      expect(result.winners).toEqual([outcome.winnerSeat]);
      const all = result.totals.reduce((sum, total) => sum + total, 0n);
      expect(result.shares).toHaveLength(1);
      expect(result.shares[0].value).toBe(all);
      expect(result.shares[0].draws).toHaveLength(3 * n);
    }
  });

  it('underdog: the lowest total wins', () => {
    const result = battleResult({ serverSeed, seats: seats(3), boxes }, 'underdog');
    const lowest = result.totals.reduce((min, total) => (total < min ? total : min));
    expect(result.totals[result.winners[0]]).toBe(lowest);
    expect(result.winners).toHaveLength(1);
  });

  it('team: seats 0+2 against 1+3, the higher sum wins and its two seats share', () => {
    const result = battleResult({ serverSeed, seats: seats(4), boxes }, 'team');
    const team0 = result.totals[0] + result.totals[2];
    const team1 = result.totals[1] + result.totals[3];
    expect(team0).not.toBe(team1);
    expect(result.winners).toEqual(team0 > team1 ? [0, 2] : [1, 3]);
    const all = result.totals.reduce((sum, total) => sum + total, 0n);
    expect(valueOf(result, result.winners[0]) + valueOf(result, result.winners[1])).toBe(all);
    expect(teamOf(3)).toBe(1);
    expect(() => battleResult({ serverSeed, seats: seats(2), boxes }, 'team')).toThrow('4 seats');
  });

  it('share: every seat wins, and the value is dealt as evenly as the items allow', () => {
    const result = battleResult({ serverSeed, seats: seats(3), boxes: [flatBox, flatBox] }, 'share');
    expect(result.winners).toEqual([0, 1, 2]);
    expect(result.tieBreak).toBeNull();
    expect(result.shares.map((share) => share.value)).toEqual([1000n, 1000n, 1000n]);
  });

  it('a tie is broken by the draw at nonce = rounds, cursor 0, over the tied candidates', () => {
    for (const mode of ['classic', 'underdog'] as const) {
      const result = battleResult({ serverSeed, seats: seats(3), boxes: [flatBox, flatBox] }, mode);
      const f = unitFloat(serverSeed, result.clientSeed, 2, 0);
      expect(result.tieBreak).toEqual({ nonce: 2, cursor: 0, tied: [0, 1, 2], index: indexPick(f, 3) });
      expect(result.winners).toEqual([indexPick(f, 3)]);
    }
    const team = battleResult({ serverSeed, seats: seats(4), boxes: [flatBox] }, 'team');
    const f = unitFloat(serverSeed, team.clientSeed, 1, 0);
    expect(team.tieBreak).toEqual({ nonce: 1, cursor: 0, tied: [0, 1], index: indexPick(f, 2) });
    expect(team.winners).toEqual(indexPick(f, 2) === 0 ? [0, 2] : [1, 3]);
  });
});

describe('dealDraws', () => {
  const draw = (round: number, seat: number, value: bigint) => ({
    round,
    seat,
    value,
    nonce: round,
    cursor: seat,
    itemId: `i${round}${seat}`,
    ticket: 0,
    index: 0,
    totalWeight: 1,
  });

  it('gives the most valuable item first to the winner holding the least (the lowest seat on a tie)', () => {
    const draws = [
      [draw(0, 0, 100n), draw(0, 1, 50n)],
      [draw(1, 0, 40n), draw(1, 1, 10n)],
    ];
    expect(dealDraws(draws, [0, 1])).toEqual([
      { seat: 0, draws: [{ round: 0, seat: 0 }], value: 100n },
      {
        seat: 1,
        draws: [
          { round: 0, seat: 1 },
          { round: 1, seat: 0 },
          { round: 1, seat: 1 },
        ],
        value: 100n,
      },
    ]);
  });
});
