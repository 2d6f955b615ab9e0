// Housekeeping on a timer (prunes of expired sessions, nonces, rate windows; the log's signed
// checkpoints): registered by the contexts, started when the application has booted, stopped on
// shutdown. Background work: only a process whose ROLE runs it (worker, all) does, and across the
// fleet one process at a time runs each chore, under the lease `chore.<name>` (platform/cluster).
// A chore that fails is simply run again next time; it must never matter for correctness.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Leases } from '../cluster/leases';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../config/app-config';

interface Chore {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

@Injectable()
export class Chores implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Chores');
  private readonly chores: Chore[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly leases: Leases,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs `run` every `everyMs` once the application has booted, in one process of the fleet. */
  every(name: string, everyMs: number, run: () => Promise<unknown>): void {
    if (this.chores.some((chore) => chore.name === name)) throw new Error(`chore ${name} is registered twice`);
    this.chores.push({ name, everyMs, run });
  }

  /** The names of the registered chores. */
  get names(): string[] {
    return this.chores.map((chore) => chore.name);
  }

  /** Runs one chore now if this process holds (or takes) its lease; false when another process holds it. */
  async runOnce(name: string): Promise<boolean> {
    const chore = this.chores.find((candidate) => candidate.name === name);
    if (!chore) throw new Error(`no chore ${name}`);
    if (this.stopped || !(await this.leases.hold(`chore.${name}`))) return false;
    await chore.run();
    return true;
  }

  onApplicationBootstrap(): void {
    if (!runsBackgroundWork(this.config)) return;
    for (const chore of this.chores) {
      const timer = setInterval(
        () =>
          void this.runOnce(chore.name).catch((error: unknown) =>
            this.logger.warn(`chore ${chore.name} failed: ${String(error)}`),
          ),
        chore.everyMs,
      );
      timer.unref();
      this.timers.push(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.chores.map((chore) => this.leases.release(`chore.${chore.name}`)));
  }
}
