// The player stream's guard (given the stream's events / when a decision / then refused or not),
// through the kind itself: the fold of ExclusionStarted and the check every decision passes.
import { ChangeType } from '@lootledger/contracts';
import { PLAYER_ACCOUNT, initialState, type PlayerAccountState } from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';
import type { CommandContext, StreamEvent } from '../../platform/event-sourcing';
import { isPlayOrTopUp } from './play-while-excluded';

const T0 = new Date('2026-03-04T10:00:00.000Z');
const hoursLater = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
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
      { type: 'TopUpRequested', data: { order_id: 'R1', bean: '100', expires_at: T0.toISOString() } },
    ];
    for (const event of refused) {
      expect(isPlayOrTopUp(event)).toBe(true);
      expect(decision(state, [coins('CoinsCredited', ChangeType.RECYCLE), event], T0)).toBe('SELF_EXCLUDED');
      expect(decision(given(), [event], T0)).toBe('allowed');
    }
  });
});
