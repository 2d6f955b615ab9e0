// A task's progress is a projection of the log: the player's own stream, between the bounds of
// their current loyalty day (no table of its own to drift). Boxes opened: the BoxOpened facts' num;
// recharged: RECHARGE credits, hundredths; a game's task type: the player's debits of the change type
// its registration names (registerTaskCount; e.g. battles joined: stakes debited).
import { ChangeType, GAME_TASK_TYPES, type GameTaskType } from '@lootledger/contracts';
import type { SqlExecutor } from '@lootledger/event-store';
import { playerStreamId } from '../../ledger';
import { scanStream } from '../../platform/event-sourcing';
import type { TaskType } from './tasks.repository';

export type DayProgress = Record<TaskType, bigint>;

/** Each game task type: the change type of the debits it counts. */
const taskCounts = new Map<GameTaskType, number>();

/** What a game's task type counts: debits of this change type (games.registry.ts; again: the same). */
export function registerTaskCount(type: GameTaskType, debitsOf: number): void {
  const known = taskCounts.get(type);
  if (known !== undefined && known !== debitsOf) throw new Error(`task type ${type} counts two change types`);
  taskCounts.set(type, debitsOf);
}

/** The player's progress over [from, to), up to (excluding) a stream version when given (the audit). */
export async function dayProgress(
  sql: SqlExecutor,
  playerId: string,
  from: Date,
  to: Date,
  beforeVersion: number | null = null,
): Promise<DayProgress> {
  // Facts of the games (BoxOpened) and the ledger (coins moved): the runtime's scan of the player's stream.
  const events = await scanStream(sql, playerStreamId(playerId), {
    types: ['BoxOpened', 'CoinsDebited', 'CoinsCredited'],
    from,
    to,
    beforeVersion,
  });
  const games = Object.fromEntries(GAME_TASK_TYPES.map((type) => [type, 0n])) as Record<GameTaskType, bigint>;
  const progress = { open_boxes: 0n, ...games, recharge: 0n } as DayProgress;
  for (const { type, data } of events) {
    const changeType = Number(data.change_type);
    if (type === 'BoxOpened') progress.open_boxes += BigInt(String(data.num));
    else if (type === 'CoinsCredited' && changeType === ChangeType.RECHARGE)
      progress.recharge += BigInt(String(data.amount));
    else if (type === 'CoinsDebited')
      for (const [task, debitsOf] of taskCounts) if (changeType === debitsOf) progress[task] += 1n;
  }
  return progress;
}
