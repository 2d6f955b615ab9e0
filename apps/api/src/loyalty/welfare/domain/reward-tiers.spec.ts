// Weighted reward tiers without a database (given/when/then): the draw is libs/fairness's weighted
// pick over the tiers (ticket = floor(f × W), the first tier whose running sum exceeds it) recorded
// with everything the audit needs; the expected value exact, rounded half up for display; the
// default registration packet worth at most the cheapest demo box; invalid tier lists refused with
// REWARD_TIERS_INVALID naming the field.
import { ChangeType } from '@lootledger/contracts';
import { serverSeedHash, tierReward, unitFloat, weightedPick } from '@lootledger/fairness';
import { DEMO_BOXES } from '../../../catalogue/testing';
import { initialState, type PlayerAccountState } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import { decideRegistrationPacket } from './registration-packet.decider';
import {
  drawFromTiers,
  expectedValue,
  expectedValueAtMost,
  expectedValueRounded,
  tierBounds,
  type RewardTiers,
} from './reward-tiers';
import type { RegistrationPacketDrawnData } from './welfare.events';
import { DEFAULT_REGISTRATION_TIERS, DEFAULT_WELFARE_RULES, validateRules } from './welfare-rules';

const SEED = 'a'.repeat(64);
const player: PlayerAccountState = {
  ...initialState(),
  seedPair: { pairId: 'p1', serverSeedHash: serverSeedHash(SEED), clientSeed: 'player-seed', nonce: 0 },
};
const at = (nonce: number): PlayerAccountState => ({ ...player, seedPair: { ...player.seedPair!, nonce } });

function refusal(fn: () => unknown): { key: string; fields: string[] } | string {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, fields: (error.fieldErrors ?? []).map((e) => e.field) };
    return String(error);
  }
  return 'no refusal';
}

