// The outbox publisher against a real Kafka-protocol broker (librdkafka's mock cluster, started by
// kcat) and a real database (PostgreSQL with DATABASE_URL, else PGlite): every event of an
// interleaved log on its topic with the contract's key, value and headers, read back by a consumer
// group in order per stream; a broker that refuses leaves the checkpoint where it was and the rest
// follows once it is back; two processes publish once between them (the lease).
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { KafkaHeader, kafkaTopicOf } from '@lootledger/contracts';
import {
  compareLogPositions,
  LOG_START,
  PostgresEventStore,
  runMigrations,
  type EventStore,
  type RecordedEvent,
} from '@lootledger/event-store';
import { PROCESS_MANAGER_MIGRATIONS } from '../event-sourcing/process-manager';
import { openTestSql, type TestSql } from '../testing/test-database';
import { KafkaEventPublisher } from './kafka-event-publisher';
import { OutboxPublisher, type OutboxPublisherOptions } from './outbox-publisher';
import { anInterleavedLog, readWholeLog } from './testing/interleaved-log';
import { startKafkaMockCluster, type KafkaMockCluster } from './testing/kafka-mock-cluster';
import { startTcpRelay } from './testing/tcp-relay';
import { leasesFor } from '../cluster/leases';
import { byKey, messagesOnBroker, TopicReader, type ConsumedMessage } from './testing/topic-reader';

let cluster: KafkaMockCluster;
let db: TestSql;
let store: EventStore;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  Logger.overrideLogger(false); // the refused sends below are logged on purpose
  cluster = await startKafkaMockCluster();
});
afterAll(async () => {
  await cluster?.stop();
});
beforeEach(async () => {
  db = await openTestSql('ll_outbox');
  store = await PostgresEventStore.open(db.sql);
  await runMigrations(db.sql, PROCESS_MANAGER_MIGRATIONS);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await db.close();
});

/** A publisher on the test database; each test its own topic prefix on the shared cluster. */
function anOutbox(brokers: string[], prefix: string, options: OutboxPublisherOptions = {}): OutboxPublisher {
  const publisher = new KafkaEventPublisher({ brokers, topicPrefix: prefix, clientId: 'outbox-test' });
  const outbox = new OutboxPublisher({ store, sql: db.sql, leases: leasesFor(db.sql) }, publisher, {
    batchSize: 100,
    ...options,
  });
  cleanups.push(() => outbox.onApplicationShutdown());
  return outbox;
}

/** Runs passes until the checkpoint is the log's last event (or fails with the publisher's last error). */
async function publishAll(
  outbox: OutboxPublisher,
  events: readonly RecordedEvent[],
  timeoutMs = 90_000,
): Promise<void> {
  const last = events[events.length - 1];
  const deadline = Date.now() + timeoutMs;
  while (compareLogPositions((await outbox.lag()).checkpoint, last) < 0) {
    if (Date.now() > deadline) throw new Error(`still behind after ${timeoutMs} ms: ${outbox.status().lastError}`);
    await outbox.runOnce();
  }
}

async function readBack(prefix: string, events: readonly RecordedEvent[]): Promise<TopicReader> {
  const topics = [...new Set(events.map((event) => kafkaTopicOf(event.streamId, prefix)))];
  const reader = await TopicReader.start([cluster.bootstrap], topics);
  cleanups.push(() => reader.stop());
  await reader.waitFor((messages) => messages.length >= events.length, `${events.length} messages`);
  return reader;
}

function topicsOf(prefix: string, events: readonly RecordedEvent[]): string[] {
  return [...new Set(events.map((event) => kafkaTopicOf(event.streamId, prefix)))];
}

/** Each stream's messages carry versions 1, 2, 3, … in the order they were read. */
function expectInOrderPerStream(messages: readonly ConsumedMessage[], events: readonly RecordedEvent[]): void {
  const expected = new Map<string, number[]>();
  for (const event of events)
    expected.set(event.streamId, [...(expected.get(event.streamId) ?? []), event.streamVersion]);
  const read = new Map(
    [...byKey(messages)].map(([key, list]) => [key, list.map((message) => message.value.stream_version)]),
  );
  expect(read).toEqual(new Map([...expected].map(([key, versions]) => [key, [...versions].sort((a, b) => a - b)])));
}

