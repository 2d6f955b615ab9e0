// Turns each committed opening into `drop` pushes on this process's websockets (the process's log
// tail: every API process sees every opening, and only committed ones). The box-opens read model
// is fed by the runtime (boxes.feature.ts); GET /api/drops/recent reads the last ones from it.
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { RecordedEvent } from '@lootledger/event-store';
import { GetPlayerProfilesQuery, type PlayerProfileView } from '../../../identity';
import { playerIdOfStream, type ItemsGranted } from '../../../ledger';
import type { BoxOpened } from '../domain/box-opened.event';
import { EventTail } from '../../../platform/database/event-tail.service';
import { RealtimeHub } from '../../../realtime';
import { dropMessages } from './drop-message';

@Injectable()
export class BoxOpensFeed {
  private readonly logger = new Logger('BoxOpensFeed');

  constructor(
    private readonly queryBus: QueryBus,
    private readonly hub: RealtimeHub,
    tail: EventTail,
  ) {
    tail.subscribe(
      (events) => void this.pushDrops(events).catch((error) => this.logger.warn(`drops not pushed: ${String(error)}`)),
    );
  }

  private async pushDrops(events: readonly RecordedEvent[]): Promise<void> {
    const boxes = new Map<string, BoxOpened['data']>();
    const grants: { playerId: string; data: ItemsGranted['data']; at: Date }[] = [];
    for (const event of events) {
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) continue;
      if (event.type === 'BoxOpened') {
        const data = event.data as unknown as BoxOpened['data'];
        boxes.set(data.open_id, data);
      } else if (
        event.type === 'ItemsGranted' &&
        (event.data as unknown as ItemsGranted['data']).source === 'box_open'
      ) {
        grants.push({ playerId, data: event.data as unknown as ItemsGranted['data'], at: event.createdAt });
      }
    }
    if (grants.length === 0) return;
    const profiles = await this.queryBus.execute<GetPlayerProfilesQuery, PlayerProfileView[]>(
      new GetPlayerProfilesQuery([...new Set(grants.map((grant) => grant.playerId))]),
    );
    const byId = new Map(profiles.map((profile) => [profile.id, profile]));
    for (const grant of grants) {
      const box = boxes.get(grant.data.source_id);
      const drops = dropMessages(
        {
          openId: grant.data.source_id,
          playerId: grant.playerId,
          box: box && { id: box.box_id, nameEn: box.box_name_en, nameZh: box.box_name_zh, cover: box.box_cover },
          items: grant.data.items,
          at: grant.at,
        },
        byId.get(grant.playerId),
      );
      for (const drop of drops) this.hub.broadcast(drop);
    }
  }
}
