// Keeps the box-opens read model fed from the log (a checkpointed subscription, polling while the
// process runs), and turns each committed opening into `drop` pushes on this process's websockets
// (the process's log tail: every API process sees every opening, and only committed ones).
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { formatAmount, type DropMessage } from '@lootledger/contracts';
import {
  CheckpointedSubscription,
  runMigrations,
  type PostgresEventStore,
  type RecordedEvent,
  type SqlClient,
} from '@lootledger/event-store';
import { GetPlayerProfilesQuery, type PlayerProfileView } from '../../identity';
import { playerIdOfStream, type BoxOpened, type ItemsGranted } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { EventTail } from '../../platform/database/event-tail.service';
import { RealtimeHub } from '../../realtime';
import { BOX_OPENS_DDL, BoxOpensProjection } from './box-opens.projection';

@Injectable()
export class BoxOpensFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BoxOpensFeed');
  readonly subscription: CheckpointedSubscription;

  constructor(
    @Inject(EVENT_STORE) store: PostgresEventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly queryBus: QueryBus,
    private readonly hub: RealtimeHub,
    tail: EventTail,
  ) {
    this.subscription = new CheckpointedSubscription(store, new BoxOpensProjection(), {
      batchSize: 500,
      pollIntervalMs: 100,
      onError: (error) => this.logger.warn(`box-opens batch failed, retrying: ${String(error)}`),
    });
    tail.subscribe(
      (events) => void this.pushDrops(events).catch((error) => this.logger.warn(`drops not pushed: ${String(error)}`)),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await runMigrations(this.sql, [{ id: 'games-002-box-opens', sql: BOX_OPENS_DDL }]);
    this.subscription.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription.stop();
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
