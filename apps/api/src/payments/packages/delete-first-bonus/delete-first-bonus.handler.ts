import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/errors/domain-error';
import type { FirstBonusInput } from '../package-rules';
import { findFirstBonus } from '../packages';
import { DeleteFirstBonusCommand } from './delete-first-bonus.command';

@CommandHandler(DeleteFirstBonusCommand)
export class DeleteFirstBonusHandler implements ICommandHandler<DeleteFirstBonusCommand, FirstBonusInput> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ bean, onChange }: DeleteFirstBonusCommand): Promise<FirstBonusInput> {
    return this.sql.transaction(async (tx) => {
      const before = await findFirstBonus(tx, bean, { forUpdate: true });
      if (!before) throw new DomainError('NOT_FOUND');
      await tx.query(`DELETE FROM payments_first_bonuses WHERE bean = $1`, [bean.toString()]);
      await onChange?.(tx, { before, after: null });
      return before;
    });
  }
}
