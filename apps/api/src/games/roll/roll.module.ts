// The roll context: ROLL giveaway rooms, each its own stream (roll-{id}), drawn by the roll process
// with the room's own server seed (fairness.md "Giveaway room"); prizes move through the ledger.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FairnessModule } from '../fairness/fairness.module';
import { LedgerModule } from '../../ledger';
import { EventSourcingModule } from '../../platform/event-sourcing';
import { CancelRoomHandler } from './cancel-room/cancel-room.handler';
import { CreateRoomController } from './create-room/create-room.controller';
import { CreateRoomHandler, ROLL_MIN_DURATION } from './create-room/create-room.handler';
import { DrawRoomHandler } from './draw-room/draw-room.handler';
import { RollProcess } from './draw-room/roll.process';
import { JoinRoomController } from './join-room/join-room.controller';
import { JoinRoomHandler } from './join-room/join-room.handler';
import { ROLL_FEATURE } from './roll.feature';
import { RoomTable } from './rooms/room-table';
import { RoomsController } from './rooms/rooms.controller';
import { RoomsReader } from './rooms/rooms.reader';
import { RollRoomsStaffController } from './staff/rooms.staff.controller';
import { MIN_ROOM_DURATION_MS } from './domain/room.decider';

/** ROLL_MIN_DURATION_MS: the shortest time from a room's creation to its draw (default a minute; browser tests shorten it). */
export function rollMinDurationMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.ROLL_MIN_DURATION_MS);
  return Number.isInteger(value) && value >= 0 ? value : MIN_ROOM_DURATION_MS;
}

@Module({
  imports: [CqrsModule, LedgerModule, FairnessModule, EventSourcingModule.forFeature(ROLL_FEATURE)],
  controllers: [CreateRoomController, JoinRoomController, RoomsController, RollRoomsStaffController],
  providers: [
    RoomTable,
    CreateRoomHandler,
    JoinRoomHandler,
    DrawRoomHandler,
    CancelRoomHandler,
    RoomsReader,
    RollProcess,
    { provide: ROLL_MIN_DURATION, useFactory: () => rollMinDurationMs() },
  ],
})
export class RollModule {}
