// The process's tail of the log (LogTail): contexts subscribe to push what every API process must
// tell its own connections (drops, balances). Started when the application has booted, stopped
// on shutdown. A worker (ROLE=worker) has no connections to tell: it does not follow. It follows the
// log feed (LOG_FEED): on EventStoreDB only as far as the read models have applied it, so a push
// that reads a read model finds its event there.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LogTail, type EventStore, type LogTailHandler } from '@lootledger/event-store';
import { APP_CONFIG, servesTraffic, type AppConfig } from '../config/app-config';
import { LOG_FEED } from './tokens';

@Injectable()
export class EventTail implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventTail');
  readonly tail: LogTail;

  constructor(
    @Inject(LOG_FEED) store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tail = new LogTail(store, { onError: (error) => this.logger.warn(`log tail: ${String(error)}`) });
  }

  subscribe(handler: LogTailHandler): () => void {
    return this.tail.subscribe(handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (servesTraffic(this.config)) await this.tail.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.tail.stop();
  }
}
