// Handles DebitCoinsCommand: load, decide (overdraft refused), append (PlayerAccountService).
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { coinCommand } from '../player-account/coin-commands';
import { PlayerAccountService, type PlayerAccountResult } from '../player-account/player-account.service';
import { DebitCoinsCommand } from './debit-coins.command';

@CommandHandler(DebitCoinsCommand)
export class DebitCoinsHandler implements ICommandHandler<DebitCoinsCommand, PlayerAccountResult> {
  constructor(private readonly accounts: PlayerAccountService) {}

  execute({ input }: DebitCoinsCommand): Promise<PlayerAccountResult> {
    const { commandKey, decide, context } = coinCommand('debit', input, () => new Date());
    return this.accounts.execute(input.playerId, commandKey, decide, context);
  }
}
