// The process manager: the one way a step that spans streams is driven (a recharge order crediting
// a player, an approved adjustment moving coins, a cancelled battle refunding its stakes): an event
// reactor (event-reactor.ts: the log from a checkpoint, the event types it names, under the lease
// `process.<name>`) by the name the processes have always used. Work on a timer (due items,
// timeouts) is a scheduled job instead (platform/scheduling/scheduled-job.ts).
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
}
