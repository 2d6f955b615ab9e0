// Turns the public coin commands into a decider call on the account: the command key (the
// idempotency key the event ids derive from) and the command context.
import type { CoinCommandInput } from '../credit-coins/credit-coins.command';
import type { CommandContext } from '../../platform/event-sourcing';
import { decide, type PlayerAccountCommand } from '../domain/player-account.decider';
import type { PlayerAccountDecide } from './player-account.service';

export const SYSTEM_ACTOR: CommandContext['actor'] = { type: 'system', id: 'ledger' };

export function coinCommand(
  direction: 'credit' | 'debit',
  input: CoinCommandInput,
  now: () => Date,
): { commandKey: string; decide: PlayerAccountDecide; context: CommandContext } {
  const data = {
    amount: input.amount,
    changeType: input.changeType,
    reference: input.reference,
    counterAccount: input.counterAccount,
  };
  const command: PlayerAccountCommand =
    direction === 'credit' ? { type: 'CreditCoins', data } : { type: 'DebitCoins', data };
  return {
    commandKey: `${direction}/${input.changeType}/${input.reference}`,
    decide: (state) => decide(command, state),
    context: {
      actor: input.actor ?? SYSTEM_ACTOR,
      at: input.at ?? now(),
      correlationId: input.correlationId,
      causationId: input.causationId,
    },
  };
}
