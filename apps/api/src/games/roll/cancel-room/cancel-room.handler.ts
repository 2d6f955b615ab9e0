// Cancels a room before its draw: by staff, or by the process when the creator's escrow was refused
// ('unpaid'). RoomCancelled reveals the seed, then every prize goes back to the creator and the room
// is settled (draw-room's settle, each step once).
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ROOM, type RoomCancelReason, type RoomState } from '../domain/room';
import { cancelRoom } from '../domain/room.decider';
import { rollSeedKey } from '../domain/room-keys';
import { DrawRoomHandler } from '../draw-room/draw-room.handler';
import { inTransaction, processContext, RoomTable, staffContext, type WithRoomChange } from '../rooms/room-table';

@Injectable()
export class CancelRoomHandler {
  constructor(
    private readonly table: RoomTable,
    private readonly drawing: DrawRoomHandler,
  ) {}

  /**
   * Staff (by) or the process (by = null, an unpaid escrow) cancel a room before its draw; withChange
   * commits with the cancellation (the prizes go back afterwards, each step once).
   */
  async cancel(
    roomId: string,
    by: string | null,
    reason: RoomCancelReason,
    withChange?: WithRoomChange,
  ): Promise<RoomState> {
    await this.table.load(roomId); // 404 ROLL_NOT_FOUND before asking the vault for a seed that was never made
    const seed = await this.table.vault.get(rollSeedKey(roomId));
    let before = ROOM.initialState();
    await this.table.rooms.execute(
      roomId,
      `cancel/${randomUUID()}`,
      (state) => {
        before = state;
        return cancelRoom(state, { by, reason, serverSeed: seed.serverSeed });
      },
      by ? staffContext(by) : processContext(),
      inTransaction(withChange, () => before),
    );
    return this.drawing.settle(roomId);
  }
}
