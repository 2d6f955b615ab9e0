import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/errors/domain-error';
import { packageProblems, type PackageInput } from '../package-rules';
import { findAnyPackage } from '../packages';
import { SavePackageCommand } from './save-package.command';

@CommandHandler(SavePackageCommand)
export class SavePackageHandler implements ICommandHandler<SavePackageCommand, PackageInput> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ input, mode, onChange }: SavePackageCommand): Promise<PackageInput> {
    const problems = packageProblems(input);
    if (problems.length > 0) throw DomainError.invalidFields(problems);
    return this.sql.transaction(async (tx) => {
      const before = await findAnyPackage(tx, input.id, { forUpdate: true });
      if (mode === 'create' && before) throw new DomainError('DUPLICATE_ID');
      if (mode === 'update' && !before) throw new DomainError('NOT_FOUND');
      await tx.query(
        `INSERT INTO payments_packages (id, bean, price, enabled, sort_order) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET bean = EXCLUDED.bean, price = EXCLUDED.price, enabled = EXCLUDED.enabled,
           sort_order = EXCLUDED.sort_order`,
        [input.id, input.bean.toString(), input.price.toString(), input.enabled, input.sortOrder],
      );
      const after = { ...input };
      await onChange?.(tx, { before, after });
      return after;
    });
  }
}
