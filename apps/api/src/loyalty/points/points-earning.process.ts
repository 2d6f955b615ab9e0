// Earns points for coins spent: reacts to every CoinsDebited of a spend change type (box openings,
// upgrades, contracts, ROLL, by the staff rules) with PointsEarned on the player's points stream,
// keyed by the debit's event id ("earn/{eventId}"): the event ids derive from the key, so a debit
// seen twice (a crash before the checkpoint moved, two runs) earns once. A battle stake earns only
// when its battle ends (BattleEnded, one key per seat): a stake refunded by a cancelled battle never
// earned, so creating and cancelling battles cannot farm points. Players' debits are handled in
// parallel (partitionBy), each player's in log order.
import { Injectable } from '@nestjs/common';
import { ChangeType } from '@lootledger/contracts';
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
    super(eventSourcing, {
      name: POINTS_EARNING_PROCESS,
      reactsTo: ['CoinsDebited', 'BattleEnded'],
      pollIntervalMs: 1_000,
      // A debit earns on its player's points stream: players earn in parallel (one group commit
      // for many), each player's debits in log order. A battle's seats may share a player with
      // another partition: the append's expected version settles that race.
      partitionBy: (event) => event.streamId,
    });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    if (event.type === 'BattleEnded') return this.battleEnded(event);
    const playerId = playerIdOfStream(event.streamId);
    if (playerId === null) return;
    const movement = readCoinMovement(event.type, event.data);
    if (!SPEND_CHANGE_TYPES.includes(movement.changeType) || movement.changeType === ChangeType.BATTLE) return;
    const spent = movement.amount < 0n ? -movement.amount : movement.amount;
    await this.earn(event, playerId, earningKey(event.eventId), movement.changeType, spent);
  }

  /** Every player seat of an ended battle earns for its stake (robots hold no seat result). */
  private async battleEnded(event: RecordedEvent): Promise<void> {
    const { results } = event.data as { results: readonly { seat: number; player_id: string; stake: string }[] };
    for (const result of results) {
      const key = earningKey(`${event.streamId}/seat-${result.seat}`);
      await this.earn(event, result.player_id, key, ChangeType.BATTLE, BigInt(result.stake));
    }
  }

  private async earn(event: RecordedEvent, playerId: string, key: string, changeType: ChangeType, spent: bigint) {
    const rateBp = await this.rules.rateFor(changeType);
    const amount = pointsForSpend(spent, rateBp);
    if (amount <= 0n) return;
    await this.points.earn(
      playerId,
      key,
      { amount, source: 'spend', reference: event.eventId, changeType, spent, rateBp },
      systemContext(POINTS_EARNING_PROCESS, event.createdAt, event.metadata?.correlationId as string | undefined),
    );
  }
}
