import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/errors/domain-error';
import type { PackageInput } from '../package-rules';
import { findAnyPackage } from '../packages';
import { DeletePackageCommand } from './delete-package.command';

@CommandHandler(DeletePackageCommand)
export class DeletePackageHandler implements ICommandHandler<DeletePackageCommand, PackageInput> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ packageId, onChange }: DeletePackageCommand): Promise<PackageInput> {
    return this.sql.transaction(async (tx) => {
      const before = await findAnyPackage(tx, packageId, { forUpdate: true });
      if (!before) throw new DomainError('NOT_FOUND');
      await tx.query(`DELETE FROM payments_packages WHERE id = $1`, [packageId]);
      await onChange?.(tx, { before, after: null });
      return before;
    });
  }
}
