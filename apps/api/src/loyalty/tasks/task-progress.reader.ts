// A task's progress is a projection of the log: the player's own stream, between the bounds of
// their current loyalty day (no table of its own to drift). Boxes opened: the BoxOpened facts' num;
// battles joined: BATTLE stakes debited; recharged: RECHARGE credits, hundredths.
import { ChangeType } from '@lootledger/contracts';
import type { SqlExecutor } from '@lootledger/event-store';
import { playerStreamId } from '../../ledger';
import { scanStream } from '../../platform/event-sourcing';
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
  // Facts of the games (BoxOpened) and the ledger (coins moved): the runtime's scan of the player's stream.
  const events = await scanStream(sql, playerStreamId(playerId), {
    types: ['BoxOpened', 'CoinsDebited', 'CoinsCredited'],
    from,
    to,
    beforeVersion,
  });
  const progress: DayProgress = { open_boxes: 0n, join_battle: 0n, recharge: 0n };
  for (const { type, data } of events) {
    const changeType = Number(data.change_type);
    if (type === 'BoxOpened') progress.open_boxes += BigInt(String(data.num));
    else if (type === 'CoinsDebited' && changeType === ChangeType.BATTLE) progress.join_battle += 1n;
    else if (type === 'CoinsCredited' && changeType === ChangeType.RECHARGE)
      progress.recharge += BigInt(String(data.amount));
  }
  return progress;
}
