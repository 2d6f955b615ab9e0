// The chores registry: each chore a scheduled job under its own lease; one process of two runs it;
// the first run waits an interval after the boot; nothing runs after shutdown.
import { LocalLeases } from '../cluster/leases';
import type { AppConfig } from '../config/app-config';
import { Chores } from './chores';

const ALL = { role: 'all' } as AppConfig;

describe('Chores', () => {
  it('runs a chore in the process that holds its lease, and not in another', async () => {
    const database = {};
    const first = new Chores(LocalLeases.on(database), ALL);
    const second = new Chores(LocalLeases.on(database), ALL);
    const runs: string[] = [];
    first.every('test.prune', 60_000, async () => runs.push('first'));
    second.every('test.prune', 60_000, async () => runs.push('second'));
    expect(first.names).toEqual(['test.prune']);
    expect(await first.runOnce('test.prune')).toBe(true);
    expect(await second.runOnce('test.prune')).toBe(false);
    await first.onApplicationShutdown();
    expect(await first.runOnce('test.prune')).toBe(false);
    expect(await second.runOnce('test.prune')).toBe(true);
    expect(runs).toEqual(['first', 'second']);
    await second.onApplicationShutdown();
  });

  it('refuses a chore registered twice and an unknown one', async () => {
    const chores = new Chores(LocalLeases.on({}), ALL);
    chores.every('test.once', 1_000, async () => undefined);
    expect(() => chores.every('test.once', 1_000, async () => undefined)).toThrow('registered twice');
    await expect(chores.runOnce('test.unknown')).rejects.toThrow('no chore test.unknown');
  });

  it('does not run a chore at boot: its first run is an interval later', async () => {
    const chores = new Chores(LocalLeases.on({}), ALL);
    const runs: number[] = [];
    chores.every('test.later', 3_600_000, async () => runs.push(1));
    chores.onApplicationBootstrap();
    await chores.onApplicationShutdown();
    expect(runs).toEqual([]);
  });
});
