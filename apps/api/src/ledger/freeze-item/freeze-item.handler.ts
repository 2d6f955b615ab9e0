// Handles FreezeItemCommand / UnfreezeItemCommand: load the player's stream, decide, append
// (PlayerAccountService), with the caller's in-transaction work (the audit-log entry) committed with
// the event.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { freezeItem, unfreezeItem } from '../domain/backpack.decider';
import { PlayerAccountService, type PlayerAccountResult } from '../player-account/player-account.service';
import { FreezeItemCommand, UnfreezeItemCommand, type ItemFreezeInput } from './freeze-item.command';

function run(
  accounts: PlayerAccountService,
  kind: 'freeze' | 'unfreeze',
  input: ItemFreezeInput,
): Promise<PlayerAccountResult> {
  const change = { storageId: input.storageId, reason: input.reason, by: input.staffId };
  return accounts.execute(
    input.playerId,
    `item-${kind}/${input.requestId}`,
    (state) => (kind === 'freeze' ? freezeItem(state, change) : unfreezeItem(state, change)),
    { actor: { type: 'staff', id: input.staffId }, at: new Date(), correlationId: input.requestId },
    { inTransaction: input.inTransaction },
  );
}

@CommandHandler(FreezeItemCommand)
export class FreezeItemHandler implements ICommandHandler<FreezeItemCommand, PlayerAccountResult> {
  constructor(private readonly accounts: PlayerAccountService) {}

  execute({ input }: FreezeItemCommand): Promise<PlayerAccountResult> {
    return run(this.accounts, 'freeze', input);
  }
}

@CommandHandler(UnfreezeItemCommand)
export class UnfreezeItemHandler implements ICommandHandler<UnfreezeItemCommand, PlayerAccountResult> {
  constructor(private readonly accounts: PlayerAccountService) {}

  execute({ input }: UnfreezeItemCommand): Promise<PlayerAccountResult> {
    return run(this.accounts, 'unfreeze', input);
  }
}
