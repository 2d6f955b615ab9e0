// Draws a room at its end time (the process's tick): RoomDrawn (winners per fairness.md, seed
// revealed) → each won prize granted to its winner (ItemsGranted 'roll', key roll-prize/{room}/{i})
// → the undrawn prizes granted back to the creator (ItemsGranted 'roll-return', key
// roll-return/{room}) → RoomSettled. A cancelled room is settled the same way (every prize back).
// A prize left the creator's backpack for good at creation, so whatever comes back is a new
// backpack entry (deterministic storage ids): the ledger never holds an item "in a room".
import { Injectable } from '@nestjs/common';
import { grantedItem, grantItems, type GrantedItem } from '../../../ledger';
import type { RoomPrize, RoomState } from '../domain/room';
import { drawRoom, returnedPrizes, settleRoom } from '../domain/room.decider';
import { prizeStorageId, rollSeedKey } from '../domain/room-keys';
import { processContext, RoomTable } from '../rooms/room-table';

@Injectable()
export class DrawRoomHandler {
  constructor(private readonly table: RoomTable) {}

  /** Draws a room past its end time (once) and delivers its prizes. */
  async draw(roomId: string, now = new Date()): Promise<RoomState> {
    const seed = await this.table.vault.get(rollSeedKey(roomId));
    await this.table.rooms.execute(
      roomId,
      'draw',
      (state) => drawRoom(state, seed.serverSeed, now, (prize) => prizeStorageId(roomId, prize, false)),
      processContext(now),
    );
    return this.settle(roomId);
  }

  /** Grants every won prize to its winner and the rest back to the creator, then settles (each once). */
  async settle(roomId: string): Promise<RoomState> {
    const state = await this.table.load(roomId);
    if (state.phase !== 'drawn' && state.phase !== 'cancelled') return state;
    for (const winner of state.winners) {
      const item = granted(state.prizes[winner.prize], winner.storage_id);
      await this.table.accounts.execute(
        winner.player_id,
        `roll-prize/${roomId}/${winner.prize}`,
        (account) => (account.items.has(item.storage_id) ? [] : [grantItems(account, 'roll', roomId, [item]).event]),
        processContext(),
      );
    }
    const escrowed = state.creatorId === null ? false : await this.table.escrowed(state);
    const returned = returnedPrizes(state, escrowed);
    if (state.creatorId !== null && returned.length > 0) {
      const items = returned.map((index) => granted(state.prizes[index], prizeStorageId(roomId, index, true)));
      await this.table.accounts.execute(
        state.creatorId,
        `roll-return/${roomId}`,
        (account) =>
          account.items.has(items[0].storage_id) ? [] : [grantItems(account, 'roll-return', roomId, items).event],
        processContext(),
      );
    }
    const settled = await this.table.rooms.execute(
      roomId,
      'settle',
      (current) => settleRoom(current, returned),
      processContext(),
    );
    this.table.vault.forget(rollSeedKey(roomId));
    return settled.state;
  }
}

function granted(prize: RoomPrize, storageId: string): GrantedItem {
  return grantedItem(storageId, { ...prize, id: prize.item_id });
}
