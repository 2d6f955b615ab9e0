// The broker is unavailable: the real API (KAFKA_BROKERS set, pointing at a relay with nothing
// behind it) keeps serving real HTTP requests that append to the log (registrations, recharges
// paid through the sandbox gateway) while its outbox publisher fails and backs off; once a broker
// (librdkafka's mock cluster) is reachable the publisher catches up with everything. Then the
// broker dies mid-run: requests still succeed, and a new broker gets every event appended since.
import { randomUUID } from 'node:crypto';
import { kafkaTopicOf } from '@lootledger/contracts';
import type { EventStore, LogPosition, RecordedEvent } from '@lootledger/event-store';
import { compareLogPositions } from '@lootledger/event-store';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { aPaidTopUp } from '../../payments/testing';
import { EVENT_STORE } from '../database/event-store.provider';
import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { OutboxPublisher } from './outbox-publisher';
import { startKafkaMockCluster, type KafkaMockCluster } from './testing/kafka-mock-cluster';
import { startTcpRelay, type TcpRelay } from './testing/tcp-relay';
import { byKey, messagesOnBroker, TopicReader } from './testing/topic-reader';

async function until(what: string, done: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the API while its Kafka broker is unavailable', () => {
  const prefix = `down${randomUUID().slice(0, 8)}`;
  let relay: TcpRelay;
  let app: TestApp;
  let client: ApiClient;
  let outbox: OutboxPublisher;
  let store: EventStore;
  const clusters: KafkaMockCluster[] = [];

  beforeAll(async () => {
    relay = await startTcpRelay(null);
    app = await startTestApp({
      kafka: { brokers: [relay.address], topicPrefix: prefix, clientId: 'broker-down-test' },
    });
    client = new ApiClient(app.baseUrl);
    outbox = app.app.get(OutboxPublisher);
    store = app.app.get<EventStore>(EVENT_STORE);
  });

  afterAll(async () => {
    await app?.close();
    await relay?.close();
    for (const cluster of clusters) await cluster.stop();
  });

  async function eventsAfter(position: LogPosition | null): Promise<RecordedEvent[]> {
    const all = await store.readAll({ transactionId: 0n, globalPosition: 0n }, 1_000_000);
    return position ? all.filter((event) => compareLogPositions(event, position) > 0) : all;
  }

  /** Requests that append to the log: a registration and a recharge paid through the sandbox. */
  async function playerActivity(address: string): Promise<TestPlayer> {
    const player = await aPlayer(client.fromAddress(address)).register();
    await aPaidTopUp(client, player);
    const me = await client.get<{ bean: string }>('/api/me', { token: player.token });
    expect(me.status).toBe(200);
    expect(me.body.data.bean).not.toBe('0.00');
    return player;
  }

  /** Reads the cluster's topics back (then leaves: the cluster may die next) and checks every event is there once. */
  async function readEverything(cluster: KafkaMockCluster, events: readonly RecordedEvent[]): Promise<void> {
    const topics = [...new Set(events.map((event) => kafkaTopicOf(event.streamId, prefix)))];
    // Published once: nothing was acknowledged while the broker was away.
    expect(await messagesOnBroker([cluster.bootstrap], topics)).toBe(events.length);
    const reader = await TopicReader.start([cluster.bootstrap], topics);
    try {
      await reader.waitFor((messages) => messages.length >= events.length, `${events.length} messages`);
      expect(new Set(reader.messages.map((message) => message.value.event_id))).toEqual(
        new Set(events.map((event) => event.eventId)),
      );
      for (const [key, list] of byKey(reader.messages)) {
        const expected = events.filter((event) => event.streamId === key).map((event) => event.streamVersion);
        expect(list.map((message) => message.value.stream_version)).toEqual(expected.sort((a, b) => a - b));
      }
    } finally {
      await reader.stop();
    }
  }

  it('serves requests with no broker, then publishes everything once a broker is reachable', async () => {
    await playerActivity('127.0.3.1');
    await playerActivity('127.0.3.2');
    expect((await fetch(`${app.baseUrl}/health/ready`)).status).toBe(200);
    const appended = await eventsAfter(null);
    expect([...new Set(appended.map((event) => event.streamId.split('-')[0]))]).toEqual(
      expect.arrayContaining(['player', 'order']),
    );
    // It tried, failed and kept the checkpoint: everything is still behind.
    await until('a failed attempt', async () => outbox.status().failures > 0);
    expect(outbox.status().lastError).not.toBeNull();
    expect(await outbox.lag()).toMatchObject({ eventsBehind: appended.length, checkpoint: { globalPosition: 0n } });

    const cluster = await startKafkaMockCluster();
    clusters.push(cluster);
    relay.pointAt(cluster.bootstrap);
    await until('caught up', async () => (await outbox.lag()).eventsBehind === 0);
    expect(outbox.status()).toMatchObject({ failures: 0, lastError: null });
    await readEverything(cluster, await eventsAfter(null));
  });

  it('keeps serving when the broker dies mid-run, and a new broker gets every event appended since', async () => {
    const published = (await outbox.lag()).checkpoint;
    expect((await eventsAfter(published)).length).toBe(0);
    await clusters[0].stop();
    relay.pointAt(null);

    await playerActivity('127.0.3.3');
    const since = await eventsAfter(published);
    expect(since.length).toBeGreaterThan(0);
    await until('a failed attempt', async () => outbox.status().failures > 0);
    expect((await outbox.lag()).eventsBehind).toBe(since.length);

    const cluster = await startKafkaMockCluster();
    clusters.push(cluster);
    relay.pointAt(cluster.bootstrap);
    await until('caught up again', async () => (await outbox.lag()).eventsBehind === 0);
    await readEverything(cluster, await eventsAfter(published));
  });
});
