// Housekeeping a process does on a timer while it runs (prunes of expired sessions, nonces, rate
// windows): registered by the contexts, started when the application has booted, stopped on
// shutdown. A chore that fails is simply run again next time; it must never matter for correctness.
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

interface Chore {
  everyMs: number;
  run: () => Promise<unknown>;
}

@Injectable()
export class Chores implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly chores: Chore[] = [];
  private readonly timers: NodeJS.Timeout[] = [];

  /** Runs `run` every `everyMs` once the application has booted. */
  every(everyMs: number, run: () => Promise<unknown>): void {
    this.chores.push({ everyMs, run });
  }

  onApplicationBootstrap(): void {
    for (const chore of this.chores) {
      const timer = setInterval(() => void chore.run().catch(() => undefined), chore.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }
}
