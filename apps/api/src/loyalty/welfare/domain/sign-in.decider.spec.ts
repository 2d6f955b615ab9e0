// The sign-in decider and the calendar, without a database: the streak (continues, wraps after day
// 7, resets on a missed day), one per day, the Asia/Shanghai day boundary, the day-7 award and the
// recharge-month packet (once, needs a recharge) drawn from their weighted tiers (libs/fairness tierReward).
import { ChangeType } from '@lootledger/contracts';
import { serverSeedHash, tierReward, unitFloat } from '@lootledger/fairness';
import { initialState, type PlayerAccountState } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import { dayIn, monthBounds, previousDay, startOfDay } from './calendar';
import { decideRegistrationPacket } from './registration-packet.decider';
import { decideSignIn, streakDayFor, type SignInRequest } from './sign-in.decider';
import type { SignedInData } from './welfare.events';
import { DEFAULT_WELFARE_RULES, validateRules } from './welfare-rules';

const SEED = 'a'.repeat(64);
const state: PlayerAccountState = {
  ...initialState(),
  balance: 500n,
  seedPair: { pairId: 'p1', serverSeedHash: serverSeedHash(SEED), clientSeed: 'player-seed', nonce: 3 },
};

function request(overrides: Partial<SignInRequest> = {}): SignInRequest {
  return {
    today: '2026-11-25',
    timeZone: 'Asia/Shanghai',
    last: null,
    monthSignIns: 0,
    monthPacketPaid: false,
    monthRecharged: false,
    rules: DEFAULT_WELFARE_RULES,
    pairId: 'p1',
    serverSeed: SEED,
    ...overrides,
  };
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? error.key : String(error);
  }
  return 'no refusal';
};