describe('drawing from tiers', () => {
  const tiers: RewardTiers = [
    { amount: 10n, weight: 5 },
    { amount: 100n, weight: 2 },
    { amount: 8800n, weight: 1 },
  ];

  it('given tiers and a pair at nonce 0, when drawn, then it is the weighted pick over [amount, weight] and records tiers, ticket and nonce', () => {
    const f = unitFloat(SEED, 'player-seed', 0, 0);
    const draw = drawFromTiers({ serverSeed: SEED, clientSeed: 'player-seed', nonce: 0 }, 'registration', tiers);
    const pick = weightedPick(
      [
        ['10', 5],
        ['100', 2],
        ['8800', 1],
      ],
      f,
    );
    expect(draw).toEqual({
      purpose: 'registration',
      rule: 'tiers',
      nonce: 0,
      cursor: 0,
      tiers: [
        { amount: '10', weight: 5 },
        { amount: '100', weight: 2 },
        { amount: '8800', weight: 1 },
      ],
      ticket: pick.ticket,
      roll: pick.itemId,
    });
    // float(s, "player-seed", 0, 0) = 0.1514…: ticket floor(0.1514 × 8) = 1, in the first tier.
    expect(draw).toMatchObject({ ticket: 1, roll: '10' });
  });

  it('given 2000 nonces, when drawn, then every amount is a tier amount and each tier comes up about its weight share', () => {
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < 2000; nonce++) {
      const draw = drawFromTiers({ serverSeed: SEED, clientSeed: 'player-seed', nonce }, 'award', tiers);
      counts.set(draw.roll, (counts.get(draw.roll) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['10', '100', '8800']);
    // Expected 1250 / 500 / 250; a deterministic seed, so fixed counts within a wide margin.
    expect(counts.get('10')).toBeGreaterThan(1150);
    expect(counts.get('8800')).toBeLessThan(330);
  });

  it('given a new player, when the registration packet is decided, then it draws on the pair’s next nonce and credits the tier amount', () => {
    const events = decideRegistrationPacket(at(3), { tiers, pairId: 'p1', serverSeed: SEED });
    const expected = tierReward(unitFloat(SEED, 'player-seed', 3, 0), tiers);
    const data = events[0].data as unknown as RegistrationPacketDrawnData;
    expect(data.amount).toBe(expected.amount.toString());
    expect(data.draws).toEqual([
      expect.objectContaining({ rule: 'tiers', nonce: 3, ticket: expected.ticket, roll: expected.amount.toString() }),
    ]);
    expect(events[1].data).toMatchObject({
      amount: expected.amount.toString(),
      change_type: ChangeType.REGISTRATION_PACKET,
    });
  });
});

describe('expected value', () => {
  it('given tiers, then it is Σ amount × weight / Σ weight, exact, and rounded half up to the hundredth', () => {
    const tiers: RewardTiers = [
      { amount: 41n, weight: 1 },
      { amount: 42n, weight: 1 },
    ];
    expect(expectedValue(tiers)).toEqual({ numerator: 83n, denominator: 2n });
    expect(expectedValueRounded(tiers)).toBe(42n); // 41.5 hundredths → 0.42
    expect(
      expectedValueRounded([
        { amount: 10n, weight: 3 },
        { amount: 11n, weight: 1 },
      ]),
    ).toBe(10n); // 10.25 → 0.10
    expect(expectedValueAtMost(tiers, 41n)).toBe(false); // exact: 41.5 > 41 though it prints 0.42
    expect(expectedValueAtMost(tiers, 42n)).toBe(true);
  });

  it('given the default registration tiers, then the expected value (0.4136) is at most the cheapest demo box price', () => {
    const cheapest = DEMO_BOXES.map((box) => box.price).reduce((a, b) => (b < a ? b : a));
    expect(cheapest).toBe(44n);
    expect(expectedValue(DEFAULT_REGISTRATION_TIERS)).toEqual({ numerator: 41360n, denominator: 1000n });
    expect(expectedValueRounded(DEFAULT_REGISTRATION_TIERS)).toBe(41n);
    expect(expectedValueAtMost(DEFAULT_REGISTRATION_TIERS, cheapest)).toBe(true);
    expect(DEFAULT_WELFARE_RULES.registration).toBe(DEFAULT_REGISTRATION_TIERS);
  });

  it('given the default award and month packet, then they keep the spec’s bounds (1.00–9.90, 18.00–188.00)', () => {
    expect(tierBounds(DEFAULT_WELFARE_RULES.award)).toEqual({ min: 100n, max: 990n });
    expect(tierBounds(DEFAULT_WELFARE_RULES.monthPacket)).toEqual({ min: 1800n, max: 18800n });
    expect(expectedValueRounded(DEFAULT_WELFARE_RULES.award)).toBe(349n);
    expect(expectedValueRounded(DEFAULT_WELFARE_RULES.monthPacket)).toBe(3850n);
  });
});

describe('validation', () => {
  const rules = (registration: RewardTiers) => ({ ...DEFAULT_WELFARE_RULES, registration });

  it('accepts 1 to 20 tiers with amounts above 0 and whole weights from 1', () => {
    expect(() => validateRules(DEFAULT_WELFARE_RULES)).not.toThrow();
    expect(() => validateRules(rules([{ amount: 1n, weight: 1 }]))).not.toThrow();
    expect(() =>
      validateRules(rules(Array.from({ length: 20 }, () => ({ amount: 1n, weight: 1_000_000 })))),
    ).not.toThrow();
  });

  it.each<[string, RewardTiers, string[]]>([
    ['no tiers', [], ['registration_tiers']],
    ['21 tiers', Array.from({ length: 21 }, () => ({ amount: 1n, weight: 1 })), ['registration_tiers']],
    ['an amount of 0', [{ amount: 0n, weight: 1 }], ['registration_tiers.0.amount']],
    [
      'a weight of 0',
      [
        { amount: 1n, weight: 1 },
        { amount: 5n, weight: 0 },
      ],
      ['registration_tiers.1.weight'],
    ],
    ['a fractional weight', [{ amount: 1n, weight: 1.5 }], ['registration_tiers.0.weight']],
    ['a weight above 1000000', [{ amount: 1n, weight: 1_000_001 }], ['registration_tiers.0.weight']],
    [
      'a weight that is not a number',
      [{ amount: -3n, weight: Number.NaN }],
      ['registration_tiers.0.amount', 'registration_tiers.0.weight'],
    ],
  ])('refuses %s with REWARD_TIERS_INVALID naming the field', (_name, tiers, fields) => {
    expect(refusal(() => validateRules(rules(tiers)))).toEqual({ key: 'REWARD_TIERS_INVALID', fields });
  });

  it('names every bad list at once: award, month packet, registration', () => {
    const bad = [{ amount: 0n, weight: 1 }];
    expect(
      refusal(() => validateRules({ ...DEFAULT_WELFARE_RULES, award: bad, monthPacket: bad, registration: bad })),
    ).toEqual({
      key: 'REWARD_TIERS_INVALID',
      fields: ['award_tiers.0.amount', 'month_packet_tiers.0.amount', 'registration_tiers.0.amount'],
    });
  });
});
