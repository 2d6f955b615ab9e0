// Housekeeping on a timer (prunes of expired sessions, nonces, rate windows; the log's signed
// checkpoints): registered by the contexts, each one a scheduled job (scheduled-job.ts) under the
// lease `chore.<name>`, started when the application has booted (in a process whose ROLE runs
// background work: worker, all), stopped on shutdown. A chore's first run is one interval after the
// start. A chore that fails is simply run again next time; it must never matter for correctness.
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Leases } from '../cluster/leases';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../config/app-config';
import { ScheduledJob } from './scheduled-job';

/** One chore: its job runs `run` each time it is due. */
class Chore extends ScheduledJob {
  /** How many times it ran in this process. */
  runs = 0;

  constructor(
    leases: Leases,
    runsHere: boolean,
    name: string,
    everyMs: number,
    private readonly run: () => Promise<unknown>,
  ) {
    super(
      { leases, runsBackgroundWork: runsHere },
      { name: `chore.${name}`, lease: `chore.${name}`, everyMs, firstRun: 'after-interval' },
    );
  }

  /** Housekeeping is never work to catch up on: it counts as nothing worked. */
  protected override async tick(): Promise<number> {
    this.runs++;
    await this.run();
    return 0;
  }
}

@Injectable()
export class Chores implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly chores = new Map<string, Chore>();
  private stopped = false;

  constructor(
    private readonly leases: Leases,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs `run` every `everyMs` once the application has booted, in one process of the fleet. */
  every(name: string, everyMs: number, run: () => Promise<unknown>): void {
    if (this.chores.has(name)) throw new Error(`chore ${name} is registered twice`);
    this.chores.set(name, new Chore(this.leases, runsBackgroundWork(this.config), name, everyMs, run));
  }

  /** The names of the registered chores. */
  get names(): string[] {
    return [...this.chores.keys()];
  }

  /** Runs one chore now if this process holds (or takes) its lease; false when another process holds it. */
  async runOnce(name: string): Promise<boolean> {
    const chore = this.chores.get(name);
    if (!chore) throw new Error(`no chore ${name}`);
    if (this.stopped) return false;
    const runs = chore.runs;
    await chore.runOnce();
    return chore.runs > runs;
  }

  onApplicationBootstrap(): void {
    for (const chore of this.chores.values()) void chore.onApplicationBootstrap();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.chores.values()].map((chore) => chore.stop()));
  }
}
