// A daily task's reward claimed: a fact on the player's stream, in the same append as its
// CoinsCredited (TASK_REWARD, reference task-{id}-{day}), recording the task's terms and the day's
// bounds, so the audit re-checks the progress from the log without today's config. The command key
// task/{id}/{day} makes a second claim of the day append nothing.
import { PLAYER_ACCOUNT } from '../../ledger';
import { defineEvent, extension } from '../../platform/event-sourcing';

export interface TaskRewardClaimedData {
  readonly task_id: string;
  readonly day: string;
  readonly day_from: string;
  readonly day_to: string;
  readonly type: string;
  readonly target: string;
  readonly progress: string;
  readonly reward: string;
}

export const TASK_REWARD_CLAIMED = defineEvent('TaskRewardClaimed', {
  parse: (data, check): TaskRewardClaimedData => {
    check.string(data.task_id, 'task_id');
    check.string(data.day, 'day');
    check.integer(data.target, 'target');
    check.integer(data.reward, 'reward');
    return data as unknown as TaskRewardClaimedData;
  },
});

export const TASK_REWARD_CLAIMED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, TASK_REWARD_CLAIMED, (state) => state);

export function taskRewardReference(taskId: string, day: string): string {
  return `task-${taskId}-${day}`;
}
