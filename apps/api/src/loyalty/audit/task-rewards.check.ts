// Re-checks every task reward: each TaskRewardClaimed once per player, task and day, its progress
// recomputed from the log over its day (events before the claim) reaching its target, and credited by
// exactly one TASK_REWARD of its reward with its reference; no TASK_REWARD credit without a claim.
import { ChangeType } from '@lootledger/contracts';
import { playerIdOfStream, readCoinMovement } from '../../ledger';
import { defineAuditCheck, scanEvents } from '../../platform/event-sourcing';
import { dayProgress } from '../tasks/task-progress.reader';
import { taskRewardReference, type TaskRewardClaimedData } from '../tasks/task-reward-claimed.event';
import type { TaskType } from '../tasks/tasks.repository';

export const taskRewardsCheck = defineAuditCheck(
  'task rewards: once per task and day, each with its task completed that day',
  async (tx, failures) => {
    const claims: { streamId: string; version: number; data: TaskRewardClaimedData }[] = [];
    await scanEvents(tx, ['TaskRewardClaimed'], (event) =>
      claims.push({
        streamId: event.streamId,
        version: event.streamVersion,
        data: event.data as unknown as TaskRewardClaimedData,
      }),
    );
    const credits = new Map<string, { amount: bigint; count: number }>();
    await scanEvents(
      tx,
      ['CoinsCredited'],
      (event) => {
        const movement = readCoinMovement(event.type, event.data);
        if (movement.changeType !== ChangeType.TASK_REWARD) return;
        const key = `${event.streamId}|${movement.reference}`;
        const entry = credits.get(key) ?? { amount: 0n, count: 0 };
        credits.set(key, { amount: entry.amount + movement.amount, count: entry.count + 1 });
      },
      `(e.data->>'change_type')::int = ${ChangeType.TASK_REWARD}`,
    );
    const seen = new Set<string>();
    for (const claim of claims) {
      const where = `${claim.streamId} v${claim.version}`;
      const key = `${claim.streamId}|${taskRewardReference(claim.data.task_id, claim.data.day)}`;
      if (seen.has(key)) failures.add(`${where}: task ${claim.data.task_id} claimed twice on ${claim.data.day}`);
      seen.add(key);
      const progress = (
        await dayProgress(
          tx,
          playerIdOfStream(claim.streamId) ?? '',
          new Date(claim.data.day_from),
          new Date(claim.data.day_to),
          claim.version,
        )
      )[claim.data.type as TaskType];
      if (progress === undefined || progress < BigInt(claim.data.target))
        failures.add(
          `${where}: task ${claim.data.task_id} claimed at progress ${progress ?? '?'} of ${claim.data.target}`,
        );
      const credit = credits.get(key);
      if (!credit || credit.count !== 1 || credit.amount !== BigInt(claim.data.reward))
        failures.add(
          `${where}: reward ${claim.data.reward} credited ${credit?.count ?? 0}× for ${credit?.amount ?? 0n}`,
        );
    }
    for (const key of credits.keys()) if (!seen.has(key)) failures.add(`${key}: TASK_REWARD credited without a claim`);
    return [`${claims.length} task claims, ${credits.size} task reward credits`];
  },
);
