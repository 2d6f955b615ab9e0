// The keys a room's steps are recorded under, so a step repeated after a crash (or a draw run twice)
// appends nothing the second time: the server seed's vault key, the escrow's command key, each
// prize's backpack entry; and a room password's hash.
import { createHash } from 'node:crypto';
import { uuidV5 } from '@lootledger/event-store';

/** The actor of every step the process (or a request on its behalf) takes. */
export const ROLL_PROCESS = 'roll.rooms';

export function rollSeedKey(roomId: string): string {
  return `roll-${roomId}`;
}

export function escrowCommandKey(roomId: string): string {
  return `roll-escrow/${roomId}`;
}

export function passwordHash(password: string | undefined | null): string | null {
  if (password === undefined || password === null || password === '') return null;
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

/** The backpack entry a prize becomes: for its winner, or back with its creator. */
export function prizeStorageId(roomId: string, prize: number, returned: boolean): string {
  return uuidV5(`${roomId}\n${returned ? 'return' : 'win'}\n${prize}`);
}
