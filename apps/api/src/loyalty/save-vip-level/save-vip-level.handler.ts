import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { vipLevelProblems } from '../levels/level-rules';
import { readVipLevels, type VipLevel } from '../levels/loyalty-levels';
import { SaveVipLevelCommand } from './save-vip-level.command';

@CommandHandler(SaveVipLevelCommand)
export class SaveVipLevelHandler implements ICommandHandler<SaveVipLevelCommand, VipLevel> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute({ input, onChange }: SaveVipLevelCommand): Promise<VipLevel> {
    return this.sql.transaction(async (tx) => {
      // The whole set is checked, so no concurrent edit may slip between the check and the write.
      await tx.query(`LOCK TABLE loyalty_vip_levels IN SHARE ROW EXCLUSIVE MODE`);
      const levels = await readVipLevels(tx);
      const before = levels.find((level) => level.level === input.level) ?? null;
      if (!before) throw new DomainError('NOT_FOUND');
      const after = { ...input };
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
      await onChange?.(tx, { before, after });
      return after;
    });
  }
}
