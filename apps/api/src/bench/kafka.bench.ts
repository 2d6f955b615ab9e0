// Events/s published to Kafka vs appended: the outbox publisher (batches of 500, acks from all
// in-sync replicas) against librdkafka's mock cluster (kcat; an in-memory broker, so the number is
// the publisher's own cost: reading the log, encoding, one request per batch, the checkpoint), on
// the bench's PostgreSQL with the app's store settings (group commit). Three runs:
//   appended        16 clients append one-event commands to their own player streams
//   catch-up        the publisher drains that whole backlog from the log's start
//   live            16 clients append while the publisher runs; then how long it takes to drain
import { randomUUID } from 'node:crypto';
import {
  createSqlClient,
  PostgresEventStore,
  runMigrations,
  type EventStore,
  type SqlClient,
} from '@lootledger/event-store';
import { PROCESS_MANAGER_MIGRATIONS } from '../platform/event-sourcing/process-manager';
import { KafkaEventPublisher } from '../platform/outbox/kafka-event-publisher';
import { OutboxPublisher } from '../platform/outbox/outbox-publisher';
import { startKafkaMockCluster } from '../platform/outbox/testing/kafka-mock-cluster';
import { leasesFor } from '../platform/cluster/leases';
import { measureThroughput, type Bench, type BenchResult } from './bench';

const CLIENTS = 16;

export const kafkaBench: Bench = {
  name: 'kafka',
  async run(context) {
    const cluster = await startKafkaMockCluster();
    const database = await context.createDatabase('ll_bench_kafka');
    const sql = await createSqlClient({ databaseUrl: database.url, poolSize: CLIENTS + 2 });
    try {
      const store = await PostgresEventStore.open(sql, { batchAppends: true });
      await runMigrations(sql, PROCESS_MANAGER_MIGRATIONS);
      const appender = anAppender(store);
      const results: BenchResult[] = [];

      const appendRate = await measureThroughput(CLIENTS, context.seconds, appender.step);
      const backlog = appender.appended;
      context.log(`appended: ${Math.round(appendRate)} events/s (${backlog} events, ${CLIENTS} clients)`);
      results.push({ name: `append 1 event, ${CLIENTS} clients`, value: appendRate, unit: 'events/s' });

      const catchUp = anOutbox(store, sql, cluster.bootstrap, 'bench.catchup');
      const started = performance.now();
      await drain(catchUp);
      const catchUpRate = backlog / ((performance.now() - started) / 1000);
      context.log(`catch-up: ${Math.round(catchUpRate)} events/s published (${backlog} events from the log's start)`);
      results.push(
        { name: 'publish a backlog (catch-up)', value: catchUpRate, unit: 'events/s', note: 'batches of 500, acks=-1' },
        { name: 'publish / append', value: catchUpRate / appendRate, unit: 'x' },
      );
      await catchUp.onApplicationShutdown();

      // Live: another publisher on the same checkpoint (the backlog's end) follows the appends as they happen.
      const live = anOutbox(store, sql, cluster.bootstrap, 'bench.catchup');
      const before = live.status().publishedEvents;
      const appendedBefore = appender.appended;
      live.start();
      const liveStart = performance.now();
      const liveAppendRate = await measureThroughput(CLIENTS, context.seconds, appender.step);
      const window = (performance.now() - liveStart) / 1000;
      const publishedInWindow = live.status().publishedEvents - before;
      const behind = (await live.lag()).eventsBehind;
      const drainStart = performance.now();
      while ((await live.lag()).eventsBehind > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const drainMs = performance.now() - drainStart;
      await live.onApplicationShutdown();
      context.log(
        `live: appended ${Math.round(liveAppendRate)} events/s, published ${Math.round(publishedInWindow / window)} events/s ` +
          `(${appender.appended - appendedBefore} appended; ${behind} behind when appends stopped, drained in ${Math.round(drainMs)} ms)`,
      );
      results.push(
        {
          name: `live: append, ${CLIENTS} clients`,
          value: liveAppendRate,
          unit: 'events/s',
          note: 'publisher running',
        },
        {
          name: 'live: publish',
          value: publishedInWindow / window,
          unit: 'events/s',
          note: `${behind} behind at the end`,
        },
        { name: 'live: drain after appends stop', value: drainMs, unit: 'ms' },
      );
      return results;
    } finally {
      await sql.close();
      await database.drop();
      await cluster.stop();
    }
  },
};

function anOutbox(store: EventStore, sql: SqlClient, bootstrap: string, name: string): OutboxPublisher {
  const publisher = new KafkaEventPublisher({ brokers: [bootstrap], topicPrefix: 'bench', clientId: 'bench' });
  return new OutboxPublisher({ store, sql, leases: leasesFor(sql) }, publisher, { name, pollIntervalMs: 20 });
}

async function drain(outbox: OutboxPublisher): Promise<void> {
  while ((await outbox.lag(1)).eventsBehind > 0) {
    await outbox.runOnce();
    const { lastError } = outbox.status();
    if (lastError) throw new Error(`publishing failed: ${lastError}`);
  }
}

/** Each client appends one coin-like event at a time to its own player stream. */
function anAppender(store: EventStore) {
  const run = randomUUID().slice(0, 8);
  const versions = new Array<number>(CLIENTS).fill(0);
  const appender = {
    appended: 0,
    async step(loop: number) {
      const event = {
        eventId: randomUUID(),
        type: 'CoinsCredited',
        data: {
          amount: '1000',
          balance_after: String(1000 * (versions[loop] + 1)),
          change_type: 1,
          reference: randomUUID(),
        },
        metadata: { actor: { type: 'system' as const, id: 'bench' }, schema: 1 },
      };
      versions[loop] = (
        await store.appendToStream(`player-${run}-${loop}`, [event], versions[loop])
      ).nextExpectedVersion;
      appender.appended++;
    },
  };
  return appender;
}
