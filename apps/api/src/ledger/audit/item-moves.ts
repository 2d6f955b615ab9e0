// What a game's audit check reads of the ledger's item facts: the items granted to (ItemsGranted) or
// consumed from (ItemsConsumed) players' backpacks by some sources, each with its player and where
// it stands in the log, a batch at a time in the audit's snapshot.
import type { SqlExecutor } from '@lootledger/event-store';
import { describeRecorded, scanEvents } from '../../platform/event-sourcing';
import { playerIdOfStream, type ItemsConsumed, type ItemsGranted } from '../domain/player-account.events';

interface ItemMoveData {
  ItemsGranted: ItemsGranted['data'];
  ItemsConsumed: ItemsConsumed['data'];
}

/** One grant or consumption: the player ('' off a player stream), the fact's data, where it is. */
export interface ItemMove<Data> {
  playerId: string;
  data: Data;
  where: string;
}

/** Visits every `type` fact whose source is one of `sources`, in (stream, version) order. */
export function scanItemMoves<Type extends keyof ItemMoveData>(
  tx: SqlExecutor,
  type: Type,
  sources: readonly string[],
  visit: (move: ItemMove<ItemMoveData[Type]>) => void,
): Promise<void> {
  return scanEvents(
    tx,
    [type],
    (event) =>
      visit({
        playerId: playerIdOfStream(event.streamId) ?? '',
        data: event.data as unknown as ItemMoveData[Type],
        where: describeRecorded(event),
      }),
    `e.data->>'source' IN (${sources.map((source) => `'${source}'`).join(', ')})`,
  );
}
