// The frame of every staff edit of a level set (save a VIP level, save or delete a promotion level):
// one transaction with the set's table locked, since the whole set is checked and no concurrent edit
// may slip between the check and the write; the level as it was, the write, the audit entry.
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { DomainError } from '../../platform/errors/domain-error';
import type { OnLevelChange } from './level-rules';
import { readPromotionLevels, readVipLevels, type PromotionLevel, type VipLevel } from './loyalty-levels';

export interface LevelTable<Level> {
  name: string;
  read(sql: SqlExecutor): Promise<Level[]>;
}

export const VIP_LEVEL_TABLE: LevelTable<VipLevel> = { name: 'loyalty_vip_levels', read: readVipLevels };
export const PROMOTION_LEVEL_TABLE: LevelTable<PromotionLevel> = {
  name: 'loyalty_promotion_levels',
  read: readPromotionLevels,
};

export interface LevelEdit<Level> {
  level: number;
  /** Whether the level must exist (404 NOT_FOUND otherwise) or must not (409 DUPLICATE_ID otherwise). */
  exists: boolean;
  onChange?: OnLevelChange<Level>;
}

/** Runs `write` (given the whole set, it writes and answers the level after; null: deleted). */
export function editLevel<Level extends { level: number }>(
  sql: SqlClient,
  table: LevelTable<Level>,
  edit: LevelEdit<Level>,
  write: (tx: SqlExecutor, levels: Level[]) => Promise<Level | null>,
): Promise<{ before: Level | null; after: Level | null }> {
  return sql.transaction(async (tx) => {
    await tx.query(`LOCK TABLE ${table.name} IN SHARE ROW EXCLUSIVE MODE`);
    const levels = await table.read(tx);
    const before = levels.find((candidate) => candidate.level === edit.level) ?? null;
    if (edit.exists && !before) throw new DomainError('NOT_FOUND');
    if (!edit.exists && before) throw new DomainError('DUPLICATE_ID');
    const after = await write(tx, levels);
    await edit.onChange?.(tx, { before, after });
    return { before, after };
  });
}
