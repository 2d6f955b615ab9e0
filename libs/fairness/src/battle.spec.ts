import { type BattleBox, type BattleSeat, battleClientSeed, battleOutcome, robotClientSeed } from './battle';
import { unitFloat } from './unit-float';
import { weightedPick } from './weighted-pick';

const serverSeed = 'd'.repeat(64);
const alice: BattleSeat = { kind: 'player', clientSeed: 'alice' };
const bob: BattleSeat = { kind: 'player', clientSeed: 'bob' };
const robot: BattleSeat = { kind: 'robot' };
const mixedBox: BattleBox = {
  pool: [
    ['cheap', 9],
    ['dear', 1],
  ],
  values: { cheap: 10n, dear: 100000n },
};
/** Every seat draws the same value, so every battle over it ties. */
const flatBox: BattleBox = {
  pool: [
    ['one', 1],
    ['other', 1],
  ],
  values: { one: 500, other: 500n },
};

describe('battle client seed', () => {
  it("joins the seats' client seeds in seat order with robot-<seat> for robots", () => {
    expect(robotClientSeed(2)).toBe('robot-2');
    expect(battleClientSeed([robot, alice, robot, bob])).toBe('robot-0:alice:robot-2:bob');
  });
});

describe('battleOutcome', () => {
  it("draws round r, seat s with nonce r and cursor s from that round's box", () => {
    const boxes = [mixedBox, flatBox, mixedBox];
    const outcome = battleOutcome({ serverSeed, seats: [alice, robot, bob], boxes });
    expect(outcome.clientSeed).toBe('alice:robot-1:bob');
    outcome.draws.forEach((round, r) =>
      round.forEach((draw, s) => {
        expect(draw).toMatchObject({ round: r, seat: s, nonce: r, cursor: s });
        expect(draw).toMatchObject(weightedPick(boxes[r].pool, unitFloat(serverSeed, outcome.clientSeed, r, s)));
      }),
    );
  });

  it("sums each seat's values in hundredths and lets the highest total win without a tie-break", () => {
    // Search a few client seeds for a battle where exactly one seat draws the dear item.
    for (let i = 0; i < 200; i++) {
      const outcome = battleOutcome({
        serverSeed,
        seats: [{ kind: 'player', clientSeed: `p-${i}` }, robot],
        boxes: [mixedBox],
      });
      const dear = outcome.draws[0].filter((draw) => draw.itemId === 'dear');
      if (dear.length !== 1) continue;
      expect(outcome.totals).toEqual(outcome.draws[0].map((draw) => (draw.itemId === 'dear' ? 100000n : 10n)));
      expect(outcome.tieBreak).toBeNull();
      expect(outcome.winnerSeat).toBe(dear[0].seat);
      return;
    }
    throw new Error('no battle with a single winner found');
  });

  it('breaks a tie with nonce = number of rounds, cursor 0, over the tied seats in seat order', () => {
    const seats = [alice, robot, bob, robot];
    const outcome = battleOutcome({ serverSeed, seats, boxes: [flatBox, flatBox, flatBox] });
    expect(outcome.totals).toEqual([1500n, 1500n, 1500n, 1500n]);
    const index = Math.floor(unitFloat(serverSeed, 'alice:robot-1:bob:robot-3', 3, 0) * 4);
    expect(outcome.tieBreak).toEqual({ nonce: 3, cursor: 0, tiedSeats: [0, 1, 2, 3], index });
    expect(outcome.winnerSeat).toBe(index);
  });

  it('treats number and bigint values alike', () => {
    const asNumbers: BattleBox = { pool: mixedBox.pool, values: { cheap: 10, dear: 100000 } };
    expect(battleOutcome({ serverSeed, seats: [alice, bob], boxes: [asNumbers] })).toEqual(
      battleOutcome({ serverSeed, seats: [alice, bob], boxes: [mixedBox] }),
    );
  });

  it('refuses fewer than two seats, no boxes, an invalid client seed', () => {
    expect(() => battleOutcome({ serverSeed, seats: [alice], boxes: [mixedBox] })).toThrow(/INVALID_BATTLE/);
    expect(() => battleOutcome({ serverSeed, seats: [alice, bob], boxes: [] })).toThrow(/INVALID_BATTLE/);
    expect(() =>
      battleOutcome({ serverSeed, seats: [alice, { kind: 'player', clientSeed: '' }], boxes: [mixedBox] }),
    ).toThrow(/INVALID_CLIENT_SEED/);
  });

  it('refuses a missing or float item value, whatever the draws', () => {
    const missing: BattleBox = { pool: mixedBox.pool, values: { cheap: 10n } };
    expect(() => battleOutcome({ serverSeed, seats: [alice, bob], boxes: [missing] })).toThrow(/INVALID_AMOUNT/);
    const inherited: BattleBox = { pool: [['toString', 1]], values: {} };
    expect(() => battleOutcome({ serverSeed, seats: [alice, bob], boxes: [inherited] })).toThrow(/INVALID_AMOUNT/);
    const float: BattleBox = { pool: mixedBox.pool, values: { cheap: 0.1, dear: 5 } };
    expect(() => battleOutcome({ serverSeed, seats: [alice, bob], boxes: [float] })).toThrow(/INVALID_AMOUNT/);
  });
});
