// The player stream's guard (given the stream's events / when a decision / then refused or not),
// through the kind itself: the fold of the player's rules and top-ups, and the check every decision
// passes.
import { ChangeType } from '@lootledger/contracts';
import { PLAYER_ACCOUNT, initialState, topUpRequested, type PlayerAccountState } from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';
import type { CommandContext, StreamEvent } from '../../platform/event-sourcing';
import { isPlayOrTopUp } from './responsible-gaming.guard';
// The games' spend change types and facts join the rules with their registrations.
import '../../games/testing';

const T0 = new Date('2026-03-04T10:00:00.000Z');
const hoursLater = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const ZONE = 'Asia/Shanghai';
const at = (when: Date): CommandContext => ({ actor: { type: 'player', id: 'p1' }, at: when });

const excluded = (hours: number | null, from = T0): StreamEvent => ({
  type: 'ExclusionStarted',
  data: {
    kind: 'self_exclusion',
    started_at: from.toISOString(),
    until: hours === null ? null : hoursLater(hours).toISOString(),
  },
});
const coins = (type: 'CoinsCredited' | 'CoinsDebited', changeType: number): StreamEvent => ({
  type,
  data: { amount: '100', balance_after: '100', change_type: changeType, reference: 'r', counter_account: 'x' },
});
const given = (...events: StreamEvent[]): PlayerAccountState => PLAYER_ACCOUNT.fold(initialState(), events);

function decision(state: PlayerAccountState, events: StreamEvent[], when: Date): string {
  try {
    PLAYER_ACCOUNT.check(state, events, at(when));
    return 'allowed';
  } catch (error) {
    if (error instanceof DomainError && error.key === 'DEPOSIT_LIMIT_EXCEEDED') {
      const { period, remaining } = error.data as { period: string; remaining: string };
      return `${error.key} ${period} ${remaining}`;
    }
    if (error instanceof DomainError) return error.key;
    throw error;
  }
}

describe('no play or top-up after an exclusion on the player stream', () => {
  const boxDebit = coins('CoinsDebited', ChangeType.BOX_OPEN);

  it('refuses a box debit decided while the exclusion holds, even at a time before its start', () => {
    const state = given(excluded(24, hoursLater(1)));
    expect(decision(state, [boxDebit], hoursLater(2))).toBe('SELF_EXCLUDED');
    // A spend decided on a clock behind the exclusion's still comes after it in the log.
    expect(decision(state, [boxDebit], T0)).toBe('SELF_EXCLUDED');
  });

  it('allows play once it has ended, and never ends a permanent one', () => {
    expect(decision(given(excluded(24)), [boxDebit], hoursLater(24))).toBe('allowed');
    expect(decision(given(excluded(null)), [boxDebit], hoursLater(24 * 3650))).toBe('SELF_EXCLUDED');
  });

  it('keeps the longer of two exclusions, in either order', () => {
    expect(decision(given(excluded(48), excluded(2)), [boxDebit], hoursLater(24))).toBe('SELF_EXCLUDED');
    expect(decision(given(excluded(2), excluded(48)), [boxDebit], hoursLater(24))).toBe('SELF_EXCLUDED');
  });

  it('allows what an excluded player may still do: recycling, refunds, staff corrections, paid recharges', () => {
    const state = given(excluded(null));
    const allowed: [string, StreamEvent][] = [
      ['recycle', coins('CoinsCredited', ChangeType.RECYCLE)],
      ['refund', coins('CoinsCredited', ChangeType.REFUND)],
      ['staff correction', coins('CoinsDebited', ChangeType.STAFF_ADJUSTMENT)],
      ['paid recharge', coins('CoinsCredited', ChangeType.RECHARGE)],
      ['battle won', coins('CoinsCredited', ChangeType.BATTLE_WIN)],
    ];
    for (const [what, event] of allowed) expect([what, decision(state, [event], T0)]).toEqual([what, 'allowed']);
  });

  it('refuses every kind of play and top-up, alone or beside allowed events', () => {
    const state = given(excluded(24));
    const refused: StreamEvent[] = [
      ...[
        ChangeType.BOX_OPEN,
        ChangeType.BATTLE,
        ChangeType.UPGRADE,
        ChangeType.CONTRACT,
        ChangeType.ROLL,
        ChangeType.SHOP,
      ].map((type) => coins('CoinsDebited', type)),
      ...[ChangeType.CARD_CODE, ChangeType.SIGN_IN_PACKET, ChangeType.TASK_REWARD].map((type) =>
        coins('CoinsCredited', type),
      ),
      { type: 'BoxOpened', data: {} },
      { type: 'RollJoinAsked', data: { room_id: 'r1' } },
      { type: 'RedPacketClaimAsked', data: { campaign_id: 'c1' } },
      topUpRequested('R1', 100n, T0, hoursLater(1), ZONE),
    ];
    for (const event of refused) {
      expect(isPlayOrTopUp(event)).toBe(true);
      expect(decision(state, [coins('CoinsCredited', ChangeType.RECYCLE), event], T0)).toBe('SELF_EXCLUDED');
      expect(decision(given(), [event], T0)).toBe('allowed');
    }
  });
});

