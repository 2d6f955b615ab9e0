// Creates or edits a promotion level (SavePromotionLevelCommand) in the levels' locked edit, the whole
// set checked first.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { promotionLevelProblems } from '../levels/level-rules';
import { editLevel, PROMOTION_LEVEL_TABLE } from '../levels/level-edit';
import type { PromotionLevel } from '../levels/loyalty-levels';
import { SavePromotionLevelCommand } from './save-promotion-level.command';

@CommandHandler(SavePromotionLevelCommand)
export class SavePromotionLevelHandler implements ICommandHandler<SavePromotionLevelCommand, PromotionLevel> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ input, mode, onChange }: SavePromotionLevelCommand): Promise<PromotionLevel> {
    const after = { ...input };
    const edit = { level: input.level, exists: mode === 'update', onChange };
    await editLevel(this.sql, PROMOTION_LEVEL_TABLE, edit, async (tx, levels) => {
      const problems = promotionLevelProblems([...levels.filter((level) => level.level !== input.level), after], after);
      if (problems.length > 0) throw DomainError.invalidFields(problems);
      await tx.query(
        `INSERT INTO loyalty_promotion_levels (level, name_zh, name_en, invite_total, rebate_bp, description_zh, description_en)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (level) DO UPDATE SET name_zh = EXCLUDED.name_zh, name_en = EXCLUDED.name_en,
           invite_total = EXCLUDED.invite_total, rebate_bp = EXCLUDED.rebate_bp,
           description_zh = EXCLUDED.description_zh, description_en = EXCLUDED.description_en`,
        [
          after.level,
          after.nameZh,
          after.nameEn,
          after.inviteTotal.toString(),
          after.rebateBp,
          after.descriptionZh,
          after.descriptionEn,
        ],
      );
      return after;
    });
    return after;
  }
}
