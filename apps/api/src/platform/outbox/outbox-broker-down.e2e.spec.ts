// The broker is unavailable: the real API (KAFKA_BROKERS set, pointing at a relay with nothing
// behind it) keeps serving real HTTP requests that append to the log (registrations, recharges
// paid through the sandbox gateway) while its outbox publisher fails and backs off; once a broker
// (librdkafka's mock cluster) is reachable the publisher catches up with everything. Then the
// broker dies mid-run: requests still succeed, and a new broker gets every event appended since.
import { randomUUID } from 'node:crypto';
import { kafkaTopicOf } from '@lootledger/contracts';
import {
  compareLogPositions,
  LOG_START,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@lootledger/event-store';
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

/** The publisher's own metrics from GET /metrics (unlabelled samples). */
async function publisherMetrics(baseUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const names = ['kafka_publisher_lag_positions', 'kafka_publisher_failures', 'kafka_publisher_published_events_total'];
  return Object.fromEntries(
    names.map((name) => [name, Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)]),
  );
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
    return store.readAll(position ?? LOG_START, 1_000_000);
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

  /**
   * Reads back what the cluster holds of the events after `after` (then leaves: the cluster may die
   * next). The app's own process managers may still be appending (points, VIP after a recharge), so
   * the exact set is the publisher's: everything up to its checkpoint must be there, and what is
   * there is each event once, in order per stream, nothing from at or before `after`.
   */
  async function readBack(cluster: KafkaMockCluster, after: LogPosition): Promise<void> {
    const { checkpoint } = await outbox.lag();
    const published = (await eventsAfter(after)).filter((event) => compareLogPositions(event, checkpoint) <= 0);
    expect(published.length).toBeGreaterThan(0);
    const topics = [...new Set(published.map((event) => kafkaTopicOf(event.streamId, prefix)))];
    const onBroker = await messagesOnBroker([cluster.bootstrap], topics);
    expect(onBroker).toBeGreaterThanOrEqual(published.length);
    const reader = await TopicReader.start([cluster.bootstrap], topics);
    try {
      await reader.waitFor((messages) => messages.length >= onBroker, `${onBroker} messages`);
      const ids = reader.messages.map((message) => message.value.event_id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(published.map((event) => event.eventId)));
      const since = await eventsAfter(after);
      expect(since.map((event) => event.eventId)).toEqual(expect.arrayContaining(ids));
      for (const [key, list] of byKey(reader.messages)) {
        const versions = since.filter((event) => event.streamId === key).map((event) => event.streamVersion);
        const read = list.map((message) => message.value.stream_version);
        expect(read).toEqual(versions.sort((x, y) => x - y).slice(0, read.length));
      }
    } finally {
      await reader.stop();
    }
  }

  it('serves requests with no broker, then publishes everything once a broker is reachable', async () => {
    await playerActivity('127.0.3.1');
    await playerActivity('127.0.3.2');
    expect((await fetch(`${app.baseUrl}/health/ready`)).status).toBe(200);
    // readAll shows an event once no transaction older than it is in flight on the server (another
    // suite's, in another database, may be): wait until the log shows what the requests appended.
    let appended: RecordedEvent[] = [];
    await until('the registrations and recharges readable in the log', async () => {
      appended = await eventsAfter(null);
      const categories = new Set(appended.map((event) => event.streamId.split('-')[0]));
      return categories.has('player') && categories.has('order');
    });
    // It tried, failed and kept the checkpoint: everything is still behind.
    await until('a failed attempt', async () => outbox.status().failures > 0);
    expect(outbox.status().lastError).not.toBeNull();
    const lag = await outbox.lag();
    expect(lag.checkpoint).toEqual(LOG_START);
    expect(lag.eventsBehind).toBeGreaterThanOrEqual(appended.length);
    const down = await publisherMetrics(app.baseUrl);
    expect(down.kafka_publisher_lag_positions).toBeGreaterThan(0);
    expect(down.kafka_publisher_failures).toBeGreaterThan(0);
    expect(down.kafka_publisher_published_events_total).toBe(0);

    const cluster = await startKafkaMockCluster();
    clusters.push(cluster);
    relay.pointAt(cluster.bootstrap);
    await until('caught up', async () => (await outbox.lag()).eventsBehind === 0);
    expect(outbox.status()).toMatchObject({ failures: 0, lastError: null });
    const up = await publisherMetrics(app.baseUrl);
    expect(up.kafka_publisher_failures).toBe(0);
    expect(up.kafka_publisher_published_events_total).toBeGreaterThanOrEqual(appended.length);
    await readBack(cluster, LOG_START);
  });

  it('keeps serving when the broker dies mid-run, and a new broker gets every event appended since', async () => {
    expect(clusters).toHaveLength(1);
    await clusters[0].stop();
    relay.pointAt(null);
    await playerActivity('127.0.3.3');
    // Failing now: whatever the dead broker acknowledged is behind the checkpoint, the rest after it.
    await until('a failed attempt', async () => outbox.status().failures > 0);
    const { checkpoint: published, eventsBehind } = await outbox.lag();
    expect(eventsBehind).toBeGreaterThan(0);

    const cluster = await startKafkaMockCluster();
    clusters.push(cluster);
    relay.pointAt(cluster.bootstrap);
    await until('caught up again', async () => (await outbox.lag()).eventsBehind === 0);
    await readBack(cluster, published);
  });
});
