import { DomainError } from '../../platform/errors/domain-error';
import { exclusionAt, foldResponsibleGaming, settle, type ResponsibleGamingState } from './responsible-gaming';
import {
  assertDepositAllowed,
  assertNotExcluded,
  setDepositLimits,
  setSessionReminder,
  startExclusion,
  type ExclusionRequest,
} from './responsible-gaming.decider';
import type { ResponsibleGamingEvent } from './responsible-gaming.events';
import { periodStart } from './periods';

const T0 = new Date('2026-03-04T10:00:00.000Z');
const hoursLater = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const given = (...events: ResponsibleGamingEvent[]): ResponsibleGamingState => foldResponsibleGaming(events);
const limitSet = (
  period: 'day' | 'week' | 'month',
  amount: string | null,
  effectiveHours = 0,
): ResponsibleGamingEvent => ({
  type: 'DepositLimitSet',
  data: { period, amount, set_at: T0.toISOString(), effective_at: hoursLater(effectiveHours).toISOString() },
});
const nothingDeposited = { day: 0n, week: 0n, month: 0n };

function refusal(run: () => unknown): { key: string; data: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, data: error.data };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('deposit limits (decider)', () => {
  it('sets a first limit at once', () => {
    const events = setDepositLimits(given(), { day: 10_000n }, T0);
    expect(events).toEqual([
      {
        type: 'DepositLimitSet',
        data: { period: 'day', amount: '10000', set_at: T0.toISOString(), effective_at: T0.toISOString() },
      },
    ]);
    expect(settle(given(...events), T0).limits.day).toBe('10000');
  });

  it('lowers at once and raises only after 24 hours', () => {
    const state = given(limitSet('day', '10000'), limitSet('week', '50000'));
    const events = setDepositLimits(state, { day: 5_000n, week: 90_000n }, T0);
    expect(events.map((event) => [event.data.period, event.data.amount, event.data.effective_at])).toEqual([
      ['day', '5000', T0.toISOString()],
      ['week', '90000', hoursLater(24).toISOString()],
    ]);
    const after = given(limitSet('day', '10000'), limitSet('week', '50000'), ...events);
    expect(settle(after, hoursLater(23.99)).limits).toEqual({ day: '5000', week: '50000', month: null });
    expect(settle(after, hoursLater(23.99)).pending).toEqual([
      { period: 'week', amount: '90000', effective_at: hoursLater(24).toISOString() },
    ]);
    expect(settle(after, hoursLater(24)).limits.week).toBe('90000');
    expect(settle(after, hoursLater(24)).pending).toEqual([]);
  });

  it('removes a limit only after 24 hours', () => {
    const events = setDepositLimits(given(limitSet('month', '100000')), { month: null }, T0);
    expect(events[0].data).toMatchObject({ amount: null, effective_at: hoursLater(24).toISOString() });
  });

  it('cancels a pending raise when the limit in force is asked for again, and ignores repeats', () => {
    const state = given(limitSet('day', '10000'), limitSet('day', '20000', 24));
    expect(setDepositLimits(state, { day: 20_000n }, T0)).toEqual([]);
    const cancel = setDepositLimits(state, { day: 10_000n }, T0);
    expect(cancel[0].data.effective_at).toBe(T0.toISOString());
    expect(
      settle(given(limitSet('day', '10000'), limitSet('day', '20000', 24), ...cancel), hoursLater(30)).limits.day,
    ).toBe('10000');
    expect(setDepositLimits(given(limitSet('day', '10000')), { day: 10_000n }, T0)).toEqual([]);
  });

  it('refuses a top-up past a limit, naming the period and what is left', () => {
    const state = given(limitSet('day', '10000'), limitSet('month', '30000'));
    expect(() => assertDepositAllowed(state, { day: 4_000n, week: 4_000n, month: 4_000n }, 6_000n, T0)).not.toThrow();
    expect(
      refusal(() => assertDepositAllowed(state, { day: 4_000n, week: 4_000n, month: 4_000n }, 6_001n, T0)),
    ).toEqual({
      key: 'DEPOSIT_LIMIT_EXCEEDED',
      data: { period: 'day', limit: '100.00', remaining: '60.00' },
    });
    expect(
      refusal(() => assertDepositAllowed(state, { day: 0n, week: 0n, month: 29_000n }, 2_000n, T0)).data,
    ).toMatchObject({
      period: 'month',
      remaining: '10.00',
    });
    expect(() => assertDepositAllowed(given(), nothingDeposited, 10n ** 12n, T0)).not.toThrow();
  });
});

