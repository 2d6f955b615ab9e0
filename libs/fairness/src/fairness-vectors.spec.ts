// The test vectors of fairness.md and the vectors this library publishes for every game. Each one
// is checked against the library and against the independent, straightforward reading of
// fairness.md below (node:crypto, no code shared with the library), as an auditor would write it.
import { createHash, createHmac } from 'node:crypto';
import {
  battleOutcome,
  boxOpenDraws,
  giveawayDraw,
  randomReward,
  serverSeedHash,
  unitFloat,
  weightedPick,
} from './index';
import { upgradeOutcome } from './upgrade';

const reference = {
  seedHash: (serverSeed: string) => createHash('sha256').update(serverSeed, 'utf8').digest('hex'),
  float(serverSeed: string, clientSeed: string, nonce: number, cursor = 0): number {
    const h = createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
      .update(`${clientSeed}:${nonce}:${cursor}`, 'utf8')
      .digest();
    return h[0] / 256 + h[1] / 256 ** 2 + h[2] / 256 ** 3 + h[3] / 256 ** 4;
  },
  pick(pool: [string, number][], f: number): { itemId: string; ticket: number } {
    const ticket = Math.floor(f * pool.reduce((sum, [, weight]) => sum + weight, 0));
    let running = 0;
    for (const [itemId, weight] of pool) {
      running += weight;
      if (running > ticket) return { itemId, ticket };
    }
    throw new Error('no entry');
  },
  upgrade: (f: number, rate: number) => ({ roll: Math.floor(f * 10000), success: Math.floor(f * 10000) < rate }),
  battle(
    serverSeed: string,
    seatSeeds: (string | null)[],
    boxes: { pool: [string, number][]; values: Record<string, number> }[],
  ) {
    const clientSeed = seatSeeds.map((seed, seat) => seed ?? `robot-${seat}`).join(':');
    const totals = seatSeeds.map(() => 0);
    const items = boxes.map((box, round) =>
      seatSeeds.map((_, seat) => {
        const { itemId } = reference.pick(box.pool, reference.float(serverSeed, clientSeed, round, seat));
        totals[seat] += box.values[itemId];
        return itemId;
      }),
    );
    const best = Math.max(...totals);
    const tied = totals.map((total, seat) => (total === best ? seat : -1)).filter((seat) => seat >= 0);
    const winner =
      tied.length === 1
        ? tied[0]
        : tied[Math.floor(reference.float(serverSeed, clientSeed, boxes.length, 0) * tied.length)];
    return { clientSeed, items, totals, winner };
  },
  giveaway(serverSeed: string, participants: string[], prizes: number): string[] {
    const clientSeed = createHash('sha256').update(participants.join(','), 'utf8').digest('hex');
    const left = [...participants];
    const winners: string[] = [];
    for (let i = 0; i < prizes && left.length > 0; i++) {
      winners.push(left.splice(Math.floor(reference.float(serverSeed, clientSeed, i, 0) * left.length), 1)[0]);
    }
    return winners;
  },
  reward: (f: number, min: number, max: number) => min + Math.floor(f * (max - min + 1)),
};

const SPEC_SEED = 'a'.repeat(64);
/** Bytes 0x00..0x1f as hex. */
const COUNTING_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('the vectors of fairness.md', () => {
  it('commits to the server seed with its SHA-256', () => {
    const expected = 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb';
    expect(serverSeedHash(SPEC_SEED)).toBe(expected);
    expect(reference.seedHash(SPEC_SEED)).toBe(expected);
  });

  it.each([
    ['player-seed', 0, 0, 0.15141557133756578],
    ['player-seed', 1, 0, 0.11884149140678346],
    ['x', 7, 3, 0.5858903122134507],
  ])('float(s, %p, %p, %p) = %p', (clientSeed, nonce, cursor, expected) => {
    expect(unitFloat(SPEC_SEED, clientSeed, nonce, cursor)).toBe(expected);
    expect(reference.float(SPEC_SEED, clientSeed, nonce, cursor)).toBe(expected);
  });

  it('picks ak with ticket 0 from [ak 1, m4 3, knife 1] at float(s, "player-seed", 0, 0)', () => {
    const pool: [string, number][] = [
      ['ak', 1],
      ['m4', 3],
      ['knife', 1],
    ];
    const f = unitFloat(SPEC_SEED, 'player-seed', 0, 0);
    expect(weightedPick(pool, f)).toEqual({ itemId: 'ak', index: 0, ticket: 0, totalWeight: 5 });
    expect(reference.pick(pool, f)).toEqual({ itemId: 'ak', ticket: 0 });
  });
});

