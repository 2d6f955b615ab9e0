// Deletes a promotion level (DeletePromotionLevelCommand) in the levels' locked edit.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { editLevel, PROMOTION_LEVEL_TABLE } from '../levels/level-edit';
import type { PromotionLevel } from '../levels/loyalty-levels';
import { DeletePromotionLevelCommand } from './delete-promotion-level.command';

@CommandHandler(DeletePromotionLevelCommand)
export class DeletePromotionLevelHandler implements ICommandHandler<DeletePromotionLevelCommand, PromotionLevel> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ level, onChange }: DeletePromotionLevelCommand): Promise<PromotionLevel> {
    const { before } = await editLevel(
      this.sql,
      PROMOTION_LEVEL_TABLE,
      { level, exists: true, onChange },
      async (tx) => {
        await tx.query(`DELETE FROM loyalty_promotion_levels WHERE level = $1`, [level]);
        return null;
      },
    );
    return before!;
  }
}
