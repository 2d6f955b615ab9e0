// The ids of the events a command appends to a player account: derived from the command's key
// (uuidV5 of libs/event-store), so the same command applied twice appends once.
import { uuidV5 } from '@lootledger/event-store';

export { uuidV5 };

/** The id of the index-th event a command (identified by its key) appends to a stream. */
export function commandEventId(streamId: string, commandKey: string, index: number): string {
  return uuidV5(`${streamId}\n${commandKey}\n${index}`);
}
