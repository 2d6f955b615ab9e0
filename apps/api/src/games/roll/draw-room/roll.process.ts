// The roll process: draws rooms at their end time and finishes what requests and draws leave
// (architecture.md: a room is driven by a scheduled job). On its tick it
//   - draws every open room past its end time and delivers its prizes (draw-room.handler.ts);
//   - settles rooms drawn or cancelled whose prizes are not all delivered (a crash mid-delivery);
//   - finishes rooms a request left escrowing for a minute (opened when escrowed, cancelled when not).
// Every step is keyed, so a step done twice (two ticks, a restart) moves nothing twice.
import { Injectable } from '@nestjs/common';
import { EventSourcing } from '../../../platform/event-sourcing';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { CreateRoomHandler } from '../create-room/create-room.handler';
import { ROLL_PROCESS } from '../domain/room-keys';
import { RoomsReader } from '../rooms/rooms.reader';
import { DrawRoomHandler } from './draw-room.handler';

/** A room escrowing this long was left by its request. */
export const ABANDONED_ESCROW_MS = 60_000;

@Injectable()
export class RollProcess extends ScheduledJob {
  constructor(
    eventSourcing: EventSourcing,
    private readonly drawing: DrawRoomHandler,
    private readonly creating: CreateRoomHandler,
    private readonly reader: RoomsReader,
  ) {
    super(eventSourcing, { name: ROLL_PROCESS, everyMs: 1_000 });
  }

  protected override async tick(now: Date): Promise<number> {
    let worked = 0;
    for (const roomId of await this.reader.dueRooms(now)) {
      await this.drawing.draw(roomId, now);
      worked++;
    }
    for (const roomId of await this.reader.unsettled()) {
      await this.drawing.settle(roomId);
      worked++;
    }
    for (const roomId of await this.reader.escrowingSince(new Date(now.getTime() - ABANDONED_ESCROW_MS))) {
      await this.creating.finishEscrow(roomId);
      worked++;
    }
    return worked;
  }
}
