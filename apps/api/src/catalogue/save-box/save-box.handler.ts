import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain-error';
import { boxProblems } from '../domain/catalogue-rules';
import { CatalogueRepository, UnknownItemsError } from '../store/catalogue.repository';
import { SaveBoxCommand } from './save-box.command';

@CommandHandler(SaveBoxCommand)
export class SaveBoxHandler implements ICommandHandler<SaveBoxCommand, void> {
  constructor(private readonly repository: CatalogueRepository) {}

  async execute({ box }: SaveBoxCommand): Promise<void> {
    const problems = boxProblems(box);
    if (problems.length > 0) throw DomainError.invalidFields(problems);
    try {
      await this.repository.saveBox(box);
    } catch (error) {
      if (!(error instanceof UnknownItemsError)) throw error;
      throw DomainError.invalidFields(
        box.pool.flatMap((entry, index) =>
          error.itemIds.includes(entry.itemId)
            ? [
                {
                  field: `pool.${index}.itemId`,
                  message: { en: `no item ${entry.itemId}`, zh: `饰品 ${entry.itemId} 不存在` },
                },
              ]
            : [],
        ),
      );
    }
  }
}
