// A task's progress is a projection of the log: the player's own stream, between the bounds of
// their current loyalty day (no table of its own to drift). Boxes opened: the BoxOpened facts' num;
// recharged: RECHARGE credits, hundredths; a game's task type: the player's debits of the change type
// its registration names (registerTaskCount; e.g. battles joined: stakes debited).
import { ChangeType, GAME_TASK_TYPES, type GameTaskType } from '@lootledger/contracts';
import type { SqlExecutor } from '@lootledger/event-store';
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
  const counted = [...taskCounts];
  const gameColumns = counted.map(
    (_, index) =>
      `count(*) FILTER (WHERE e.event_type = 'CoinsDebited' AND (e.data->>'change_type')::int = $${6 + index})::text AS game_${index},`,
  );
  const { rows } = await sql.query<Record<string, string | null>>(
    `SELECT
       sum(CASE WHEN e.event_type = 'BoxOpened' THEN (e.data->>'num')::bigint END)::text AS boxes,
       ${gameColumns.join('\n       ')}
       sum(CASE WHEN e.event_type = 'CoinsCredited' AND (e.data->>'change_type')::int = $4 THEN (e.data->>'amount')::bigint END)::text AS recharged
     FROM events e
     WHERE e.stream_id = $1 AND e.created_at >= $2 AND e.created_at < $3
       AND e.event_type IN ('BoxOpened', 'CoinsDebited', 'CoinsCredited')
       AND ($5::int IS NULL OR e.stream_version < $5::int)`,
    [
      `player-${playerId}`,
      from.toISOString(),
      to.toISOString(),
      ChangeType.RECHARGE,
      beforeVersion,
      ...counted.map(([, changeType]) => changeType),
    ],
  );
  const row = rows[0];
  const games = Object.fromEntries(GAME_TASK_TYPES.map((type) => [type, 0n])) as Record<GameTaskType, bigint>;
  counted.forEach(([type], index) => (games[type] = BigInt(row?.[`game_${index}`] ?? '0')));
  return {
    open_boxes: BigInt(row?.boxes ?? '0'),
    ...games,
    recharge: BigInt(row?.recharged ?? '0'),
  };
}
