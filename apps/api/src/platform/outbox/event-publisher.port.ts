// The outbox's one outside dependency: something that takes a batch of the log's events and says
// when a broker holds them. The Kafka adapter (kafka-event-publisher.ts) is the one implementation.
import type { RecordedEvent } from '@lootledger/event-store';

export interface EventPublisher {
  /**
   * Publishes the events, in their order per stream, in one request per broker; resolves once the
   * broker acknowledged every one of them (all in-sync replicas). A rejection says nothing about
   * which were kept: the caller sends the whole batch again (at-least-once).
   */
  publish(events: readonly RecordedEvent[]): Promise<void>;
  /** Drops the connections (a later publish opens new ones). */
  close(): Promise<void>;
}

export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');
