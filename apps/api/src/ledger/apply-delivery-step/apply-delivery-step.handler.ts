// Handles ApplyDeliveryStepCommand: load, decide (backpack decider), append.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deliveryStep } from '../domain/backpack.decider';
import { PlayerAccountService, type PlayerAccountResult } from '../player-account/player-account.service';
import { ApplyDeliveryStepCommand } from './apply-delivery-step.command';

@CommandHandler(ApplyDeliveryStepCommand)
export class ApplyDeliveryStepHandler implements ICommandHandler<ApplyDeliveryStepCommand, PlayerAccountResult> {
  constructor(private readonly accounts: PlayerAccountService) {}

  execute({ playerId, step }: ApplyDeliveryStepCommand): Promise<PlayerAccountResult> {
    const status = step.kind === 'updated' ? String(step.status) : step.kind;
    return this.accounts.execute(playerId, `delivery/${step.billId}/${status}`, (state) => deliveryStep(state, step), {
      actor: { type: 'system', id: 'delivery' },
      at: new Date(),
    });
  }
}
