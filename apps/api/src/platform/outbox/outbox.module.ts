// Publishing the log (contract section 13): with KAFKA_BROKERS set, the outbox publisher runs (a
// process manager under a lease, started when the application boots) with the Kafka adapter, and
// its metrics; unset, this module provides nothing and kafkajs is never loaded.
import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { EventSourcing } from '../event-sourcing/event-sourcing';
import { EVENT_PUBLISHER, type EventPublisher } from './event-publisher.port';
import { KafkaEventPublisher } from './kafka-event-publisher';
import { OutboxMetrics } from './outbox.metrics';
import { OutboxPublisher } from './outbox-publisher';

@Module({})
export class OutboxModule {
  static forRoot(config: Pick<AppConfig, 'kafka'>): DynamicModule {
    const kafka = config.kafka;
    if (!kafka) return { module: OutboxModule };
    return {
      module: OutboxModule,
      providers: [
        { provide: EVENT_PUBLISHER, useFactory: () => new KafkaEventPublisher(kafka) },
        {
          provide: OutboxPublisher,
          inject: [EventSourcing, EVENT_PUBLISHER],
          useFactory: (eventSourcing: EventSourcing, publisher: EventPublisher) =>
            new OutboxPublisher(eventSourcing, publisher),
        },
        OutboxMetrics,
      ],
      exports: [OutboxPublisher],
    };
  }
}
