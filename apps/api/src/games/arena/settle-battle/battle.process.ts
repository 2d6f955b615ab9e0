// The battle process: finishes what requests leave, a scheduled job (platform/scheduling; the
// refunds of cancelled battles are battle-refunds.process.ts, an event reactor). On its tick it:
//   - cancels and refunds battles left waiting longer than ARENA_WAIT_TIMEOUT;
//   - settles reservations a request left pending for a minute (a crash between the seat and the stake);
//   - runs to the end battles whose seats are all taken but that have not ended (a crash mid-settlement:
//     drawn, granted, stakes released to the house, ended; each step that is already done is a no-op).
// Every step is keyed (domain/battle-keys.ts), so a step done twice moves nothing twice.
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error';
import { EventSourcing } from '../../../platform/event-sourcing';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { BattleTable } from '../battles/battle-table';
import { BattlesReader } from '../battles/battles.reader';
import { CancelBattleHandler } from '../cancel-battle/cancel-battle.handler';
import { ARENA_PROCESS } from '../domain/battle-keys';
import { JoinBattleHandler } from '../join-battle/join-battle.handler';
import { SettleBattleHandler } from './settle-battle.handler';

/** A reservation pending this long was left by its request. */
export const ABANDONED_RESERVATION_MS = 60_000;
/** A full or running battle untouched this long was left by its request. */
export const STALLED_BATTLE_MS = 5_000;

@Injectable()
export class BattleProcess extends ScheduledJob {
  constructor(
    eventSourcing: EventSourcing,
    private readonly table: BattleTable,
    private readonly reader: BattlesReader,
    private readonly cancelling: CancelBattleHandler,
    private readonly joining: JoinBattleHandler,
    private readonly settling: SettleBattleHandler,
  ) {
    super(eventSourcing, { name: `${ARENA_PROCESS}.timers`, everyMs: 1_000 });
  }

  protected override async tick(now: Date): Promise<number> {
    let worked = 0;
    for (const battleId of await this.reader.waitingSince(
      new Date(now.getTime() - this.table.config.arenaWaitTimeoutMs),
    )) {
      await this.ignoringRefusals(() => this.cancelling.cancel(battleId, null, 'timeout'));
      worked++;
    }
    for (const [battleId, reservationId] of await this.reader.pendingReservationsSince(
      new Date(now.getTime() - ABANDONED_RESERVATION_MS),
    )) {
      await this.joining.settleReservation(battleId, reservationId);
      worked++;
    }
    for (const battleId of await this.reader.unfinishedSince(new Date(now.getTime() - STALLED_BATTLE_MS))) {
      await this.settling.settle(battleId);
      worked++;
    }
    return worked;
  }

  /** A battle that started meanwhile is not cancelled: that refusal is the expected outcome. */
  private async ignoringRefusals(step: () => Promise<unknown>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