describe('cool-off and self-exclusion (decider)', () => {
  it('starts a cool-off for its hours and refuses play and top-ups until it ends', () => {
    const events = startExclusion(given(), { kind: 'cool_off', hours: 48 }, T0);
    expect(events).toEqual([
      {
        type: 'ExclusionStarted',
        data: { kind: 'cool_off', started_at: T0.toISOString(), until: hoursLater(48).toISOString() },
      },
    ]);
    const state = given(...events);
    expect(refusal(() => assertNotExcluded(state, hoursLater(47))).key).toBe('SELF_EXCLUDED');
    expect(refusal(() => assertDepositAllowed(state, nothingDeposited, 100n, hoursLater(1))).key).toBe('SELF_EXCLUDED');
    expect(() => assertNotExcluded(state, hoursLater(48))).not.toThrow();
  });

  it.each([
    ['days null', { kind: 'self_exclusion', days: null }],
    ['days 0', { kind: 'self_exclusion', days: 0 }],
    ['days 1.5', { kind: 'self_exclusion', days: 1.5 }],
    ['days 1826', { kind: 'self_exclusion', days: 1826 }],
    ['cool_off_hours null', { kind: 'cool_off', hours: null }],
    ['cool_off_hours 23', { kind: 'cool_off', hours: 23 }],
    ['cool_off_hours 1e308', { kind: 'cool_off', hours: 1e308 }],
  ])('records nothing for a length out of bounds: %s', (_case, request) => {
    expect(refusal(() => startExclusion(given(), request as unknown as ExclusionRequest, T0)).key).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('cannot be shortened, by a shorter one or the same, but a longer one replaces it', () => {
    const state = given(...startExclusion(given(), { kind: 'self_exclusion', days: 180 }, T0));
    expect(refusal(() => startExclusion(state, { kind: 'cool_off', hours: 24 }, hoursLater(1))).key).toBe(
      'EXCLUSION_CANNOT_SHORTEN',
    );
    expect(refusal(() => startExclusion(state, { kind: 'self_exclusion', days: 179 }, hoursLater(24))).key).toBe(
      'EXCLUSION_CANNOT_SHORTEN',
    );
    const longer = startExclusion(state, { kind: 'self_exclusion', days: 365 }, hoursLater(1));
    expect(
      exclusionAt(
        given(...startExclusion(given(), { kind: 'self_exclusion', days: 180 }, T0), ...longer),
        hoursLater(2),
      )?.until,
    ).toBe(new Date(hoursLater(1).getTime() + 365 * 86_400_000).toISOString());
  });

  it('a permanent self-exclusion never ends and nothing replaces it', () => {
    const state = given(...startExclusion(given(), { kind: 'self_exclusion', permanent: true }, T0));
    expect(exclusionAt(state, hoursLater(24 * 365 * 50))).toMatchObject({ until: null });
    expect(refusal(() => startExclusion(state, { kind: 'self_exclusion', days: 1825 }, hoursLater(1))).key).toBe(
      'EXCLUSION_CANNOT_SHORTEN',
    );
  });

  it('folds racing exclusions to the longer one whatever their order', () => {
    const short: ResponsibleGamingEvent = {
      type: 'ExclusionStarted',
      data: { kind: 'cool_off', started_at: T0.toISOString(), until: hoursLater(24).toISOString() },
    };
    const long: ResponsibleGamingEvent = {
      type: 'ExclusionStarted',
      data: { kind: 'self_exclusion', started_at: T0.toISOString(), until: hoursLater(9000).toISOString() },
    };
    expect(given(long, short).exclusion).toEqual(given(short, long).exclusion);
    expect(given(long, short).exclusion?.kind).toBe('self_exclusion');
  });

  it('a new one may start once the last has ended', () => {
    const ended = given(...startExclusion(given(), { kind: 'cool_off', hours: 24 }, T0));
    const next = startExclusion(ended, { kind: 'cool_off', hours: 24 }, hoursLater(30));
    expect(
      exclusionAt(given(...startExclusion(given(), { kind: 'cool_off', hours: 24 }, T0), ...next), hoursLater(31))
        ?.until,
    ).toBe(hoursLater(54).toISOString());
  });
});

describe('session reminders (decider)', () => {
  it('records a change and nothing for a repeat', () => {
    expect(setSessionReminder(given(), 30)).toEqual([{ type: 'SessionReminderSet', data: { every_minutes: 30 } }]);
    expect(setSessionReminder(given({ type: 'SessionReminderSet', data: { every_minutes: 30 } }), 30)).toEqual([]);
  });
});

describe('periods in the site time zone', () => {
  it('starts days at local midnight, weeks on Monday and months on the 1st', () => {
    // 2026-03-04 10:00 UTC is Wednesday 18:00 in Shanghai (UTC+8).
    expect(periodStart('day', T0, 'Asia/Shanghai').toISOString()).toBe('2026-03-03T16:00:00.000Z');
    expect(periodStart('week', T0, 'Asia/Shanghai').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(periodStart('month', T0, 'Asia/Shanghai').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    // 2026-03-01 20:00 UTC is already Monday 2 March in Shanghai.
    expect(periodStart('week', new Date('2026-03-01T20:00:00Z'), 'Asia/Shanghai').toISOString()).toBe(
      '2026-03-01T16:00:00.000Z',
    );
    expect(periodStart('day', T0, 'UTC').toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });
});