describe('the outbox publisher on a Kafka-protocol broker', () => {
  it('publishes every event of an interleaved log once, on its category topic, keyed by stream, in order per stream', async () => {
    const prefix = `t${randomUUID().slice(0, 8)}`;
    const log = anInterleavedLog(24);
    await log.append(store, 12);
    const events = await readWholeLog(store, log.appended);
    expect(events).toHaveLength(log.appended);

    const outbox = anOutbox([cluster.bootstrap], prefix);
    await publishAll(outbox, events);
    expect(outbox.status()).toMatchObject({ publishedEvents: events.length, failures: 0, lastError: null });
    // Published once: a further pass finds nothing, and the broker holds exactly one message per event.
    expect(await outbox.runOnce()).toBe(0);
    const topics = topicsOf(prefix, events);
    expect(topics.sort()).toEqual(['battle', 'order', 'player', 'roll'].map((category) => `${prefix}.${category}`));
    expect(await messagesOnBroker([cluster.bootstrap], topics)).toBe(events.length);

    const reader = await readBack(prefix, events);
    expect(reader.messages).toHaveLength(events.length);
    const byId = new Map(reader.messages.map((message) => [message.value.event_id, message]));
    for (const event of events) {
      const message = byId.get(event.eventId);
      expect(message).toBeDefined();
      expect({ topic: message!.topic, key: message!.key, headers: message!.headers }).toEqual({
        topic: kafkaTopicOf(event.streamId, prefix),
        key: event.streamId,
        headers: {
          [KafkaHeader.EVENT_ID]: event.eventId,
          [KafkaHeader.EVENT_TYPE]: event.type,
          [KafkaHeader.GLOBAL_POSITION]: event.globalPosition.toString(),
          [KafkaHeader.MESSAGE_VERSION]: '1',
        },
      });
      expect(JSON.parse(message!.text)).toEqual({
        event_id: event.eventId,
        type: event.type,
        stream_id: event.streamId,
        stream_version: event.streamVersion,
        global_position: event.globalPosition.toString(),
        data: event.data,
        metadata: event.metadata,
        created_at: event.createdAt.toISOString(),
      });
    }
    expectInOrderPerStream(reader.messages, events);
    // The checkpoint is the last event the feed delivered.
    const lag = await outbox.lag();
    const last = events[events.length - 1];
    expect(lag).toMatchObject({
      eventsBehind: 0,
      checkpoint: { transactionId: last.transactionId, globalPosition: last.globalPosition },
    });
  });

  it('keeps its checkpoint while the broker refuses, and publishes the rest once it is back', async () => {
    const prefix = `t${randomUUID().slice(0, 8)}`;
    const relay = await startTcpRelay(null);
    cleanups.push(() => relay.close());
    const log = anInterleavedLog(10);
    await log.append(store, 5);
    await readWholeLog(store, log.appended);
    const outbox = anOutbox([relay.address], prefix, { maxBackoffMs: 50 });

    expect(await outbox.runOnce()).toBe(0);
    expect(outbox.status().failures).toBe(1);
    expect(outbox.status().lastError).toMatch(/connect|Connection|closed/i);
    expect(await outbox.lag()).toMatchObject({ checkpoint: LOG_START, eventsBehind: log.appended });

    // More events while it is down; then the broker is reachable again.
    await log.append(store, 3);
    relay.pointAt(cluster.bootstrap);
    const events = await readWholeLog(store, log.appended);
    await publishAll(outbox, events);
    expect(outbox.status()).toMatchObject({ publishedEvents: events.length, failures: 0, lastError: null });
    expect(await messagesOnBroker([cluster.bootstrap], topicsOf(prefix, events))).toBe(events.length);
    const reader = await readBack(prefix, events);
    expectInOrderPerStream(reader.messages, events);
  });

  it('publishes once between two processes: the one without the lease sends nothing', async () => {
    const prefix = `t${randomUUID().slice(0, 8)}`;
    const log = anInterleavedLog(8);
    await log.append(store, 4);
    const first = anOutbox([cluster.bootstrap], prefix);
    const second = anOutbox([cluster.bootstrap], prefix);
    await first.runOnce();
    await log.append(store, 4);
    expect(await second.runOnce()).toBe(0);
    const events = await readWholeLog(store, log.appended);
    await publishAll(first, events);
    expect(second.status().publishedEvents).toBe(0);
    expect(first.status().publishedEvents).toBe(events.length);
    expect(await messagesOnBroker([cluster.bootstrap], topicsOf(prefix, events))).toBe(events.length);
  });
});
