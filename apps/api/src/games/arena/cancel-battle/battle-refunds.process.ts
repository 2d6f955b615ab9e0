// The battle refunds process (an event reactor: platform/event-sourcing): reacts to every
// BattleCancelled by refunding the battle's stakes, and to every SeatLeft by refunding that seat's,
// once. A cancel or a leave refunds itself (cancel-battle.handler.ts, leave-battle.handler.ts); this
// finishes one a crash cut off between the two. Keyed refunds: a second reaction moves nothing. Its
// checkpoint and lease keep the arena's process name.
import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@lootledger/event-store';
import { EventSourcing, ProcessManager } from '../../../platform/event-sourcing';
import { BattleTable } from '../battles/battle-table';
import { BATTLE } from '../domain/battle';
import { ARENA_PROCESS } from '../domain/battle-keys';
import type { SeatLeft } from '../domain/battle.events';
import { CancelBattleHandler } from './cancel-battle.handler';

@Injectable()
export class BattleRefundsProcess extends ProcessManager {
  constructor(
    eventSourcing: EventSourcing,
    private readonly table: BattleTable,
    private readonly cancelling: CancelBattleHandler,
  ) {
    super(eventSourcing, { name: ARENA_PROCESS, reactsTo: ['BattleCancelled', 'SeatLeft'], pollIntervalMs: 1_000 });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const battleId = BATTLE.idOf(event.streamId);
    if (battleId === null) return;
    const state = await this.table.load(battleId);
    if (event.type === 'SeatLeft') {
      const { reservation_id: reservationId } = event.data as unknown as SeatLeft['data'];
      await this.cancelling.refund(battleId, state, reservationId);
      return;
    }
    await this.cancelling.refundStakes(battleId, state);
  }
}
