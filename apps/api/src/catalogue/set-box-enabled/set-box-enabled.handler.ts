import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain-error';
import { CatalogueRepository } from '../store/catalogue.repository';
import { SetBoxEnabledCommand } from './set-box-enabled.command';

@CommandHandler(SetBoxEnabledCommand)
export class SetBoxEnabledHandler implements ICommandHandler<SetBoxEnabledCommand, void> {
  constructor(private readonly repository: CatalogueRepository) {}

  async execute(command: SetBoxEnabledCommand): Promise<void> {
    if (!(await this.repository.setBoxEnabled(command.boxId, command.enabled))) throw new DomainError('BOX_NOT_FOUND');
  }
}
