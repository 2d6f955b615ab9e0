// The roll process: draws rooms at their end time and finishes what requests and draws leave
// (architecture.md: a room is driven by a scheduled job). On its tick it
//   - draws every open room past its end time and delivers its prizes (roll.service.ts draw);
//   - settles rooms drawn or cancelled whose prizes are not all delivered (a crash mid-delivery);
//   - finishes rooms a request left escrowing for a minute (opened when escrowed, cancelled when not).
// Every step is keyed, so a step done twice (two ticks, a restart) moves nothing twice.
import { Injectable } from '@nestjs/common';
import { EventSourcing } from '../../platform/event-sourcing';
import { ScheduledJob } from '../../platform/scheduling/scheduled-job';
import { ROLL_PROCESS, RollService } from './roll.service';
import { RoomsReader } from './rooms/rooms.reader';

/** A room escrowing this long was left by its request. */
export const ABANDONED_ESCROW_MS = 60_000;

@Injectable()
export class RollProcess extends ScheduledJob {
  constructor(
    eventSourcing: EventSourcing,
    private readonly roll: RollService,
    private readonly reader: RoomsReader,
  ) {
    super(eventSourcing, { name: ROLL_PROCESS, everyMs: 1_000 });
  }

  protected override async tick(now: Date): Promise<number> {
    let worked = 0;
    for (const roomId of await this.reader.dueRooms(now)) {
      await this.roll.draw(roomId, now);
      worked++;
    }
    for (const roomId of await this.reader.unsettled()) {
      await this.roll.settle(roomId);
      worked++;
    }
    for (const roomId of await this.reader.escrowingSince(new Date(now.getTime() - ABANDONED_ESCROW_MS))) {
      await this.roll.finishEscrow(roomId);
      worked++;
    }
    return worked;
  }
}
