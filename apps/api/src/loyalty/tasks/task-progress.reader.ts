// A task's progress is a projection of the log: the player's own stream, between the bounds of
// their current loyalty day (no table of its own to drift). Boxes opened: the BoxOpened facts' num;
// battles joined: BATTLE stakes debited; recharged: RECHARGE credits, hundredths.
import { ChangeType } from '@lootledger/contracts';
import type { SqlExecutor } from '@lootledger/event-store';
import type { TaskType } from './tasks.repository';

export type DayProgress = Record<TaskType, bigint>;

/** The player's progress over [from, to), up to (excluding) a stream version when given (the audit). */
export async function dayProgress(
  sql: SqlExecutor,
  playerId: string,
  from: Date,
  to: Date,
  beforeVersion: number | null = null,
): Promise<DayProgress> {
  const { rows } = await sql.query<{ boxes: string | null; battles: string | null; recharged: string | null }>(
    `SELECT
       sum(CASE WHEN e.event_type = 'BoxOpened' THEN (e.data->>'num')::bigint END)::text AS boxes,
       count(*) FILTER (WHERE e.event_type = 'CoinsDebited' AND (e.data->>'change_type')::int = $4)::text AS battles,
       sum(CASE WHEN e.event_type = 'CoinsCredited' AND (e.data->>'change_type')::int = $5 THEN (e.data->>'amount')::bigint END)::text AS recharged
     FROM events e
     WHERE e.stream_id = $1 AND e.created_at >= $2 AND e.created_at < $3
       AND e.event_type IN ('BoxOpened', 'CoinsDebited', 'CoinsCredited')
       AND ($6::int IS NULL OR e.stream_version < $6::int)`,
    [`player-${playerId}`, from.toISOString(), to.toISOString(), ChangeType.BATTLE, ChangeType.RECHARGE, beforeVersion],
  );
  const row = rows[0];
  return {
    open_boxes: BigInt(row?.boxes ?? '0'),
    join_battle: BigInt(row?.battles ?? '0'),
    recharge: BigInt(row?.recharged ?? '0'),
  };
}
