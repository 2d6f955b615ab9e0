// Handles FreezeAccountCommand / UnfreezeAccountCommand: load, decide, append (PlayerAccountService),
// with the caller's in-transaction work (the audit-log entry) committed with the event.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { freezeAccount, unfreezeAccount } from '../domain/account-status.decider';
import { PlayerAccountService, type PlayerAccountResult } from '../player-account/player-account.service';
import { FreezeAccountCommand, UnfreezeAccountCommand, type AccountStatusInput } from './freeze-account.command';

function run(
  accounts: PlayerAccountService,
  kind: 'freeze' | 'unfreeze',
  input: AccountStatusInput,
): Promise<PlayerAccountResult> {
  const change = { reason: input.reason, by: input.staffId };
  return accounts.execute(
    input.playerId,
    `${kind}/${input.requestId}`,
    (state) => (kind === 'freeze' ? freezeAccount(state, change) : unfreezeAccount(state, change)),
    { actor: { type: 'staff', id: input.staffId }, at: new Date(), correlationId: input.requestId },
    { inTransaction: input.inTransaction },
  );
}

@CommandHandler(FreezeAccountCommand)
export class FreezeAccountHandler implements ICommandHandler<FreezeAccountCommand, PlayerAccountResult> {
  constructor(private readonly accounts: PlayerAccountService) {}

  execute({ input }: FreezeAccountCommand): Promise<PlayerAccountResult> {
    return run(this.accounts, 'freeze', input);
  }
}

@CommandHandler(UnfreezeAccountCommand)
export class UnfreezeAccountHandler implements ICommandHandler<UnfreezeAccountCommand, PlayerAccountResult> {
  constructor(private readonly accounts: PlayerAccountService) {}

  execute({ input }: UnfreezeAccountCommand): Promise<PlayerAccountResult> {
    return run(this.accounts, 'unfreeze', input);
  }
}
