// An example consumer of the published log (docs/scaling-out.md, "Kafka"): a consumer group on the lootledger
// topics that parses each value (libs/contracts KafkaEventValue) and drops repeats by event_id, the
// consumers' dedupe rule (delivery is at-least-once: a batch sent again after a publisher crash or a
// failed acknowledgement arrives twice). Built with the API; run it with
//   KAFKA_BROKERS=host:port [KAFKA_TOPIC_PREFIX=lootledger] [KAFKA_GROUP_ID=example] \
//     node apps/api/dist/platform/outbox/consumer-example.js
// It subscribes to the topics that exist when it starts (`{prefix}.*`) and prints one line per event.
import { Kafka, logLevel } from 'kafkajs';
import { KAFKA_DEFAULT_TOPIC_PREFIX, KafkaHeader, type KafkaEventValue } from '@lootledger/contracts';

/**
 * Remembers the event ids it has let through. In memory here; a consumer with effects stores the
 * id with its effect, in the same transaction (e.g. a unique `processed_events(event_id)` row), so
 * its own crash cannot apply an event twice either.
 */
export class EventIdDedupe {
  private readonly seen = new Set<string>();

  /** True the first time an event id is offered, false for every repeat. */
  firstTime(eventId: string): boolean {
    if (this.seen.has(eventId)) return false;
    this.seen.add(eventId);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}

/** A message's value as the contract's event (the header and the value name the same event). */
export function parseEventMessage(value: Buffer | string | null, headers?: Record<string, unknown>): KafkaEventValue {
  if (value === null) throw new Error('a lootledger message always has a value');
  const event = JSON.parse(value.toString()) as KafkaEventValue;
  const headerId = headers?.[KafkaHeader.EVENT_ID];
  if (headerId !== undefined && String(headerId) !== event.event_id) {
    throw new Error(`header ${KafkaHeader.EVENT_ID}=${String(headerId)} but the value is event ${event.event_id}`);
  }
  return event;
}

async function main(): Promise<void> {
  const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter((broker) => broker !== '');
  if (brokers.length === 0) throw new Error('set KAFKA_BROKERS=host:port');
  const prefix = process.env.KAFKA_TOPIC_PREFIX || KAFKA_DEFAULT_TOPIC_PREFIX;
  const kafka = new Kafka({ clientId: 'lootledger-consumer-example', brokers, logLevel: logLevel.WARN });
  const consumer = kafka.consumer({ groupId: process.env.KAFKA_GROUP_ID || 'lootledger-consumer-example' });
  const dedupe = new EventIdDedupe();
  await consumer.connect();
  await consumer.subscribe({ topics: [new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.`)], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      const event = parseEventMessage(message.value, message.headers);
      if (!dedupe.firstTime(event.event_id)) return;
      console.log(`${topic} #${event.global_position} ${event.stream_id} v${event.stream_version} ${event.type}`);
    },
  });
  const stop = () => void consumer.disconnect().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
