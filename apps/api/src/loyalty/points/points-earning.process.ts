// Earns points for coins spent: reacts to every CoinsDebited of a spend change type (box openings,
// battles, upgrades, contracts, ROLL, by the staff rules) with PointsEarned on the player's points
// stream, keyed by the debit's event id ("earn/{eventId}"): the event ids derive from the key, so a
// debit seen twice (a crash before the checkpoint moved, two runs) earns once.
import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@lootledger/event-store';
import { playerIdOfStream, readCoinMovement } from '../../ledger';
import { EventSourcing, ProcessManager, systemContext } from '../../platform/event-sourcing';
import { pointsForSpend } from './points';
import { PointsRulesRepository, SPEND_CHANGE_TYPES } from './points-rules.repository';
import { PointsService } from './points.service';

export const POINTS_EARNING_PROCESS = 'loyalty.points-earning';

export function earningKey(debitEventId: string): string {
  return `earn/${debitEventId}`;
}

@Injectable()
export class PointsEarningProcess extends ProcessManager {
  constructor(
    eventSourcing: EventSourcing,
    private readonly rules: PointsRulesRepository,
    private readonly points: PointsService,
  ) {
    super(eventSourcing, { name: POINTS_EARNING_PROCESS, reactsTo: ['CoinsDebited'], pollIntervalMs: 1_000 });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const playerId = playerIdOfStream(event.streamId);
    if (playerId === null) return;
    const movement = readCoinMovement(event.type, event.data);
    if (!SPEND_CHANGE_TYPES.includes(movement.changeType)) return;
    const spent = movement.amount < 0n ? -movement.amount : movement.amount;
    const rateBp = await this.rules.rateFor(movement.changeType);
    const amount = pointsForSpend(spent, rateBp);
    if (amount <= 0n) return;
    await this.points.earn(
      playerId,
      earningKey(event.eventId),
      { amount, source: 'spend', reference: event.eventId, changeType: movement.changeType, spent, rateBp },
      systemContext(POINTS_EARNING_PROCESS, event.createdAt, event.metadata?.correlationId as string | undefined),
    );
  }
}
