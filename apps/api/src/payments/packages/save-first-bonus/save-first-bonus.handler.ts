import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/errors/domain-error';
import { firstBonusProblems, type FirstBonusInput } from '../package-rules';
import { findFirstBonus } from '../packages';
import { SaveFirstBonusCommand } from './save-first-bonus.command';

@CommandHandler(SaveFirstBonusCommand)
export class SaveFirstBonusHandler implements ICommandHandler<SaveFirstBonusCommand, FirstBonusInput> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ input, mode, onChange }: SaveFirstBonusCommand): Promise<FirstBonusInput> {
    const problems = firstBonusProblems(input);
    if (problems.length > 0) throw DomainError.invalidFields(problems);
    return this.sql.transaction(async (tx) => {
      const before = await findFirstBonus(tx, input.bean, { forUpdate: true });
      if (mode === 'create' && before) throw new DomainError('DUPLICATE_ID');
      if (mode === 'update' && !before) throw new DomainError('NOT_FOUND');
      await tx.query(
        `INSERT INTO payments_first_bonuses (bean, bonus, description, description_en) VALUES ($1, $2, $3, $4)
         ON CONFLICT (bean) DO UPDATE SET bonus = EXCLUDED.bonus, description = EXCLUDED.description,
           description_en = EXCLUDED.description_en`,
        [input.bean.toString(), input.bonus.toString(), input.description, input.descriptionEn],
      );
      const after = { ...input };
      await onChange?.(tx, { before, after });
      return after;
    });
  }
}
