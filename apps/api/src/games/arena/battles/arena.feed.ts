// Turns committed battle events into `arena.*` pushes on the arena channel of this process's
// websockets (the process's log tail: every API process sees every battle event, only committed
// ones). Each push carries the battle as GET /api/arena/detail shows it after the change, with the
// names in English (a client showing another language refetches the detail for names).
import { Injectable, Logger } from '@nestjs/common';
import type { ArenaMessageType, BattleResponse } from '@lootledger/contracts';
import type { RecordedEvent } from '@lootledger/event-store';
import { EventTail } from '../../../platform/database/event-tail.service';
import { RealtimeHub } from '../../../realtime';
import { BATTLE } from '../domain/battle';
import { BattlesReader } from './battles.reader';

/**
 * The push a battle event makes, if any. `arena.created` comes from the creation fact itself (so it
 * is never missed, whatever order the seats are paid in); every seat paid (the creator's too) or
 * filled by robots is `arena.joined`.
 */
export function arenaMessageType(event: Pick<RecordedEvent, 'type'>): ArenaMessageType | null {
  switch (event.type) {
    case 'BattleCreated':
      return 'arena.created';
    case 'SeatTaken':
    case 'RobotsCalled':
      return 'arena.joined';
    case 'SeatLeft':
      return 'arena.left';
    case 'BattleStarted':
      return 'arena.started';
    case 'BattleEnded':
      return 'arena.ended';
    case 'BattleCancelled':
      return 'arena.cancelled';
    default:
      return null;
  }
}

@Injectable()
export class ArenaFeed {
  private readonly logger = new Logger('ArenaFeed');
  /** Batches are pushed one after the other, so a battle's pushes keep the log's order. */
  private pushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly hub: RealtimeHub,
    private readonly reader: BattlesReader,
    tail: EventTail,
  ) {
    tail.subscribe((events) => {
      this.pushing = this.pushing
        .then(() => this.push(events))
        .catch((error) => this.logger.warn(`arena pushes not sent: ${String(error)}`));
    });
  }

  private async push(events: readonly RecordedEvent[]): Promise<void> {
    // No one here watches the arena: no battle to read for pushes no one would get.
    if (!this.hub.listens('arena')) return;
    // Every read of a battle here shows it as the batch left it: one read per battle serves all of
    // its pushes in the batch (a battle's creation, seats, start and end often arrive together).
    const details = new Map<string, Promise<BattleResponse>>();
    for (const event of events) {
      const battleId = BATTLE.idOf(event.streamId);
      if (battleId === null) continue;
      const type = arenaMessageType(event);
      if (type === null) continue;
      let detail = details.get(battleId);
      if (!detail) details.set(battleId, (detail = this.reader.detail(battleId, 'en')));
      this.hub.publish('arena', { type, v: 1, game_arena_id: battleId, battle: await detail });
    }
  }
}
