import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { readPromotionLevels, type PromotionLevel } from '../levels/loyalty-levels';
import { DeletePromotionLevelCommand } from './delete-promotion-level.command';

@CommandHandler(DeletePromotionLevelCommand)
export class DeletePromotionLevelHandler implements ICommandHandler<DeletePromotionLevelCommand, PromotionLevel> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ level, onChange }: DeletePromotionLevelCommand): Promise<PromotionLevel> {
    return this.sql.transaction(async (tx) => {
      await tx.query(`LOCK TABLE loyalty_promotion_levels IN SHARE ROW EXCLUSIVE MODE`);
      const before = (await readPromotionLevels(tx)).find((candidate) => candidate.level === level) ?? null;
      if (!before) throw new DomainError('NOT_FOUND');
      await tx.query(`DELETE FROM loyalty_promotion_levels WHERE level = $1`, [level]);
      await onChange?.(tx, { before, after: null });
      return before;
    });
  }
}
