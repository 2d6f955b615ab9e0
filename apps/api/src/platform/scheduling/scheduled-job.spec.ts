// The scheduled job base with an injected clock and in-process leases: it runs when due and not
// before, one holder at a time, catches up until nothing is due, wakes early, and stop() waits for
// the pass in flight. Nothing here waits for time to pass.
import { LocalLeases, type Leases } from '../cluster/leases';
import { ScheduledJob, type ScheduledJobOptions } from './scheduled-job';

const EVERY_MS = 60_000;
const T0 = new Date('2026-11-29T10:00:00Z');

/** Records each pass; works one of `due` items per pass; a pass waits on `gate` when there is one. */
class RecordingJob extends ScheduledJob {
  readonly runs: Date[] = [];
  due = 0;
  gate: Promise<void> | null = null;
  onRun: (() => void) | null = null;

  constructor(leases: Leases, options: Partial<ScheduledJobOptions> = {}, runsBackgroundWork = true) {
    super({ leases, runsBackgroundWork, clock: () => T0 }, { name: 'test.recording', everyMs: EVERY_MS, ...options });
  }

  protected override async tick(now: Date): Promise<number> {
    this.runs.push(now);
    this.onRun?.();
    await this.gate;
    if (this.due === 0) return 0;
    this.due--;
    return 1;
  }
}

function at(ms: number): Date {
  return new Date(T0.getTime() + ms);
}

/** Two holders of one database: two processes of a fleet. */
function twoProcesses(): [Leases, Leases] {
  const database = {};
  return [LocalLeases.on(database), LocalLeases.on(database)];
}

describe('ScheduledJob', () => {
  it('runs when due and not before: everyMs after the last pass began', async () => {
    const job = new RecordingJob(twoProcesses()[0]);
    expect(job.nextRun).toBeNull();
    expect(await job.runIfDue(at(0))).toBe(true);
    expect(job.nextRun).toEqual(at(EVERY_MS));
    expect(await job.runIfDue(at(EVERY_MS - 1))).toBe(false);
    expect(await job.runIfDue(at(EVERY_MS))).toBe(true);
    expect(job.runs).toEqual([at(0), at(EVERY_MS)]);
    await job.stop();
  });

  it('with firstRun after-interval, its first pass is due one interval after it starts', async () => {
    const job = new RecordingJob(twoProcesses()[0], { firstRun: 'after-interval' });
    job.start();
    await job.stop();
    expect(job.runs).toEqual([]);
    expect(await job.runIfDue(at(EVERY_MS - 1))).toBe(false);
    expect(await job.runIfDue(at(EVERY_MS))).toBe(true);
    expect(job.runs).toEqual([at(EVERY_MS)]);
  });

  it('does nothing while another process holds its lease, and takes over once that one stops', async () => {
    const [first, second] = twoProcesses();
    const holder = new RecordingJob(first);
    const other = new RecordingJob(second);
    holder.due = 1;
    other.due = 1;
    expect(await holder.runOnce(at(0))).toBe(1);
    expect(await other.runOnce(at(0))).toBe(0);
    expect(await other.catchUp(at(0))).toBe(0);
    expect(other.runs).toEqual([]);
    await holder.stop();
    expect(await other.runOnce(at(1))).toBe(1);
    expect(other.runs).toEqual([at(1)]);
    await other.stop();
  });

  it('catches up: passes at the given time until one finds nothing due', async () => {
    const job = new RecordingJob(twoProcesses()[0]);
    job.due = 3;
    expect(await job.catchUp(at(5))).toBe(3);
    expect(job.runs).toEqual([at(5), at(5), at(5), at(5)]);
    await job.stop();
  });

  it('stop() waits for the pass in flight, then gives the lease up', async () => {
    const [first, second] = twoProcesses();
    const job = new RecordingJob(first);
    const order: string[] = [];
    let release!: () => void;
    job.gate = new Promise<void>((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (job.onRun = resolve));
    const pass = job.runOnce(at(0)).then(() => order.push('pass ended'));
    await entered;
    const stopped = job.stop().then(() => order.push('stopped'));
    // Everything stop() could do without waiting for the pass has run by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    release();
    await Promise.all([pass, stopped]);
    expect(order).toEqual(['pass ended', 'stopped']);
    const next = new RecordingJob(second);
    expect(await next.runIfDue(at(1))).toBe(true);
    expect(next.runs).toEqual([at(1)]);
  });

  it('runs its loop once started (a pass at start), and a wake runs one before it is due', async () => {
    const job = new RecordingJob(twoProcesses()[0]);
    let passes = 0;
    let next!: () => void;
    const nextPass = () => new Promise<void>((resolve) => (next = resolve));
    job.onRun = () => {
      passes++;
      next();
    };
    const first = nextPass();
    job.start();
    await first;
    // The clock stands still: the next pass is due a minute on, yet a wake runs it now.
    const woken = nextPass();
    job.wake();
    await woken;
    await job.stop();
    expect(passes).toBe(2);
  });

  it('does not start its loop in a process that runs no background work (ROLE=api)', async () => {
    const job = new RecordingJob(twoProcesses()[0], {}, false);
    await job.onApplicationBootstrap();
    // A started loop's first pass would be queued ahead of this one; none is.
    await job.runOnce(at(0));
    expect(job.runs).toEqual([at(0)]);
    await job.stop();
  });
});