describe('a top-up asked for fits the deposit limits in force', () => {
  // 10:00 UTC is 18:00 in Shanghai: the day there began at 16:00 UTC the day before.
  const dayLimit = (amount: string | null, effectiveHours = 0): StreamEvent => ({
    type: 'DepositLimitSet',
    data: { period: 'day', amount, set_at: T0.toISOString(), effective_at: hoursLater(effectiveHours).toISOString() },
  });
  const ask = (reference: string, bean: bigint, when = T0, ttlHours = 0.25) =>
    topUpRequested(reference, bean, when, new Date(when.getTime() + ttlHours * 3_600_000), ZONE);
  const paid = (reference: string, bean: bigint): StreamEvent => ({
    type: 'CoinsCredited',
    data: {
      amount: bean.toString(),
      balance_after: bean.toString(),
      change_type: ChangeType.RECHARGE,
      reference,
      counter_account: 'payment_clearing',
    },
  });

  it('counts what was asked for in the period, paid or still open, and names what is left', () => {
    const state = given(dayLimit('15000'), ask('R1', 10_000n), paid('R1', 10_000n), ask('R2', 3_000n));
    expect(decision(state, [ask('R3', 2_000n)], T0)).toBe('allowed');
    expect(decision(state, [ask('R3', 2_001n)], T0)).toBe('DEPOSIT_LIMIT_EXCEEDED day 20.00');
    // Two requests in one decision count each other.
    expect(decision(state, [ask('R3', 1_000n), ask('R4', 1_001n)], T0)).toBe('DEPOSIT_LIMIT_EXCEEDED day 10.00');
  });

  it('stops counting an unpaid request once it expired, but never a paid one', () => {
    const state = given(dayLimit('15000'), ask('R1', 10_000n), paid('R1', 10_000n), ask('R2', 5_000n));
    expect(decision(state, [ask('R3', 5_000n)], hoursLater(0.5))).toBe('allowed');
    expect(decision(state, [ask('R3', 5_001n)], hoursLater(0.5))).toBe('DEPOSIT_LIMIT_EXCEEDED day 50.00');
  });

  it('starts a new period at midnight in the time zone the request names', () => {
    const state = given(dayLimit('10000'), ask('R1', 10_000n), paid('R1', 10_000n));
    expect(decision(state, [ask('R2', 1n, hoursLater(5))], hoursLater(5))).toBe('DEPOSIT_LIMIT_EXCEEDED day 0.00');
    // 16:00 UTC is midnight in Shanghai.
    expect(decision(state, [ask('R2', 10_000n, hoursLater(6))], hoursLater(6))).toBe('allowed');
  });

  it('applies a raise only once it takes effect; a lowering at once', () => {
    const raised = given(dayLimit('10000'), dayLimit('50000', 24), ask('R1', 10_000n), paid('R1', 10_000n));
    expect(decision(raised, [ask('R2', 1n)], T0)).toBe('DEPOSIT_LIMIT_EXCEEDED day 0.00');
    const lowered = given(dayLimit('50000'), ask('R1', 10_000n), paid('R1', 10_000n), dayLimit('10000'));
    expect(decision(lowered, [ask('R2', 1n)], T0)).toBe('DEPOSIT_LIMIT_EXCEEDED day 0.00');
  });

  it('leaves spends and top-ups alone when no rule is set', () => {
    expect(decision(given(ask('R1', 10_000_000n)), [ask('R2', 10_000_000n)], T0)).toBe('allowed');
  });
});