describe('calendar', () => {
  it('counts days in Asia/Shanghai: 15:59:59 UTC is still the day, 16:00 UTC is the next one', () => {
    expect(dayIn(new Date('2026-11-25T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-25');
    expect(dayIn(new Date('2026-11-25T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-26');
    expect(dayIn(new Date('2026-11-25T16:00:00Z'), 'UTC')).toBe('2026-11-25');
  });

  it('finds the start of a day and of a month in the zone', () => {
    expect(startOfDay('2026-11-26', 'Asia/Shanghai').toISOString()).toBe('2026-11-25T16:00:00.000Z');
    const bounds = monthBounds('2026-12', 'Asia/Shanghai');
    expect(bounds.from.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(bounds.to.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('steps back over month and year ends', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });
});

describe('streak', () => {
  it('starts at day 1, continues the day after, wraps after day 7', () => {
    expect(streakDayFor(null, '2026-11-25')).toBe(1);
    expect(streakDayFor({ day: '2026-11-24', streakDay: 3 }, '2026-11-25')).toBe(4);
    expect(streakDayFor({ day: '2026-11-24', streakDay: 7 }, '2026-11-25')).toBe(1);
    expect(streakDayFor({ day: '2026-11-30', streakDay: 6 }, '2026-12-01')).toBe(7);
  });

  it('resets on a missed day', () => {
    expect(streakDayFor({ day: '2026-11-23', streakDay: 5 }, '2026-11-25')).toBe(1);
  });

  it('refuses a second sign-in on one day', () => {
    expect(refusal(() => streakDayFor({ day: '2026-11-25', streakDay: 2 }, '2026-11-25'))).toBe('ALREADY_SIGNED_IN');
    expect(refusal(() => decideSignIn(state, request({ last: { day: '2026-11-25', streakDay: 1 } })))).toBe(
      'ALREADY_SIGNED_IN',
    );
  });
});

describe('decideSignIn', () => {
  const fact = (events: ReturnType<typeof decideSignIn>) => events[0].data as unknown as SignedInData;

  it('credits the day amount without a draw on days 1–6', () => {
    const events = decideSignIn(state, request({ last: { day: '2026-11-24', streakDay: 2 } }));
    expect(events.map((event) => event.type)).toEqual(['SignedIn', 'CoinsCredited']);
    expect(fact(events)).toMatchObject({ streak_day: 3, bean: '288', award: '0', month_packet: '0', draws: [] });
    expect(events[1].data).toMatchObject({
      amount: '288',
      change_type: ChangeType.SIGN_IN_PACKET,
      reference: 'sign-in-2026-11-25',
    });
  });

  it('adds a random award from the award tiers (1.00–9.90) on day 7, drawn on the next nonce', () => {
    const events = decideSignIn(state, request({ last: { day: '2026-11-24', streakDay: 6 } }));
    const expected = tierReward(unitFloat(SEED, 'player-seed', 3, 0), DEFAULT_WELFARE_RULES.award);
    expect(fact(events)).toMatchObject({ streak_day: 7, bean: '6888', award: expected.amount.toString() });
    expect(fact(events).draws).toEqual([
      {
        purpose: 'award',
        rule: 'tiers',
        nonce: 3,
        cursor: 0,
        tiers: [
          { amount: '100', weight: 40 },
          { amount: '300', weight: 30 },
          { amount: '600', weight: 20 },
          { amount: '990', weight: 10 },
        ],
        ticket: expected.ticket,
        roll: expected.amount.toString(),
      },
    ]);
    expect((events[1].data as { amount: string }).amount).toBe((6888n + expected.amount).toString());
  });

  it('pays the month packet at the 7th sign-in of a recharge month, once, and only with a recharge', () => {
    const due = decideSignIn(state, request({ monthSignIns: 6, monthRecharged: true }));
    const packet = tierReward(unitFloat(SEED, 'player-seed', 3, 0), DEFAULT_WELFARE_RULES.monthPacket).amount;
    expect(fact(due).month_packet).toBe(packet.toString());
    expect(due[2].data).toMatchObject({
      amount: packet.toString(),
      change_type: ChangeType.RED_PACKET,
      reference: 'sign-in-month-2026-11',
    });
    expect(fact(decideSignIn(state, request({ monthSignIns: 6, monthRecharged: false }))).month_packet).toBe('0');
    expect(fact(decideSignIn(state, request({ monthSignIns: 5, monthRecharged: true }))).month_packet).toBe('0');
    expect(
      fact(decideSignIn(state, request({ monthSignIns: 9, monthRecharged: true, monthPacketPaid: true }))).month_packet,
    ).toBe('0');
    // The recharge came after the 7th sign-in: the 8th pays it.
    expect(fact(decideSignIn(state, request({ monthSignIns: 7, monthRecharged: true }))).month_packet).not.toBe('0');
  });

  it('draws the award before the packet on consecutive nonces when both fall on one day', () => {
    const events = decideSignIn(
      state,
      request({ last: { day: '2026-11-24', streakDay: 6 }, monthSignIns: 6, monthRecharged: true }),
    );
    expect(fact(events).draws.map((draw) => [draw.purpose, draw.nonce])).toEqual([
      ['award', 3],
      ['month_packet', 4],
    ]);
  });

  it('pays only tier amounts over many seeds', () => {
    const awards = new Set(DEFAULT_WELFARE_RULES.award.map((tier) => tier.amount.toString()));
    const packets = new Set(DEFAULT_WELFARE_RULES.monthPacket.map((tier) => tier.amount.toString()));
    for (let nonce = 0; nonce < 300; nonce++) {
      const s = { ...state, seedPair: { ...state.seedPair!, nonce } };
      const data = fact(
        decideSignIn(s, request({ last: { day: '2026-11-24', streakDay: 6 }, monthSignIns: 6, monthRecharged: true })),
      );
      expect(awards.has(data.award)).toBe(true);
      expect(packets.has(data.month_packet)).toBe(true);
    }
  });

  it('refuses a seed that is not the pair’s, and a changed pair', () => {
    expect(() => decideSignIn(state, request({ serverSeed: 'b'.repeat(64) }))).toThrow(/commitment/);
    expect(() => decideSignIn(state, request({ pairId: 'other' }))).toThrow(/active seed pair/);
  });
});

describe('registration packet and rules', () => {
  it('draws from the registration tiers on the next nonce and credits REGISTRATION_PACKET', () => {
    const events = decideRegistrationPacket(state, {
      tiers: DEFAULT_WELFARE_RULES.registration,
      pairId: 'p1',
      serverSeed: SEED,
    });
    const amount = tierReward(unitFloat(SEED, 'player-seed', 3, 0), DEFAULT_WELFARE_RULES.registration).amount;
    expect(events[0].data).toMatchObject({ amount: amount.toString() });
    expect(events[1].data).toMatchObject({ amount: amount.toString(), change_type: ChangeType.REGISTRATION_PACKET });
  });

  it('default table: 7 days, day 7 = 68.88; invalid tables are refused', () => {
    expect(DEFAULT_WELFARE_RULES.days).toHaveLength(7);
    expect(DEFAULT_WELFARE_RULES.days[6]).toBe(6888n);
    expect(() => validateRules(DEFAULT_WELFARE_RULES)).not.toThrow();
    expect(refusal(() => validateRules({ ...DEFAULT_WELFARE_RULES, days: [1n] }))).toBe('VALIDATION_FAILED');
    expect(refusal(() => validateRules({ ...DEFAULT_WELFARE_RULES, award: [] }))).toBe('REWARD_TIERS_INVALID');
    expect(refusal(() => validateRules({ ...DEFAULT_WELFARE_RULES, registration: [{ amount: 0n, weight: 1 }] }))).toBe(
      'REWARD_TIERS_INVALID',
    );
  });
});
