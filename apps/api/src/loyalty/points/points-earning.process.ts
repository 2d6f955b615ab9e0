// Earns points for coins spent: reacts to every CoinsDebited of a spend change type (box openings and
// the games', by the staff rules) with PointsEarned on the player's points stream, keyed by the
// debit's event id ("earn/{eventId}"): the event ids derive from the key, so a debit seen twice (a
// crash before the checkpoint moved, two runs) earns once. A game whose stakes can be refunded (a
// battle's) registers them as settled spend: they earn only when the round settles (its fact, one
// key per stake), so a stake refunded by a cancelled round never earned, and creating and
// cancelling rounds cannot farm points. Players' debits are handled in parallel (partitionBy),
// each player's in log order.
import { Injectable } from '@nestjs/common';
import type { ChangeType } from '@lootledger/contracts';
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

/** A game's stakes that earn when their round settles rather than when paid (a cancelled round refunds them). */
export interface SettledSpend {
  readonly changeType: ChangeType;
  /** The fact that settles a round, on the round's stream. */
  readonly event: string;
  /** Each stake the fact settles: its key within the round, its player and amount. */
  stakes(data: Record<string, unknown>): readonly { key: string; playerId: string; stake: bigint }[];
}

const settledSpends = new Map<string, SettledSpend>();

/** Adds a game's settled spend (games.registry.ts; again: nothing new). Before the process starts. */
export function registerSettledSpend(spend: SettledSpend): void {
  const known = settledSpends.get(spend.event);
  if (known && known !== spend) throw new Error(`the settled spend of ${spend.event} is registered twice`);
  settledSpends.set(spend.event, spend);
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
      reactsTo: ['CoinsDebited', ...settledSpends.keys()],
      pollIntervalMs: 1_000,
      // A debit earns on its player's points stream: players earn in parallel (one group commit
      // for many), each player's debits in log order. A settled round's stakes may share a player
      // with another partition: the append's expected version settles that race.
      partitionBy: (event) => event.streamId,
    });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const settled = settledSpends.get(event.type);
    if (settled) return this.settled(event, settled);
    const playerId = playerIdOfStream(event.streamId);
    if (playerId === null) return;
    const movement = readCoinMovement(event.type, event.data);
    if (!SPEND_CHANGE_TYPES.includes(movement.changeType) || this.earnsWhenSettled(movement.changeType)) return;
    const spent = movement.amount < 0n ? -movement.amount : movement.amount;
    await this.earn(event, playerId, earningKey(event.eventId), movement.changeType, spent);
  }

  private earnsWhenSettled(changeType: number): boolean {
    return [...settledSpends.values()].some((spend) => spend.changeType === changeType);
  }

  /** Every stake a settled round names earns, keyed by the round's stream and the stake. */
  private async settled(event: RecordedEvent, spend: SettledSpend): Promise<void> {
    for (const { key, playerId, stake } of spend.stakes(event.data as Record<string, unknown>)) {
      await this.earn(event, playerId, earningKey(`${event.streamId}/${key}`), spend.changeType, stake);
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
