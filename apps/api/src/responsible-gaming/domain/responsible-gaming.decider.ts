// The responsible-gaming deciders: deposit limits (lower at once, raise or remove after 24 h), cool-off
// and self-exclusion (only ever extended), session reminders, and the deposit check a top-up passes
// before an order exists. Pure: `now` and the deposits of each period arrive in the command.
import { formatAmount, type DepositLimitPeriod, type ExclusionKind } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import type { DepositLimitSet, ExclusionStarted, SessionReminderSet } from './responsible-gaming.events';
import { exclusionAt, settle, type ResponsibleGamingState } from './responsible-gaming';

export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
export const PERIODS: readonly DepositLimitPeriod[] = ['day', 'week', 'month'];

/** Bounds (contract section 12 and the issue): cool-off 24 h–6 weeks, self-exclusion 1–1825 days or permanent. */
export const COOL_OFF_HOURS = { min: 24, max: 1008 } as const;
export const SELF_EXCLUSION_DAYS = { min: 1, max: 1825 } as const;
/** Reminder every 5 to 240 minutes of play. */
export const REMINDER_MINUTES = { min: 5, max: 240 } as const;
/** The largest limit a player may set (hundredths). */
export const MAX_LIMIT = 100_000_000_00n;

/** Per period: undefined leaves it, null removes the limit, a bigint (hundredths) sets it. */
export type LimitChanges = Partial<Record<DepositLimitPeriod, bigint | null>>;

export function setDepositLimits(state: ResponsibleGamingState, changes: LimitChanges, now: Date): DepositLimitSet[] {
  const current = settle(state, now);
  const events: DepositLimitSet[] = [];
  for (const period of PERIODS) {
    const wanted = changes[period];
    if (wanted === undefined) continue;
    const inForce = current.limits[period] === null ? null : BigInt(current.limits[period]);
    const pending = current.pending.find((change) => change.period === period);
    const sameAsInForce = wanted === inForce;
    // Asking for what is in force again cancels a pending change (recorded at once); otherwise a
    // repeat of the pending change or of the limit in force changes nothing.
    if (sameAsInForce && !pending) continue;
    if (pending && !sameAsInForce && (pending.amount === null ? null : BigInt(pending.amount)) === wanted) continue;
    const lowers = wanted !== null && (inForce === null || wanted <= inForce);
    const at = now.toISOString();
    events.push({
      type: 'DepositLimitSet',
      data: {
        period,
        amount: wanted === null ? null : wanted.toString(),
        set_at: at,
        effective_at: lowers ? at : new Date(now.getTime() + RAISE_DELAY_MS).toISOString(),
      },
    });
  }
  return events;
}

export type ExclusionRequest =
  | { readonly kind: 'cool_off'; readonly hours: number }
  | { readonly kind: 'self_exclusion'; readonly days: number }
  | { readonly kind: 'self_exclusion'; readonly permanent: true };

/** Starts a cool-off or a self-exclusion; one in force can only be replaced by a longer one. */
export function startExclusion(
  state: ResponsibleGamingState,
  request: ExclusionRequest,
  now: Date,
): ExclusionStarted[] {
  assertDuration(request);
  const until = untilOf(request, now);
  const inForce = exclusionAt(state, now);
  if (inForce) {
    const shorter = inForce.until === null || (until !== null && Date.parse(until) <= Date.parse(inForce.until));
    if (shorter) throw new DomainError('EXCLUSION_CANNOT_SHORTEN', {}, { until: inForce.until });
  }
  const kind: ExclusionKind = request.kind;
  return [{ type: 'ExclusionStarted', data: { kind, started_at: now.toISOString(), until } }];
}

/**
 * The length must be a whole number within its bounds: a null that once got here was read as 0 and
 * recorded an exclusion that ended as it began (400 VALIDATION_FAILED, nothing recorded).
 */
function assertDuration(request: ExclusionRequest): void {
  if ('permanent' in request) return;
  const [field, value, { min, max }] =
    request.kind === 'cool_off'
      ? (['cool_off_hours', request.hours, COOL_OFF_HOURS] as const)
      : (['days', request.days, SELF_EXCLUSION_DAYS] as const);
  if (Number.isInteger(value) && value >= min && value <= max) return;
  throw DomainError.invalidFields([
    {
      field,
      message: { en: `${field} must be a whole number from ${min} to ${max}`, zh: `${field} 须为${min}到${max}的整数` },
    },
  ]);
}

function untilOf(request: ExclusionRequest, now: Date): string | null {
  if ('permanent' in request) return null;
  const ms = request.kind === 'cool_off' ? request.hours * 3_600_000 : request.days * 86_400_000;
  return new Date(now.getTime() + ms).toISOString();
}

export function setSessionReminder(state: ResponsibleGamingState, everyMinutes: number | null): SessionReminderSet[] {
  if (state.reminderMinutes === everyMinutes) return [];
  return [{ type: 'SessionReminderSet', data: { every_minutes: everyMinutes } }];
}

/** Refuses any coin-moving play or top-up while an exclusion is in force (403 SELF_EXCLUDED). */
export function assertNotExcluded(state: ResponsibleGamingState, now: Date): void {
  const inForce = exclusionAt(state, now);
  if (inForce) throw new DomainError('SELF_EXCLUDED', {}, { kind: inForce.kind, until: inForce.until });
}

/**
 * A top-up of `amount` (hundredths) on top of what was deposited in each period so far: refused
 * (422 DEPOSIT_LIMIT_EXCEEDED, naming the period and what is left) when it would pass a limit in force.
 */
export function assertDepositAllowed(
  state: ResponsibleGamingState,
  deposited: Readonly<Record<DepositLimitPeriod, bigint>>,
  amount: bigint,
  now: Date,
): void {
  assertNotExcluded(state, now);
  const { limits } = settle(state, now);
  for (const period of PERIODS) {
    const limit = limits[period];
    if (limit === null) continue;
    const left = BigInt(limit) - deposited[period];
    if (amount > left) {
      throw new DomainError(
        'DEPOSIT_LIMIT_EXCEEDED',
        {},
        { period, limit: formatAmount(BigInt(limit)), remaining: formatAmount(left > 0n ? left : 0n) },
      );
    }
  }
}
