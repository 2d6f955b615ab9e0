// The scheduled job: background work that runs every N ms and does what is due at that time (bills
// to move, rooms to draw, abandoned purchases, owed card-code credits, housekeeping). It shares the
// lease, loop and stop() of BackgroundWork; its loop runs a pass when one is due (everyMs after the
// last pass began, or at once after wake()), and tests drive it with runOnce(now) or catchUp(now)
// (passes until one finds nothing due) at the time they choose, never by waiting.
import { BackgroundWork, type BackgroundWorkDeps, type BackgroundWorkOptions } from './background-work';

export interface ScheduledJobOptions extends BackgroundWorkOptions {
  /** How often the loop runs a pass (a pass may run earlier: wake(), runOnce). */
  readonly everyMs: number;
  /** Whether the loop's first pass runs as it starts (default) or everyMs later. */
  readonly firstRun?: 'at-start' | 'after-interval';
}

/** catchUp: passes at most this many times before it gives up (a job that always finds work). */
const CATCH_UP_PASSES = 100;

export abstract class ScheduledJob extends BackgroundWork {
  /** When the loop's next pass is due (null: at once). */
  private nextRunAt: number | null = null;
  private started = false;

  protected constructor(
    deps: BackgroundWorkDeps,
    private readonly jobOptions: ScheduledJobOptions,
  ) {
    super(deps, jobOptions);
  }

  /** The work that is due at `now`; returns how many items it worked (0: nothing was due). */
  protected abstract tick(now: Date): Promise<number>;

  protected override pass(now: Date): Promise<number> {
    return this.tick(now);
  }

  protected override get backoffBaseMs(): number {
    return this.jobOptions.everyMs;
  }

  override start(): void {
    if (!this.started && this.jobOptions.firstRun === 'after-interval') {
      this.nextRunAt = this.now().getTime() + this.jobOptions.everyMs;
    }
    this.started = true;
    super.start();
  }

  /**
   * Runs a pass if one is due at `now` (the loop's turn); returns whether it ran. The next is due
   * everyMs after this one began.
   */
  async runIfDue(now: Date = this.now()): Promise<boolean> {
    if (this.nextRunAt !== null && now.getTime() < this.nextRunAt) return false;
    this.nextRunAt = now.getTime() + this.jobOptions.everyMs;
    await this.runOnce(now);
    return true;
  }

  /** When the loop runs its next pass (null: as soon as it turns). */
  get nextRun(): Date | null {
    return this.nextRunAt === null ? null : new Date(this.nextRunAt);
  }

  /**
   * Passes at `now` until one finds nothing due (a test, a drain): returns the items worked. Throws
   * when work keeps coming after CATCH_UP_PASSES passes.
   */
  async catchUp(now: Date = this.now()): Promise<number> {
    let worked = 0;
    for (let passes = 0; passes < CATCH_UP_PASSES; passes++) {
      const items = await this.runOnce(now);
      if (items === 0) return worked;
      worked += items;
    }
    throw new Error(`${this.jobOptions.name} still found work due after ${CATCH_UP_PASSES} passes`);
  }

  protected override async loopTurn(woken: boolean): Promise<number> {
    const now = this.now();
    if (woken) this.nextRunAt = null;
    await this.runIfDue(now);
    return Math.max(0, (this.nextRunAt ?? now.getTime()) - this.now().getTime());
  }
}
