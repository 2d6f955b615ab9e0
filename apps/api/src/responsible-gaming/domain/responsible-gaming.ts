// A player's responsible-gaming rules as deciders see them, folded from the facts on the player
// stream (responsible-gaming.events.ts). Pure; JSON-serialisable (the read model keeps it as is),
// amounts as hundredths strings, times as ISO strings.
import type { DepositLimitPeriod, ExclusionKind } from '@lootledger/contracts';
import type { ResponsibleGamingEvent } from './responsible-gaming.events';

export interface PendingLimit {
  readonly period: DepositLimitPeriod;
  readonly amount: string | null;
  readonly effective_at: string;
}

export interface Exclusion {
  readonly kind: ExclusionKind;
  readonly started_at: string;
  /** null: permanent. */
  readonly until: string | null;
}

export interface ResponsibleGamingState {
  /** Limits in force as of the last fact (a pending change past its time applies on read: limitsAt). */
  readonly limits: Readonly<Record<DepositLimitPeriod, string | null>>;
  /** At most one per period. */
  readonly pending: readonly PendingLimit[];
  /** The longest exclusion ever started (it may have ended: exclusionAt). */
  readonly exclusion: Exclusion | null;
  readonly reminderMinutes: number | null;
}

export function initialResponsibleGamingState(): ResponsibleGamingState {
  return { limits: { day: null, week: null, month: null }, pending: [], exclusion: null, reminderMinutes: null };
}

export function evolveResponsibleGaming(
  state: ResponsibleGamingState,
  event: ResponsibleGamingEvent,
): ResponsibleGamingState {
  switch (event.type) {
    case 'DepositLimitSet': {
      const settled = settle(state, new Date(event.data.set_at));
      const { period, amount, effective_at: effectiveAt, set_at: setAt } = event.data;
      const others = settled.pending.filter((pending) => pending.period !== period);
      if (Date.parse(effectiveAt) <= Date.parse(setAt)) {
        return { ...settled, limits: { ...settled.limits, [period]: amount }, pending: others };
      }
      return { ...settled, pending: [...others, { period, amount, effective_at: effectiveAt }] };
    }
    case 'ExclusionStarted':
      // The longer one stands: a fact can only extend an exclusion (the decider refuses a shorter
      // one, and two racing requests fold to the longer whatever their order).
      return { ...state, exclusion: longer(state.exclusion, event.data) };
    case 'SessionReminderSet':
      return { ...state, reminderMinutes: event.data.every_minutes };
    default:
      return unknownEvent(event);
  }
}

export function foldResponsibleGaming(events: readonly ResponsibleGamingEvent[]): ResponsibleGamingState {
  return events.reduce(evolveResponsibleGaming, initialResponsibleGamingState());
}

/** The state with every pending change whose time has come applied. */
export function settle(state: ResponsibleGamingState, now: Date): ResponsibleGamingState {
  const due = state.pending.filter((pending) => Date.parse(pending.effective_at) <= now.getTime());
  if (due.length === 0) return state;
  const limits = { ...state.limits };
  for (const pending of due) limits[pending.period] = pending.amount;
  return { ...state, limits, pending: state.pending.filter((pending) => !due.includes(pending)) };
}

/** The exclusion in force at `now`, or null. */
export function exclusionAt(state: ResponsibleGamingState, now: Date): Exclusion | null {
  const exclusion = state.exclusion;
  if (!exclusion) return null;
  if (exclusion.until !== null && Date.parse(exclusion.until) <= now.getTime()) return null;
  if (Date.parse(exclusion.started_at) > now.getTime()) return null;
  return exclusion;
}

/** The exclusion that ends later (a permanent one outlasts any); the current one on a tie. */
export function longer<Window extends { readonly until: string | null }>(current: Window | null, next: Window): Window {
  if (!current) return next;
  if (current.until === null) return current;
  if (next.until === null) return next;
  // An exclusion that ended before the new one began is simply replaced.
  return Date.parse(next.until) > Date.parse(current.until) ? next : current;
}

function unknownEvent(event: never): never {
  throw new Error(`Unknown responsible-gaming event ${(event as { type: string }).type}`);
}
