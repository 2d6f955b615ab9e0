// Handles RechargeAccountCommand: load, decide (recharge decider), append in one.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recharge } from '../domain/recharge.decider';
import { PlayerAccountService, type PlayerAccountResult } from '../player-account/player-account.service';
import { RechargeAccountCommand } from './recharge-account.command';

@CommandHandler(RechargeAccountCommand)
export class RechargeAccountHandler implements ICommandHandler<RechargeAccountCommand, PlayerAccountResult> {
  constructor(private readonly accounts: PlayerAccountService) {}

  execute({ input }: RechargeAccountCommand): Promise<PlayerAccountResult> {
    return this.accounts.execute(
      input.playerId,
      `recharge/${input.orderId}`,
      (state) =>
        recharge(state, {
          reference: input.orderId,
          amount: input.amount,
          firstRechargeBonus: input.firstRechargeBonus,
          vipLevels: input.vipLevels,
        }),
      { actor: { type: 'system', id: 'payments' }, at: new Date() },
    );
  }
}
