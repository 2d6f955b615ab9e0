// Reads topics back for the Kafka tests: a real consumer group (kafkajs) from the beginning,
// collecting every message with its partition, offset, key, parsed value and headers in the order
// the broker delivers them (per partition: the order they were written).
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import type { KafkaEventValue } from '@lootledger/contracts';

export interface ConsumedMessage {
  topic: string;
  partition: number;
  offset: bigint;
  key: string;
  /** The value's JSON text as it arrived. */
  text: string;
  value: KafkaEventValue;
  headers: Record<string, string>;
}

export class TopicReader {
  readonly messages: ConsumedMessage[] = [];

  private constructor(private readonly consumer: Consumer) {}

  static async start(brokers: readonly string[], topics: readonly string[]): Promise<TopicReader> {
    const kafka = new Kafka({ clientId: 'lootledger-test-reader', brokers: [...brokers], logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `test-${randomUUID()}` });
    const reader = new TopicReader(consumer);
    await consumer.connect();
    await consumer.subscribe({ topics: [...topics], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ topic, partition, message }) => {
        const text = message.value?.toString() ?? '';
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(message.headers ?? {})) {
          if (value !== undefined) headers[name] = String(value);
        }
        reader.messages.push({
          topic,
          partition,
          offset: BigInt(message.offset),
          key: message.key?.toString() ?? '',
          text,
          value: JSON.parse(text) as KafkaEventValue,
          headers,
        });
      },
    });
    return reader;
  }

  /** Waits (polling) until the messages satisfy `done`; fails with what it has after timeoutMs. */
  async waitFor(
    done: (messages: readonly ConsumedMessage[]) => boolean,
    what: string,
    timeoutMs = 90_000,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.messages)) {
      if (Date.now() > deadline)
        throw new Error(`not read within ${timeoutMs} ms: ${what} (have ${this.messages.length} messages)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
  }
}

/** Per key, the messages in the order the reader got them (one partition per key: the written order). */
export function byKey(messages: readonly ConsumedMessage[]): Map<string, ConsumedMessage[]> {
  const keys = new Map<string, ConsumedMessage[]>();
  for (const message of messages) {
    const list = keys.get(message.key) ?? [];
    list.push(message);
    keys.set(message.key, list);
  }
  return keys;
}

/** How many messages the broker holds on these topics (the sum of each partition's high watermark). */
export async function messagesOnBroker(brokers: readonly string[], topics: readonly string[]): Promise<number> {
  const kafka = new Kafka({ clientId: 'lootledger-test-admin', brokers: [...brokers], logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    let total = 0;
    for (const topic of topics) {
      for (const partition of await admin.fetchTopicOffsets(topic))
        total += Number(partition.high) - Number(partition.low);
    }
    return total;
  } finally {
    await admin.disconnect();
  }
}
