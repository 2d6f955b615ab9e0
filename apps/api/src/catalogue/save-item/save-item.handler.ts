import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain-error';
import { itemProblems } from '../domain/catalogue-rules';
import { CatalogueRepository } from '../store/catalogue.repository';
import { SaveItemCommand } from './save-item.command';

@CommandHandler(SaveItemCommand)
export class SaveItemHandler implements ICommandHandler<SaveItemCommand, void> {
  constructor(private readonly repository: CatalogueRepository) {}

  async execute({ item }: SaveItemCommand): Promise<void> {
    const problems = itemProblems(item);
    if (problems.length > 0) throw DomainError.invalidFields(problems);
    await this.repository.saveItem(item);
  }
}
