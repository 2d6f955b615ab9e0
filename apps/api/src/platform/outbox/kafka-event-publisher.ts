// The EventPublisher on Kafka (kafkajs). One batch of the log = one sendBatch with acks from every
// in-sync replica; one request in flight per broker, so a retried request cannot overtake the next
// one within a partition. A failed send drops the client: the next batch starts from the bootstrap
// servers again (a broker that came back elsewhere, a new cluster behind the same address).
// kafkajs's idempotent producer is not used: the outbox is at-least-once and consumers dedupe by
// event id (and the librdkafka mock cluster the tests run on refuses it). kafkajs itself is loaded
// on the first send: without KAFKA_BROKERS nothing of it loads.
import { Logger } from '@nestjs/common';
import type { LogEntry, Producer, TopicMessages } from 'kafkajs';
import type { RecordedEvent } from '@lootledger/event-store';
import type { KafkaConfig } from '../config/app-config';
import type { EventPublisher } from './event-publisher.port';
import { toKafkaMessage } from './kafka-message';

/** How long a broker may take to acknowledge a batch, and to accept a connection (ms). */
const ACK_TIMEOUT_MS = 30_000;
const CONNECTION_TIMEOUT_MS = 3_000;

export class KafkaEventPublisher implements EventPublisher {
  private readonly logger = new Logger('Kafka');
  private producer: Producer | null = null;

  constructor(private readonly config: KafkaConfig) {}

  async publish(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, TopicMessages>();
    for (const event of events) {
      const { topic, key, value, headers } = toKafkaMessage(event, this.config.topicPrefix);
      let entry = byTopic.get(topic);
      if (!entry) byTopic.set(topic, (entry = { topic, messages: [] }));
      entry.messages.push({ key, value, headers });
    }
    try {
      const producer = await this.connected();
      await producer.sendBatch({ acks: -1, timeout: ACK_TIMEOUT_MS, topicMessages: [...byTopic.values()] });
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const producer = this.producer;
    this.producer = null;
    await producer?.disconnect().catch(() => undefined);
  }

  private async connected(): Promise<Producer> {
    if (this.producer) return this.producer;
    const { Kafka, logLevel, Partitioners } = await import('kafkajs');
    const kafka = new Kafka({
      clientId: this.config.clientId,
      brokers: [...this.config.brokers],
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      // A short retry inside kafkajs; the outbox backs off between batches itself (and logs it).
      retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 2_000 },
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => this.log(entry),
    });
    // The Java client's murmur2 partitioner: a key lands on the partition other clients expect.
    const producer = kafka.producer({
      createPartitioner: Partitioners.DefaultPartitioner,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
    });
    try {
      await producer.connect();
    } catch (error) {
      await producer.disconnect().catch(() => undefined);
      throw error;
    }
    this.producer = producer;
    return producer;
  }

  /** kafkajs's own lines at debug level: every failure reaches the outbox's warning anyway. */
  private log(entry: LogEntry): void {
    this.logger.debug(`${entry.namespace}: ${entry.log.message}`);
  }
}
