// Responsible gaming's facts on the player stream (`player-{id}`), registered as extensions of the
// ledger's player account kind like a game's: the ledger's files know nothing of them and they
// change nothing in the account's coin state. Amounts are integer hundredths as strings, times ISO.
import { defineEvent } from '../../platform/event-sourcing';
import type { DepositLimitPeriod, ExclusionKind } from '@lootledger/contracts';

export interface DepositLimitSetData {
  readonly period: DepositLimitPeriod;
  /** Hundredths; null: no limit. */
  readonly amount: string | null;
  /** When the player asked. */
  readonly set_at: string;
  /** set_at for a lowering (at once); set_at + 24 h for a raise or a removal. */
  readonly effective_at: string;
}

export interface DepositLimitSet {
  readonly type: 'DepositLimitSet';
  readonly data: DepositLimitSetData;
}

export interface ExclusionStartedData {
  readonly kind: ExclusionKind;
  readonly started_at: string;
  /** null: permanent (self-exclusion only). */
  readonly until: string | null;
}

/** A cool-off or a self-exclusion began (or a longer one replaced the one in force). */
export interface ExclusionStarted {
  readonly type: 'ExclusionStarted';
  readonly data: ExclusionStartedData;
}

export interface SessionReminderSetData {
  /** Minutes of play between reminders; null: off. */
  readonly every_minutes: number | null;
}

export interface SessionReminderSet {
  readonly type: 'SessionReminderSet';
  readonly data: SessionReminderSetData;
}

export type ResponsibleGamingEvent = DepositLimitSet | ExclusionStarted | SessionReminderSet;

export const RESPONSIBLE_GAMING_EVENT_TYPES = ['DepositLimitSet', 'ExclusionStarted', 'SessionReminderSet'] as const;

const isTime = (value: unknown): boolean => typeof value === 'string' && !Number.isNaN(Date.parse(value));

export const DEPOSIT_LIMIT_SET = defineEvent('DepositLimitSet', {
  parse: (data, check): DepositLimitSetData => {
    check.that(['day', 'week', 'month'].includes(data.period as string), 'period');
    check.that(data.amount === null || (typeof data.amount === 'string' && /^\d+$/.test(data.amount)), 'amount');
    check.that(isTime(data.set_at) && isTime(data.effective_at), 'times');
    return data as unknown as DepositLimitSetData;
  },
});

export const EXCLUSION_STARTED = defineEvent('ExclusionStarted', {
  parse: (data, check): ExclusionStartedData => {
    check.that(data.kind === 'cool_off' || data.kind === 'self_exclusion', 'kind');
    check.that(isTime(data.started_at) && (data.until === null || isTime(data.until)), 'times');
    return data as unknown as ExclusionStartedData;
  },
});

export const SESSION_REMINDER_SET = defineEvent('SessionReminderSet', {
  parse: (data, check): SessionReminderSetData => {
    check.that(data.every_minutes === null || Number.isInteger(data.every_minutes), 'every_minutes');
    return data as unknown as SessionReminderSetData;
  },
});
