// Turns each committed opening into `drop` pushes on this process's websockets (the process's log
// tail: every API process sees every opening, and only committed ones). The box-opens read model
// is fed by the runtime (boxes.feature.ts).
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { formatAmount, type DropMessage } from '@lootledger/contracts';
import type { RecordedEvent } from '@lootledger/event-store';
import { GetPlayerProfilesQuery, type PlayerProfileView } from '../../../identity';
import { playerIdOfStream, type ItemsGranted } from '../../../ledger';
import type { BoxOpened } from '../domain/box-opened.event';
import { EventTail } from '../../../platform/database/event-tail.service';
import { RealtimeHub } from '../../../realtime';

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
      const profile = byId.get(grant.playerId);
      for (const item of grant.data.items) {
        const drop: DropMessage = {
          type: 'drop',
          v: 1,
          open_id: grant.data.source_id,
          user: { id: grant.playerId, name: profile?.name ?? '', avatar: profile?.avatar ?? '' },
          box: {
            id: box?.box_id ?? '',
            name: box?.box_name_en ?? '',
            name_zh: box?.box_name_zh ?? '',
            cover: box?.box_cover ?? '',
          },
          item: {
            id: item.item_id,
            name: item.name_en,
            name_zh: item.name_zh,
            cover: item.cover,
            lv: item.lv,
            bean: formatAmount(BigInt(item.value)),
          },
          created_at: grant.at.toISOString(),
        };
        this.hub.broadcast(drop);
      }
    }
  }
}
