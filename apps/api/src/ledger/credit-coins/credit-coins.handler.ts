// Handles CreditCoinsCommand: load, decide, append (PlayerAccountService).
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { coinCommand } from '../player-account/coin-commands';
import { PlayerAccountService, type PlayerAccountResult } from '../player-account/player-account.service';
import { CreditCoinsCommand } from './credit-coins.command';

@CommandHandler(CreditCoinsCommand)
export class CreditCoinsHandler implements ICommandHandler<CreditCoinsCommand, PlayerAccountResult> {
  constructor(private readonly accounts: PlayerAccountService) {}

  execute({ input }: CreditCoinsCommand): Promise<PlayerAccountResult> {
    const { commandKey, decide, context } = coinCommand('credit', input, () => new Date());
    return this.accounts.execute(input.playerId, commandKey, decide, context);
  }
}
