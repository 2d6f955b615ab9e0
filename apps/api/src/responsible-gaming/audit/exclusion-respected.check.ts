// Audit: each player's stream, in order, holds to their responsible-gaming rules exactly as the
// player stream's guard enforces them inside each decision (responsible-gaming.guard.ts): nothing
// after a cool-off or self-exclusion is play or a top-up (a top-up asked for, a card code credited,
// coins paid into a game or the shop, a box opened, a sign-in packet or task reward) decided before
// its end, and every top-up asked for fit the deposit limits in force (what was asked for in the
// period, paid or still open, plus it). The audit checks only what the write side enforces
// atomically: the same pure rule, over the same facts, in the same order.
import type { RecordedEvent } from '@lootledger/event-store';
import { initialState, PLAYER_ACCOUNT, playerIdOfStream, type PlayerAccountState } from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';
import { defineAuditCheck, describeRecorded, scanEvents } from '../../platform/event-sourcing';
import { holdToTheRules, isPlayOrTopUp, rulesOf } from '../domain/responsible-gaming.guard';

/** The facts the rules are folded from (the player's own, and the top-ups asked for and credited). */
const FOLDED = ['DepositLimitSet', 'ExclusionStarted', 'SessionReminderSet', 'TopUpRequested', 'CoinsCredited'];

/** The time a command was decided at (its metadata), else when its event was recorded. */
function decidedAt(event: RecordedEvent): Date {
  const time = event.metadata.time;
  return typeof time === 'string' && !Number.isNaN(Date.parse(time)) ? new Date(time) : event.createdAt;
}

export const exclusionRespectedCheck = defineAuditCheck(
  'responsible gaming: no play or top-up while excluded, no top-up past a limit',
  async (tx, failures) => {
    let exclusions = 0;
    let checked = 0;
    let topUps = 0;
    let limited = 0;
    let stream = '';
    let state: PlayerAccountState = initialState();
    await scanEvents(tx, [...FOLDED, 'CoinsDebited', 'BoxOpened'], (event) => {
      if (playerIdOfStream(event.streamId) === null) return;
      if (event.streamId !== stream) {
        stream = event.streamId;
        state = initialState();
      }
      if (isPlayOrTopUp(event)) {
        const rules = rulesOf(state);
        const limits = [...Object.values(rules.limits), ...rules.pending.map((pending) => pending.amount)];
        const underLimit = limits.some((limit) => limit !== null);
        if (event.type === 'TopUpRequested') {
          topUps++;
          if (underLimit) limited++;
        }
        if (rules.exclusion !== null || underLimit) {
          checked++;
          try {
            holdToTheRules(state, [event], decidedAt(event));
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            const what = error.key === 'SELF_EXCLUDED' ? 'while the player was excluded' : describeLimit(error);
            failures.add(`${describeRecorded(event)}: ${event.type} ${what}`);
          }
        }
      }
      if (event.type === 'ExclusionStarted') exclusions++;
      if (FOLDED.includes(event.type)) state = PLAYER_ACCOUNT.evolve(state, event);
    });
    return [
      `${exclusions} exclusions, ${checked} plays and top-ups of players under a rule`,
      `${topUps} top-ups asked for (${limited} under a deposit limit)`,
    ];
  },
);

function describeLimit(error: DomainError): string {
  const data = error.data as { period?: string; limit?: string; remaining?: string } | undefined;
  return `past the ${data?.period} limit (${data?.remaining} of ${data?.limit} left)`;
}
