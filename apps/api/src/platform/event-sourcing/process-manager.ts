// The process manager: the one way a step that spans streams is driven (a recharge order crediting
// a player, an approved adjustment moving coins). It is an event reactor (event-reactor.ts: the log
// from a checkpoint, the event types it names, under the lease `process.<name>`) that may also tick:
// timers that share its lease and its loop (the battle process cancels battles left waiting). Work
// that only runs on a timer is a scheduled job (platform/scheduling/scheduled-job.ts) instead.
import type { Migration } from '@lootledger/event-store';
import { EventReactor, type EventReactorDeps, type EventReactorOptions } from './event-reactor';

export const PROCESS_MANAGER_MIGRATIONS: readonly Migration[] = [
  {
    id: 'platform-001-process-leases',
    sql: `
CREATE TABLE IF NOT EXISTS process_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);`,
  },
  // Leases are advisory locks now (a dead holder's lock frees with its connection): no rows to expire.
  { id: 'platform-002-drop-process-leases', sql: `DROP TABLE IF EXISTS process_leases;` },
];

export type ProcessManagerOptions = EventReactorOptions;
export type ProcessManagerDeps = EventReactorDeps;

export abstract class ProcessManager extends EventReactor {
  protected constructor(deps: ProcessManagerDeps, options: ProcessManagerOptions) {
    super(deps, options);
  }

  /** Timers of its own (due items), after the events of each pass; returns how many items it worked. */
  protected tick(_now: Date): Promise<number> {
    return Promise.resolve(0);
  }

  protected override async pass(now: Date): Promise<number> {
    return (await super.pass(now)) + (await this.tick(now));
  }
}
