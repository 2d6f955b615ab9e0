// The battle refunds process (an event reactor: platform/event-sourcing): reacts to every
// BattleCancelled by refunding the battle's stakes, once. A cancellation refunds them itself
// (cancel-battle.handler.ts); this finishes one a crash cut off between the two. Keyed refunds: a
// second reaction moves nothing. Its checkpoint and lease keep the arena's process name.
import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@lootledger/event-store';
import { EventSourcing, ProcessManager } from '../../../platform/event-sourcing';
import { BattleTable } from '../battles/battle-table';
import { BATTLE } from '../domain/battle';
import { ARENA_PROCESS } from '../domain/battle-keys';
import { CancelBattleHandler } from './cancel-battle.handler';

@Injectable()
export class BattleRefundsProcess extends ProcessManager {
  constructor(
    eventSourcing: EventSourcing,
    private readonly table: BattleTable,
    private readonly cancelling: CancelBattleHandler,
  ) {
    super(eventSourcing, { name: ARENA_PROCESS, reactsTo: ['BattleCancelled'], pollIntervalMs: 1_000 });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const battleId = BATTLE.idOf(event.streamId);
    if (battleId === null) return;
    await this.cancelling.refundStakes(battleId, await this.table.load(battleId));
  }
}