describe('published vectors', () => {
  it('commits to a second seed', () => {
    const expected = '6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b';
    expect(serverSeedHash(COUNTING_SEED)).toBe(expected);
    expect(reference.seedHash(COUNTING_SEED)).toBe(expected);
  });

  it.each([
    [COUNTING_SEED, 'lootledger', 0, 0, 0.41394640295766294],
    [COUNTING_SEED, 'lootledger', 1, 0, 0.1826744363643229],
    [COUNTING_SEED, 'lootledger', 0, 1, 0.9060119546484202],
    [SPEC_SEED, 'player-seed', 2, 0, 0.7706532189622521],
    [SPEC_SEED, 'player-seed', 3, 0, 0.533171967137605],
    [SPEC_SEED, 'player-seed', 4, 0, 0.07565719727426767],
  ])('float(%s, %p, %p, %p) = %p', (serverSeed, clientSeed, nonce, cursor, expected) => {
    expect(unitFloat(serverSeed, clientSeed, nonce, cursor)).toBe(expected);
    expect(reference.float(serverSeed, clientSeed, nonce, cursor)).toBe(expected);
  });

  const skins: [string, number][] = [
    ['p250', 70],
    ['ak', 25],
    ['knife', 5],
  ];

  it.each([
    [0, 41, 'p250'],
    [1, 18, 'p250'],
    [3, 94, 'ak'],
  ])(
    'weighted pick over [p250 70, ak 25, knife 5] at float(counting seed, "lootledger", %p): ticket %p, %s',
    (nonce, ticket, itemId) => {
      const f = unitFloat(COUNTING_SEED, 'lootledger', nonce);
      expect(weightedPick(skins, f)).toMatchObject({ itemId, ticket, totalWeight: 100 });
      expect(reference.pick(skins, reference.float(COUNTING_SEED, 'lootledger', nonce))).toEqual({ itemId, ticket });
    },
  );

  it('opens 3 boxes from nonce 5 on consecutive nonces', () => {
    const expected = [
      { nonce: 5, cursor: 0, ticket: 39, itemId: 'p250' },
      { nonce: 6, cursor: 0, ticket: 40, itemId: 'p250' },
      { nonce: 7, cursor: 0, ticket: 54, itemId: 'p250' },
    ];
    const draws = boxOpenDraws({ serverSeed: SPEC_SEED, clientSeed: 'player-seed', nonce: 5 }, skins, 3);
    expect(draws.map(({ nonce, cursor, ticket, itemId }) => ({ nonce, cursor, ticket, itemId }))).toEqual(expected);
    for (const draw of expected) {
      expect(reference.pick(skins, reference.float(SPEC_SEED, 'player-seed', draw.nonce))).toEqual({
        itemId: draw.itemId,
        ticket: draw.ticket,
      });
    }
  });

  it.each([
    [0, 500, 1514, false],
    [0, 7500, 1514, true],
    [2, 7500, 7706, false],
    [42, 500, 284, true],
  ])('upgrade at float(s, "player-seed", %p) with rate %p: roll %p, success %p', (nonce, rate, roll, success) => {
    expect(upgradeOutcome(unitFloat(SPEC_SEED, 'player-seed', nonce), rate)).toEqual({
      roll,
      rateBasisPoints: rate,
      success,
    });
    expect(reference.upgrade(reference.float(SPEC_SEED, 'player-seed', nonce), rate)).toEqual({ roll, success });
  });

  it('battle: alice, a robot and carol over two boxes; seat 0 wins outright', () => {
    const boxes: { pool: [string, number][]; values: Record<string, number> }[] = [
      { pool: skins, values: { p250: 150, ak: 2500, knife: 50000 } },
      {
        pool: [
          ['glock', 3],
          ['awp', 1],
        ] as [string, number][],
        values: { glock: 80, awp: 12000 },
      },
    ];
    const outcome = battleOutcome({
      serverSeed: COUNTING_SEED,
      seats: [{ kind: 'player', clientSeed: 'alice-seed' }, { kind: 'robot' }, { kind: 'player', clientSeed: 'carol' }],
      boxes,
    });
    const expected = {
      clientSeed: 'alice-seed:robot-1:carol',
      items: [
        ['p250', 'p250', 'ak'],
        ['awp', 'glock', 'glock'],
      ],
      totals: [12150, 230, 2580],
      winner: 0,
    };
    expect(outcome.clientSeed).toBe(expected.clientSeed);
    expect(outcome.draws.map((round) => round.map((draw) => draw.itemId))).toEqual(expected.items);
    expect(outcome.draws.map((round) => round.map((draw) => draw.ticket))).toEqual([
      [36, 62, 78],
      [3, 0, 0],
    ]);
    expect(outcome.totals).toEqual([12150n, 230n, 2580n]);
    expect(outcome.tieBreak).toBeNull();
    expect(outcome.winnerSeat).toBe(0);
    expect(reference.battle(COUNTING_SEED, ['alice-seed', null, 'carol'], boxes)).toEqual(expected);
  });

  it('battle: seats 0 and 2 tie on gloves; the tie-break draw (nonce 1, cursor 0) picks seat 2', () => {
    const boxes = [
      {
        pool: [
          ['sticker', 1],
          ['gloves', 1],
        ] as [string, number][],
        values: { sticker: 35, gloves: 88000 },
      },
    ];
    const outcome = battleOutcome({
      serverSeed: COUNTING_SEED,
      seats: [{ kind: 'player', clientSeed: 'alice-seed' }, { kind: 'player', clientSeed: 'bob-1' }, { kind: 'robot' }],
      boxes,
    });
    expect(outcome.clientSeed).toBe('alice-seed:bob-1:robot-2');
    expect(outcome.totals).toEqual([88000n, 35n, 88000n]);
    expect(outcome.tieBreak).toEqual({ nonce: 1, cursor: 0, tiedSeats: [0, 2], index: 1 });
    expect(outcome.winnerSeat).toBe(2);
    expect(reference.battle(COUNTING_SEED, ['alice-seed', 'bob-1', null], boxes)).toMatchObject({
      totals: [88000, 35, 88000],
      winner: 2,
    });
  });

  it('battle: four seats all tie; the tie-break draw (nonce 2) picks seat 3', () => {
    const box = { pool: [['coin', 1]] as [string, number][], values: { coin: 100 } };
    const outcome = battleOutcome({
      serverSeed: COUNTING_SEED,
      seats: [
        { kind: 'player', clientSeed: 'alice-seed' },
        { kind: 'robot' },
        { kind: 'player', clientSeed: 'carol' },
        { kind: 'robot' },
      ],
      boxes: [box, box],
    });
    expect(outcome.clientSeed).toBe('alice-seed:robot-1:carol:robot-3');
    expect(outcome.tieBreak).toEqual({ nonce: 2, cursor: 0, tiedSeats: [0, 1, 2, 3], index: 3 });
    expect(outcome.winnerSeat).toBe(3);
    expect(reference.battle(COUNTING_SEED, ['alice-seed', null, 'carol', null], [box, box]).winner).toBe(3);
  });

  it('giveaway: 3 prizes among u1..u5', () => {
    const draw = giveawayDraw(SPEC_SEED, ['u1', 'u2', 'u3', 'u4', 'u5'], 3);
    expect(draw.clientSeed).toBe('aa6e12495e487da59aea17fa4be1654953ccfdc6d1c6cf9280a1c61411e3a01d');
    expect(draw.winners.map(({ remaining, index, participantId }) => [remaining, index, participantId])).toEqual([
      [5, 2, 'u3'],
      [4, 1, 'u2'],
      [3, 0, 'u1'],
    ]);
    expect(draw.undrawnPrizes).toEqual([]);
    expect(reference.giveaway(SPEC_SEED, ['u1', 'u2', 'u3', 'u4', 'u5'], 3)).toEqual(['u3', 'u2', 'u1']);
  });

  it('giveaway: 4 prizes between two participants leave prizes 2 and 3 undrawn', () => {
    const draw = giveawayDraw(COUNTING_SEED, ['1001', '1002'], 4);
    expect(draw.clientSeed).toBe('67f1c2b901337d9ccb98499480893f4e6402609d19cb6c987ffaf381c99cdfdb');
    expect(draw.winners.map((winner) => winner.participantId)).toEqual(['1001', '1002']);
    expect(draw.undrawnPrizes).toEqual([2, 3]);
    expect(reference.giveaway(COUNTING_SEED, ['1001', '1002'], 4)).toEqual(['1001', '1002']);
  });

  it.each([
    [0, 100, 990, 234n],
    [1, 100, 990, 205n],
    [2, 1800, 18800, 14901n],
    [3, 1800, 18800, 10864n],
  ])('random reward at float(s, "player-seed", %p) in %p..%p hundredths: %p', (nonce, min, max, expected) => {
    expect(randomReward(unitFloat(SPEC_SEED, 'player-seed', nonce), BigInt(min), BigInt(max))).toBe(expected);
    expect(BigInt(reference.reward(reference.float(SPEC_SEED, 'player-seed', nonce), min, max))).toBe(expected);
  });
});

describe('the library against the reference on many inputs', () => {
  it('agrees on floats and picks for 2,000 draws across seeds, client seeds, nonces and cursors', () => {
    const pool: [string, number][] = [
      ['a', 1],
      ['b', 2],
      ['c', 97],
      ['d', 900],
    ];
    for (let i = 0; i < 2000; i++) {
      const serverSeed = reference.seedHash(`seed-${i % 7}`);
      const clientSeed = ['x', 'player-seed', 'Ünïcödé 种子', 'robot-0:robot-1', '~'.repeat(64)][i % 5];
      const nonce = i * 7919;
      const cursor = i % 4;
      const f = unitFloat(serverSeed, clientSeed, nonce, cursor);
      expect(f).toBe(reference.float(serverSeed, clientSeed, nonce, cursor));
      expect(weightedPick(pool, f)).toMatchObject(reference.pick(pool, f));
    }
  });
});
