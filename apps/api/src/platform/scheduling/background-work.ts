// Background work: the one mechanism under every loop of the API (architecture.md, "Background
// work"). Two kinds build on it: the event reactor (platform/event-sourcing/event-reactor.ts: reacts
// to new events of given types, from a checkpoint) and the scheduled job (scheduled-job.ts: runs
// every N ms, doing what is due). This base holds what they share: the lease (one holder across the
// fleet: platform/cluster/leases.ts, an advisory lock that frees when its holder dies), passes run one
// at a time (runOnce), the loop with its pause, backoff and wake() (wherever the holder runs), the
// clock, and stop() (after the pass in flight, giving the lease up). The loop runs only in a process
// whose ROLE runs background work (worker, all).
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ClusterSignals } from '../cluster/cluster-signals';
import type { Leases } from '../cluster/leases';

/** The signal that wakes a loop (by name) in whichever process holds its lease (named when only process managers woke). */
const WAKE_SIGNAL = 'process-manager.wake';

/** Longest pause between passes while they fail. */
const MAX_BACKOFF_MS = 60_000;

/** What every background loop needs from the platform. */
export interface BackgroundWorkDeps {
  /** This process's leases: one holder of a loop's lease works at a time. */
  readonly leases: Leases;
  /** Signals to the fleet (wake()); absent: wake() wakes this instance only. */
  readonly signals?: ClusterSignals;
  /** false: onApplicationBootstrap does not start the loop (ROLE=api). Default true. */
  readonly runsBackgroundWork?: boolean;
  /** The time a pass runs at (tests inject one); default the system clock. */
  readonly clock?: () => Date;
}

export interface BackgroundWorkOptions {
  /** Unique: names the loop (its logs, wake signal) and, unless `lease` says otherwise, its lease. */
  readonly name: string;
  /** The lease the work holds; default `process.<name>`. */
  readonly lease?: string;
}

export abstract class BackgroundWork implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  private exclusive: Promise<unknown> = Promise.resolve();
  private loop: Promise<void> | null = null;
  private stopRequested = false;
  private wakeLoop: (() => void) | null = null;
  private woken = false;
  private failures = 0;
  private holding = false;
  private readonly unsubscribe: () => void;

  protected constructor(
    private readonly backgroundDeps: BackgroundWorkDeps,
    private readonly backgroundOptions: BackgroundWorkOptions,
  ) {
    this.logger = new Logger(backgroundOptions.name);
    this.unsubscribe =
      backgroundDeps.signals?.on(WAKE_SIGNAL, (data) => {
        if (data.name === backgroundOptions.name) this.wakeHere();
      }) ?? (() => undefined);
  }

  /**
   * One pass under the lease (its holder only): returns how many items it worked (0: nothing to do).
   * A throw ends the pass; the loop tries again, backing off.
   */
  protected abstract pass(now: Date): Promise<number>;

  /**
   * One turn of the loop: a pass when one is due (always after wake()), then how long to pause.
   * `woken`: wake() was called since the last turn.
   */
  protected abstract loopTurn(woken: boolean): Promise<number>;

  /** The pause the backoff after a failed turn starts from (it doubles, up to a minute). */
  protected abstract get backoffBaseMs(): number;

  /** Runs after this process took the lease over from another (state read under it is stale). */
  protected onLeaseTaken(): void {}

  /** Runs in stop(), after the last pass, while the lease is still held. */
  protected beforeRelease(): Promise<void> {
    return Promise.resolve();
  }

  /** The current time, from the injected clock. */
  protected now(): Date {
    return this.backgroundDeps.clock?.() ?? new Date();
  }

  /** Whether this process runs the loop (its ROLE runs background work). */
  protected get runsHere(): boolean {
    return this.backgroundDeps.runsBackgroundWork ?? true;
  }

  /** Set by stop(): a long pass may end early between two items. */
  protected get stopping(): boolean {
    return this.stopRequested;
  }

  protected get leaseName(): string {
    return this.backgroundOptions.lease ?? `process.${this.backgroundOptions.name}`;
  }

  onApplicationBootstrap(): void | Promise<void> {
    if (this.runsHere) this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe();
    await this.stop();
  }

  /** Starts the loop (a no-op when it runs). */
  start(): void {
    if (this.loop) return;
    this.stopRequested = false;
    this.loop = this.runLoop();
  }

  /** Stops the loop after the pass in flight (the loop's or a runOnce call's) and gives the lease up. */
  async stop(): Promise<void> {
    this.stopRequested = true;
    this.wakeLoop?.();
    await this.loop;
    this.loop = null;
    await this.exclusive;
    if (this.holding) await this.beforeRelease().catch(() => undefined);
    this.holding = false;
    await this.backgroundDeps.leases.release(this.leaseName).catch(() => undefined);
  }

  /** Runs a pass now instead of after the pause (new work arrived), in whichever process holds the lease. */
  wake(): void {
    this.wakeHere();
    this.backgroundDeps.signals?.tellOthersSoon(WAKE_SIGNAL, { name: this.backgroundOptions.name });
  }

  /**
   * One pass now, after any running one, at `now`: returns how many items it worked (0: nothing to
   * do). Skipped (0) while another process holds the lease.
   */
  runOnce(now: Date = this.now()): Promise<number> {
    const run = this.exclusive.then(async () => ((await this.lease()) ? this.pass(now) : 0));
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  private wakeHere(): void {
    this.woken = true;
    this.wakeLoop?.();
  }

  /** Takes or renews the lease; false while another live process holds it. */
  private async lease(): Promise<boolean> {
    const held = await this.backgroundDeps.leases.hold(this.leaseName);
    if (held && !this.holding) this.onLeaseTaken();
    this.holding = held;
    return held;
  }

  private async runLoop(): Promise<void> {
    while (!this.stopRequested) {
      let pauseMs: number;
      const woken = this.woken;
      this.woken = false;
      try {
        pauseMs = await this.loopTurn(woken);
        this.failures = 0;
      } catch (error) {
        this.failures++;
        // A failing pass is tried again, backing off (up to a minute, or its own interval when that is
        // longer) so a stuck one does not spin.
        const longest = Math.max(MAX_BACKOFF_MS, this.backoffBaseMs);
        pauseMs = Math.min(longest, this.backoffBaseMs * 2 ** Math.min(this.failures, 10));
        this.woken = true;
        this.logger.warn(`pass failed (attempt ${this.failures}), again in ${pauseMs} ms: ${String(error)}`);
      }
      if (this.stopRequested) break;
      if (this.woken && this.failures === 0) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pauseMs);
        timer.unref();
        this.wakeLoop = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeLoop = null;
    }
  }
}
