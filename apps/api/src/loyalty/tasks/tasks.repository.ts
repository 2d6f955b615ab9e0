// The staff-defined daily tasks: a type (open_boxes: boxes opened; recharge: coins recharged,
// hundredths; the games' types, e.g. battle seats taken, from their wire contracts and counted as
// their registrations say: registerTaskCount), a target, a coin reward (TASK_REWARD), enabled.
import { Inject, Injectable } from '@nestjs/common';
import { GAME_TASK_TYPES, type GameTaskType } from '@lootledger/contracts';
import type { Migration, SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';

export type TaskType = 'open_boxes' | GameTaskType | 'recharge';
export const TASK_TYPES: readonly TaskType[] = ['open_boxes', ...GAME_TASK_TYPES, 'recharge'];

export const TASKS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'loyalty-012-tasks',
    sql: `
CREATE TABLE IF NOT EXISTS loyalty_tasks (
  id text PRIMARY KEY,
  type text NOT NULL,
  target bigint NOT NULL CHECK (target > 0),
  reward bigint NOT NULL CHECK (reward > 0),
  title_zh text NOT NULL,
  title_en text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO loyalty_tasks (id, type, target, reward, title_zh, title_en, sort) VALUES
  ('open-5-boxes', 'open_boxes', 5, 100, '开启 5 个箱子', 'Open 5 boxes', 1),
  ('join-1-battle', 'join_battle', 1, 50, '参加 1 场对战', 'Join 1 battle', 2),
  ('recharge-100', 'recharge', 10000, 200, '充值满 100.00', 'Recharge 100.00 or more', 3)
ON CONFLICT (id) DO NOTHING;`,
  },
];

export interface Task {
  id: string;
  type: TaskType;
  /** Boxes or battles, or hundredths recharged. */
  target: bigint;
  /** Coins, hundredths. */
  reward: bigint;
  titleZh: string;
  titleEn: string;
  enabled: boolean;
  sort: number;
}

interface Row {
  id: string;
  type: string;
  target: string;
  reward: string;
  title_zh: string;
  title_en: string;
  enabled: boolean;
  sort: number;
}

const toTask = (row: Row): Task => ({
  id: row.id,
  type: row.type as TaskType,
  target: BigInt(row.target),
  reward: BigInt(row.reward),
  titleZh: row.title_zh,
  titleEn: row.title_en,
  enabled: row.enabled,
  sort: Number(row.sort),
});

@Injectable()
export class TasksRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async all(tx: SqlExecutor = this.sql): Promise<Task[]> {
    const { rows } = await tx.query<Row>(
      `SELECT id, type, target::text AS target, reward::text AS reward, title_zh, title_en, enabled, sort
         FROM loyalty_tasks ORDER BY sort, id`,
    );
    return rows.map(toTask);
  }

  async upsert(tx: SqlExecutor, task: Task): Promise<void> {
    await tx.query(
      `INSERT INTO loyalty_tasks (id, type, target, reward, title_zh, title_en, enabled, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET type = excluded.type, target = excluded.target, reward = excluded.reward,
         title_zh = excluded.title_zh, title_en = excluded.title_en, enabled = excluded.enabled, sort = excluded.sort, updated_at = now()`,
      [
        task.id,
        task.type,
        task.target.toString(),
        task.reward.toString(),
        task.titleZh,
        task.titleEn,
        task.enabled,
        task.sort,
      ],
    );
  }

  async remove(tx: SqlExecutor, id: string): Promise<void> {
    await tx.query(`DELETE FROM loyalty_tasks WHERE id = $1`, [id]);
  }
}
