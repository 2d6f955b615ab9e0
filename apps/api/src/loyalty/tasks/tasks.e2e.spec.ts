// The task centre over real HTTP: today's tasks with progress projected from the log (boxes opened,
// battles joined, recharged), a claim credited once per task and day (TASK_REWARD; again, or five
// at once: one credit), an unfinished task refused in zh and en, the next loyalty day starting from
// zero, the audit re-checking every claim.
import { ChangeType, type TasksResponse } from '@lootledger/contracts';
import { runAudit } from '../../audit';
import { aFundedPlayer, balanceOf, waitUntil, gamesSuite } from '../../games/testing';
import type { TestPlayer } from '../../identity/testing';
import { aPaidTopUp } from '../../payments/testing';
import { expectRefusal } from '../../platform/testing/api-client';
import { TasksService } from './tasks.service';

const suite = gamesSuite();

async function tasksOf(player: TestPlayer, lang: 'en' | 'zh' = 'en'): Promise<TasksResponse> {
  const result = await suite.client.get<TasksResponse>('/api/tasks', { token: player.token, lang });
  expect(result.status).toBe(200);
  return result.body.data;
}

const task = (tasks: TasksResponse, id: string) => tasks.tasks.find((candidate) => candidate.id === id)!;
const claim = (player: TestPlayer, id: string, lang: 'en' | 'zh' = 'en') =>
  suite.client.post<{ reward: string; bean: string }>('/api/tasks/claim', { id }, { token: player.token, lang });

async function taskRewards(player: TestPlayer): Promise<string[]> {
  const records = await suite.client.get<{ data: { change_type: number; bean: string }[] }>(
    '/api/bean/change_records?per_page=100',
    { token: player.token },
  );
  return records.body.data.data.filter((record) => record.change_type === ChangeType.TASK_REWARD).map((r) => r.bean);
}

describe('the task centre', () => {
  it("shows today's tasks in zh and en, with progress from the log", async () => {
    const player = await aFundedPlayer(suite.app, '100.00');
    const before = await tasksOf(player);
    expect(before.tasks.map((row) => [row.id, row.progress, row.completed, row.claimed])).toEqual([
      ['open-5-boxes', '0', false, false],
      ['join-1-battle', '0', false, false],
      ['recharge-100', '0.00', false, false],
    ]);
    expect(task(await tasksOf(player, 'zh'), 'open-5-boxes').title).toBe('开启 5 个箱子');
    await suite.client.post('/api/box/open', { id: suite.box.id, num: 3 }, { token: player.token });
    expect(task(await tasksOf(player), 'open-5-boxes')).toEqual(
      expect.objectContaining({ progress: '3', target: '5', completed: false, reward: '1.00' }),
    );
  });

  it('credits a completed task once per day, however often it is claimed', async () => {
    const player = await aFundedPlayer(suite.app, '100.00');
    expectRefusal(await claim(player, 'open-5-boxes'), 422, 'TASK_NOT_COMPLETED');
    expect((await claim(player, 'open-5-boxes', 'zh')).body.message).toBe('任务尚未完成');
    await suite.client.post('/api/box/open', { id: suite.box.id, num: 5 }, { token: player.token });
    const before = await balanceOf(suite.client, player);
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(player, 'open-5-boxes')));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 200))
      expectRefusal(refused, 409, 'TASK_ALREADY_CLAIMED');
    expectRefusal(await claim(player, 'open-5-boxes'), 409, 'TASK_ALREADY_CLAIMED');
    expect(await taskRewards(player)).toEqual(['1.00']);
    expect(BigInt((await balanceOf(suite.client, player)).replace('.', ''))).toBe(
      BigInt(before.replace('.', '')) + 100n,
    );
    expect(task(await tasksOf(player), 'open-5-boxes')).toEqual(
      expect.objectContaining({ completed: true, claimed: true }),
    );
    // The next loyalty day starts from zero.
    const tomorrow = await suite.app.app.get(TasksService).standings(player.id, new Date(Date.now() + 86_400_000));
    expect(tomorrow.tasks.find((row) => row.task.id === 'open-5-boxes')).toEqual(
      expect.objectContaining({ progress: 0n, completed: false, claimed: false }),
    );
    expectRefusal(await claim(player, 'no-such-task'), 404, 'TASK_NOT_FOUND');
  });

  it('counts a recharge toward the recharge task', async () => {
    const player = await aFundedPlayer(suite.app, '1.00');
    await aPaidTopUp(suite.client, player);
    const tasks = await waitUntil(
      () => tasksOf(player),
      (current) => task(current, 'recharge-100').completed,
    );
    expect(task(tasks, 'recharge-100').progress).toBe('100.00');
    expect((await claim(player, 'recharge-100')).status).toBe(200);
    expect(await taskRewards(player)).toEqual(['2.00']);
  });

  it('passes the audit (every claim with its task completed that day)', async () => {
    const report = await runAudit(suite.sql);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    expect(report.checks.find((check) => check.name.startsWith('task rewards'))?.checked[0]).toMatch(/^2 task claims/);
  });
});
