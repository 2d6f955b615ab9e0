// The one rule of an exclusion, for the write side and the audit alike: once a cool-off or
// self-exclusion is on the player stream, no later decision on that stream may record play or a
// top-up until it ends. The player stream's guard applies it inside the decision (the append expects
// the version that holds the exclusion, so a spend racing it either lands before it or is refused);
// the audit checks exactly this, in stream order. Pure.
import { ChangeType } from '@lootledger/contracts';
import { PLAYER_ACCOUNT, type ExclusionWindow, type PlayerAccountState } from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';
import { extension, kindGuard, type CommandContext, type StreamEvent } from '../../platform/event-sourcing';
import { EXCLUSION_STARTED, type ExclusionStartedData } from './responsible-gaming.events';
import { longer } from './responsible-gaming';

/** Credits that are play or a top-up of the player's own: refused while excluded. */
export const CREDITS_REFUSED_WHILE_EXCLUDED: readonly number[] = [
  ChangeType.CARD_CODE,
  ChangeType.SIGN_IN_PACKET,
  ChangeType.TASK_REWARD,
];

/** Coins the player pays into a game or the shop: refused while excluded. */
export const DEBITS_REFUSED_WHILE_EXCLUDED: readonly number[] = [
  ChangeType.BOX_OPEN,
  ChangeType.BATTLE,
  ChangeType.UPGRADE,
  ChangeType.CONTRACT,
  ChangeType.ROLL,
  ChangeType.SHOP,
];

/** Facts that are play or a top-up whatever their coins: a box opened (free ones too), a recharge asked for. */
export const FACTS_REFUSED_WHILE_EXCLUDED: readonly string[] = ['BoxOpened', 'TopUpRequested'];

/** Whether an event on the player stream is play or a top-up (what an exclusion refuses). */
export function isPlayOrTopUp(event: Pick<StreamEvent, 'type' | 'data'>): boolean {
  if (FACTS_REFUSED_WHILE_EXCLUDED.includes(event.type)) return true;
  const changeType = Number((event.data as { change_type?: unknown }).change_type);
  if (event.type === 'CoinsCredited') return CREDITS_REFUSED_WHILE_EXCLUDED.includes(changeType);
  if (event.type === 'CoinsDebited') return DEBITS_REFUSED_WHILE_EXCLUDED.includes(changeType);
  return false;
}

/** The account's exclusion window after an ExclusionStarted (the longer one stands). */
export function withExclusion(state: PlayerAccountState, data: ExclusionStartedData): PlayerAccountState {
  const exclusion = longer<ExclusionWindow>(state.exclusion, { from: data.started_at, until: data.until });
  return exclusion === state.exclusion ? state : { ...state, exclusion };
}

/**
 * Whether the exclusion recorded on the stream still holds at `at`. Its start is not compared: it is
 * already on the stream, so everything decided now comes after it in the log.
 */
export function excludedAt(exclusion: ExclusionWindow | null, at: Date): boolean {
  return exclusion !== null && (exclusion.until === null || Date.parse(exclusion.until) > at.getTime());
}

/** The player stream's guard: 403 SELF_EXCLUDED for play or a top-up decided while excluded. */
export function refusePlayWhileExcluded(
  state: PlayerAccountState,
  events: readonly StreamEvent[],
  context: CommandContext,
): void {
  if (!excludedAt(state.exclusion, context.at)) return;
  if (events.some(isPlayOrTopUp)) throw new DomainError('SELF_EXCLUDED');
}

/** An exclusion on the player stream: the account keeps its window for the guard. */
export const EXCLUSION_STARTED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, EXCLUSION_STARTED, (state, event) =>
  withExclusion(state, event.data),
);

export const NO_PLAY_WHILE_EXCLUDED = kindGuard(
  PLAYER_ACCOUNT,
  'responsible-gaming.no-play-while-excluded',
  refusePlayWhileExcluded,
);
