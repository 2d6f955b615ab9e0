// Saves a VIP level (SaveVipLevelCommand) in the levels' locked edit, the whole set checked first.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { editLevel, VIP_LEVEL_TABLE } from '../levels/level-edit';
import { vipLevelProblems } from '../levels/level-rules';
import type { VipLevel } from '../levels/loyalty-levels';
import { SaveVipLevelCommand } from './save-vip-level.command';

@CommandHandler(SaveVipLevelCommand)
export class SaveVipLevelHandler implements ICommandHandler<SaveVipLevelCommand, VipLevel> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ input, onChange }: SaveVipLevelCommand): Promise<VipLevel> {
    const after = { ...input };
    await editLevel(this.sql, VIP_LEVEL_TABLE, { level: input.level, exists: true, onChange }, async (tx, levels) => {
      const problems = vipLevelProblems(
        levels.map((level) => (level.level === input.level ? after : level)),
        after,
      );
      if (problems.length > 0) throw DomainError.invalidFields(problems);
      await tx.query(
        `UPDATE loyalty_vip_levels SET threshold = $2, rebate_bp = $3, description_zh = $4, description_en = $5
          WHERE level = $1`,
        [after.level, after.threshold.toString(), after.rebateBp, after.descriptionZh, after.descriptionEn],
      );
      return after;
    });
    return after;
  }
}
