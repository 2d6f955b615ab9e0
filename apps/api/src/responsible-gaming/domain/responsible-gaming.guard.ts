// Responsible gaming's rules as part of every decision on the player stream, for the write side and
// the audit alike. The player's facts (limits, exclusions, reminders) fold into the account's own
// state, and a guard of the player account kind holds each decision to them before its append,
// which expects the version the decision saw. So a spend or top-up racing an exclusion or a lower
// limit either lands before it or is refused, and the audit checks exactly this, in stream order:
// - once a cool-off or self-exclusion is on the stream, no later decision records play or a top-up
//   until it ends (403 SELF_EXCLUDED);
// - a top-up asked for (TopUpRequested) fits every deposit limit in force: the top-ups asked for in
//   the period, paid or still open to payment, plus this one (422 DEPOSIT_LIMIT_EXCEEDED).
// Pure.
import { ChangeType, type DepositLimitPeriod } from '@lootledger/contracts';
import {
  extensionState,
  PLAYER_ACCOUNT,
  withExtensionState,
  type PlayerAccountState,
  type RequestedTopUp,
  type TopUpRequestedData,
} from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';
import { extension, kindGuard, type CommandContext, type StreamEvent } from '../../platform/event-sourcing';
import { periodStart } from './periods';
import {
  evolveResponsibleGaming,
  initialResponsibleGamingState,
  type Exclusion,
  type ResponsibleGamingState,
} from './responsible-gaming';
import { assertDepositAllowed } from './responsible-gaming.decider';
import {
  DEPOSIT_LIMIT_SET,
  EXCLUSION_STARTED,
  SESSION_REMINDER_SET,
  type ResponsibleGamingEvent,
} from './responsible-gaming.events';

/** The owner of the rules' slot on the account. */
const OWNER = 'responsible-gaming';

/** Credits that are play or a top-up of the player's own: refused while excluded. */
export const CREDITS_REFUSED_WHILE_EXCLUDED: readonly number[] = [
  ChangeType.CARD_CODE,
  ChangeType.SIGN_IN_PACKET,
  ChangeType.TASK_REWARD,
];

/** Coins the player pays into a game or the shop: refused while excluded (the games' added by registerExcludedPlay). */
const debitsRefused: number[] = [ChangeType.BOX_OPEN, ChangeType.SHOP];
export const DEBITS_REFUSED_WHILE_EXCLUDED: readonly number[] = debitsRefused;

/**
 * Facts that are play or a top-up whatever their coins: a box opened (free ones too), a top-up asked
 * for, a red packet's claim asked for (decided on another stream after), and the games' (a ROLL
 * room's join asked for, added by registerExcludedPlay).
 */
const factsRefused: string[] = ['BoxOpened', 'TopUpRequested', 'RedPacketClaimAsked'];
export const FACTS_REFUSED_WHILE_EXCLUDED: readonly string[] = factsRefused;

/** Adds a game's play to what an exclusion refuses (registerGamePlay; again: nothing new). */
export function registerExcludedPlay(play: { spend: readonly number[]; facts?: readonly string[] }): void {
  for (const type of play.spend) if (!debitsRefused.includes(type)) debitsRefused.push(type);
  for (const fact of play.facts ?? []) if (!factsRefused.includes(fact)) factsRefused.push(fact);
}

/** Whether an event on the player stream is play or a top-up (what an exclusion refuses). */
export function isPlayOrTopUp(event: Pick<StreamEvent, 'type' | 'data'>): boolean {
  if (FACTS_REFUSED_WHILE_EXCLUDED.includes(event.type)) return true;
  const changeType = Number((event.data as { change_type?: unknown }).change_type);
  if (event.type === 'CoinsCredited') return CREDITS_REFUSED_WHILE_EXCLUDED.includes(changeType);
  if (event.type === 'CoinsDebited') return DEBITS_REFUSED_WHILE_EXCLUDED.includes(changeType);
  return false;
}

/** The player's rules as folded on their account. */
export function rulesOf(state: PlayerAccountState): ResponsibleGamingState {
  return extensionState<ResponsibleGamingState>(state, OWNER) ?? initialResponsibleGamingState();
}

/**
 * Whether the exclusion recorded on the stream still holds at `at`. Its start is not compared: it is
 * already on the stream, so everything decided now comes after it in the log.
 */
export function excludedAt(exclusion: Exclusion | null, at: Date): boolean {
  return exclusion !== null && (exclusion.until === null || Date.parse(exclusion.until) > at.getTime());
}

/** What the top-ups asked for in each period before `at` add up to (paid ones, and unpaid ones still open). */
export function requestedInPeriods(
  topUps: readonly RequestedTopUp[],
  at: Date,
  timeZone: string,
): Record<DepositLimitPeriod, bigint> {
  const counted = topUps.filter((topUp) => topUp.credited || Date.parse(topUp.expiresAt) > at.getTime());
  const sum = (period: DepositLimitPeriod) => {
    const from = periodStart(period, at, timeZone).getTime();
    return counted
      .filter((topUp) => Date.parse(topUp.requestedAt) >= from)
      .reduce((total, topUp) => total + topUp.amount, 0n);
  };
  return { day: sum('day'), week: sum('week'), month: sum('month') };
}

/**
 * Refuses a decision that breaks the player's rules: play or a top-up while excluded (403
 * SELF_EXCLUDED), a top-up past a deposit limit in force (422 DEPOSIT_LIMIT_EXCEEDED with the period,
 * the limit and what is left). `state` is the account the decision was made on.
 */
export function holdToTheRules(state: PlayerAccountState, events: readonly StreamEvent[], at: Date): void {
  if (!events.some(isPlayOrTopUp)) return;
  const rules = rulesOf(state);
  if (excludedAt(rules.exclusion, at)) throw new DomainError('SELF_EXCLUDED');
  let topUps = state.topUps;
  for (const event of events) {
    if (event.type !== 'TopUpRequested') continue;
    const request = event.data as unknown as TopUpRequestedData;
    const amount = BigInt(request.bean);
    assertDepositAllowed(rules, requestedInPeriods(topUps, at, request.time_zone), amount, at);
    // A second request in the same decision counts the first.
    topUps = [
      ...topUps,
      {
        reference: request.reference,
        amount,
        requestedAt: at.toISOString(),
        expiresAt: request.expires_at,
        credited: false,
      },
    ];
  }
}

function foldRules(state: PlayerAccountState, event: StreamEvent): PlayerAccountState {
  return withExtensionState(state, OWNER, evolveResponsibleGaming(rulesOf(state), event as ResponsibleGamingEvent));
}

// The player's facts about their own rules: the account keeps them for the guard; coins and items
// do not change.
export const DEPOSIT_LIMIT_SET_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, DEPOSIT_LIMIT_SET, foldRules);
export const EXCLUSION_STARTED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, EXCLUSION_STARTED, foldRules);
export const SESSION_REMINDER_SET_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, SESSION_REMINDER_SET, foldRules);

export const HELD_TO_THE_RULES = kindGuard(
  PLAYER_ACCOUNT,
  'responsible-gaming.rules',
  (state: PlayerAccountState, events: readonly StreamEvent[], context: CommandContext) =>
    holdToTheRules(state, events, context.at),
);
