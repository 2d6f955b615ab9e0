// The task centre: the enabled tasks with the player's progress today (a projection of the log,
// task-progress.reader.ts) and whether each was claimed today; a claim credits the reward once per
// task and loyalty day, decided and appended on the player's stream under the key task/{id}/{day}.
import { Inject, Injectable } from '@nestjs/common';
import { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { coinChange, PlayerAccountService } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { dayBounds, loyaltyTimeZone } from './loyalty-day';
import { dayProgress } from './task-progress.reader';
import { taskRewardReference, TASK_REWARD_CLAIMED, type TaskRewardClaimedData } from './task-reward-claimed.event';
import { TasksRepository, type Task } from './tasks.repository';

export interface TaskStanding {
  task: Task;
  progress: bigint;
  completed: boolean;
  claimed: boolean;
}

@Injectable()
export class TasksService {
  readonly timeZone = loyaltyTimeZone();

  constructor(
    private readonly tasks: TasksRepository,
    private readonly accounts: PlayerAccountService,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  async standings(playerId: string, now: Date): Promise<{ day: string; tasks: TaskStanding[] }> {
    const bounds = dayBounds(now, this.timeZone);
    const [tasks, progress, claimed] = await Promise.all([
      this.tasks.all(),
      dayProgress(this.sql, playerId, bounds.from, bounds.to),
      this.claimedOn(playerId, bounds.day),
    ]);
    return {
      day: bounds.day,
      tasks: tasks
        .filter((task) => task.enabled)
        .map((task) => ({
          task,
          progress: progress[task.type],
          completed: progress[task.type] >= task.target,
          claimed: claimed.has(task.id),
        })),
    };
  }

  /** 404 TASK_NOT_FOUND, 422 TASK_NOT_COMPLETED, 409 TASK_ALREADY_CLAIMED; a refusal changes nothing. */
  async claim(playerId: string, taskId: string, now: Date): Promise<{ reward: bigint; balance: bigint }> {
    const task = (await this.tasks.all()).find((candidate) => candidate.id === taskId && candidate.enabled);
    if (!task) throw new DomainError('TASK_NOT_FOUND');
    const bounds = dayBounds(now, this.timeZone);
    const reference = taskRewardReference(task.id, bounds.day);
    if ((await this.claimedOn(playerId, bounds.day)).has(task.id)) throw new DomainError('TASK_ALREADY_CLAIMED');
    const progress = (await dayProgress(this.sql, playerId, bounds.from, bounds.to))[task.type];
    if (progress < task.target) throw new DomainError('TASK_NOT_COMPLETED');
    const claimed: TaskRewardClaimedData = {
      task_id: task.id,
      day: bounds.day,
      day_from: bounds.from.toISOString(),
      day_to: bounds.to.toISOString(),
      type: task.type,
      target: task.target.toString(),
      progress: progress.toString(),
      reward: task.reward.toString(),
    };
    const credited = await this.accounts.execute(
      playerId,
      `task/${task.id}/${bounds.day}`,
      (account) => [
        coinChange(account, 'credit', { amount: task.reward, changeType: ChangeType.TASK_REWARD, reference }).event,
        { type: TASK_REWARD_CLAIMED.type, data: claimed },
      ],
      { actor: { type: 'player', id: playerId }, at: now },
    );
    if (credited.idempotent) throw new DomainError('TASK_ALREADY_CLAIMED');
    return { reward: task.reward, balance: credited.balance };
  }

  private async claimedOn(playerId: string, day: string): Promise<Set<string>> {
    const { rows } = await this.sql.query<{ task_id: string }>(
      `SELECT e.data->>'task_id' AS task_id FROM events e
        WHERE e.stream_id = $1 AND e.event_type = 'TaskRewardClaimed' AND e.data->>'day' = $2`,
      [`player-${playerId}`, day],
    );
    return new Set(rows.map((row) => row.task_id));
  }
}
