// kill -9 of the outbox publisher: it runs alone in a child process (testing/publisher-process.ts,
// built with the API) on a real database and a real Kafka-protocol broker (librdkafka's mock
// cluster). It is stopped dead right after the broker acknowledged a batch and before that batch's
// checkpoint moved, killed with SIGKILL there, and started again (taking the dead one's lease over
// when it expires). Every event arrives, in order per stream; the only repeats are the batch that
// was acknowledged but not yet checkpointed, and the example consumer (its dedupe, and the built
// script as shipped) reads each event once.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { kafkaTopicOf } from '@lootledger/contracts';
import { createSqlClient, PostgresEventStore, type RecordedEvent, type SqlClient } from '@lootledger/event-store';
import { ROOT } from '../testing/built-server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { EventIdDedupe } from './consumer-example';
import { anInterleavedLog, LOG_CATEGORIES, readWholeLog } from './testing/interleaved-log';
import { startKafkaMockCluster, type KafkaMockCluster } from './testing/kafka-mock-cluster';
import { byKey, messagesOnBroker, TopicReader } from './testing/topic-reader';

const OUTBOX_DIST = path.join(ROOT, 'apps', 'api', 'dist', 'platform', 'outbox');
const CHILD = path.join(OUTBOX_DIST, 'testing', 'publisher-process.js');
const EXAMPLE_CONSUMER = path.join(OUTBOX_DIST, 'consumer-example.js');
const BATCH = 50;
const HALT_AFTER = 4;

interface Child {
  process: ChildProcess;
  exited: Promise<void>;
  lines(): string[];
}

function startChild(script: string, env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { process: child, exited, lines: () => output.split('\n') };
}

async function waitForLine(child: Child, pattern: RegExp, timeoutMs = 90_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const line of child.lines()) {
      const match = pattern.exec(line);
      if (match) return match;
    }
    if (child.process.exitCode !== null) throw new Error(`publisher exited:\n${child.lines().join('\n').slice(-3000)}`);
    if (Date.now() > deadline)
      throw new Error(`no ${pattern} in ${timeoutMs} ms:\n${child.lines().join('\n').slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('kill -9 of the outbox publisher (child process, real broker)', () => {
  let cluster: KafkaMockCluster | undefined;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  const children: Child[] = [];
  let reader: TopicReader | undefined;

  beforeAll(() => {
    // The child is the built publisher (npm test builds first; a lone run builds once here).
    if (![CHILD, EXAMPLE_CONSUMER].every((file) => fs.existsSync(file)))
      execSync('npm run build:libs && npm run build:api', { cwd: ROOT, stdio: 'ignore' });
  }, 300_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      await child.exited;
    }
    await reader?.stop();
    await cluster?.stop();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The store as the parent opens it between the children's runs (PGlite: one process at a time). */
  async function withStore<T>(work: (store: PostgresEventStore, sql: SqlClient) => Promise<T>): Promise<T> {
    const sql = await createSqlClient({
      databaseUrl: database!.url,
      dataDir: path.join(dataDir!, 'pglite'),
      poolSize: 2,
    });
    try {
      return await work(await PostgresEventStore.open(sql), sql);
    } finally {
      await sql.close();
    }
  }

  it('publishes every event at least once in order per stream; repeats only the batch acknowledged before the crash', async () => {
    cluster = await startKafkaMockCluster();
    database = await createTestDatabase('ll_outbox_crash');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootledger-outbox-crash-'));
    const prefix = `crash${randomUUID().slice(0, 8)}`;
    const log = anInterleavedLog(30);
    await withStore((store) => log.append(store, 12));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url ?? '',
      DATA_DIR: path.join(dataDir, 'pglite'),
      KAFKA_BROKERS: cluster.bootstrap,
      KAFKA_TOPIC_PREFIX: prefix,
      OUTBOX_BATCH_SIZE: String(BATCH),
    };

    // First run: stopped dead after batch 4 was acknowledged, then killed.
    const first = startChild(CHILD, { ...env, HALT_AFTER_ACKS: String(HALT_AFTER) });
    children.push(first);
    await waitForLine(first, /^halted$/);
    first.process.kill('SIGKILL');
    await first.exited;
    const acked = first
      .lines()
      .map((line) => /^acked (\d+) (\d+) (\d+) (\d+)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({
        batch: Number(match[1]),
        first: BigInt(match[2]),
        last: BigInt(match[3]),
        count: Number(match[4]),
      }));
    expect(acked.map((batch) => batch.batch)).toEqual([1, 2, 3, 4]);
    const stored = first.lines().filter((line) => line.startsWith('stored '));
    expect(stored).toHaveLength(HALT_AFTER - 1);

    // The stored checkpoint is the end of batch 3: batch 4 reached the broker, its checkpoint did not.
    // More events arrive while no publisher runs.
    const { before, events } = await withStore(async (store, sql) => {
      const { rows } = await sql.query<{ pos: string }>(
        `SELECT global_position::text AS pos FROM subscription_checkpoints WHERE name = 'outbox.kafka'`,
      );
      await log.append(store, 3);
      return { before: BigInt(rows[0].pos), events: await readWholeLog(store, log.appended) };
    });
    expect(before).toBe(acked[HALT_AFTER - 2].last);
    expect(stored[stored.length - 1]).toMatch(new RegExp(`:${before}$`));
    // Batch 4: the next events in feed order after the stored checkpoint, as many as the broker took.
    const afterCheckpoint = events.findIndex((event) => event.globalPosition === before) + 1;
    const haltedBatch = events.slice(afterCheckpoint, afterCheckpoint + acked[HALT_AFTER - 1].count);
    expect([haltedBatch[0].globalPosition, haltedBatch[haltedBatch.length - 1].globalPosition]).toEqual([
      acked[HALT_AFTER - 1].first,
      acked[HALT_AFTER - 1].last,
    ]);

    // Second run: takes the dead one's lease over once it expires and publishes the rest.
    const second = startChild(CHILD, env);
    children.push(second);
    const lastEvent = events[events.length - 1];
    await waitForLine(second, new RegExp(`^stored ${lastEvent.transactionId}:${lastEvent.globalPosition}$`));

    const topics = LOG_CATEGORIES.map((category) => `${prefix}.${category}`);
    expect([...new Set(events.map((event) => kafkaTopicOf(event.streamId, prefix)))].sort()).toEqual(
      [...topics].sort(),
    );
    const expectedMessages = events.length + haltedBatch.length;
    expect(await messagesOnBroker([cluster.bootstrap], topics)).toBe(expectedMessages);
    reader = await TopicReader.start([cluster.bootstrap], topics);
    await reader.waitFor((messages) => messages.length >= expectedMessages, `${expectedMessages} messages`);
    const messages = reader.messages;

    // Every event at least once; the repeats are exactly the halted batch, each twice.
    const seen = new Map<string, number>();
    for (const message of messages) seen.set(message.value.event_id, (seen.get(message.value.event_id) ?? 0) + 1);
    expect(new Set(seen.keys())).toEqual(new Set(events.map((event) => event.eventId)));
    const repeated = [...seen].filter(([, count]) => count > 1);
    expect(new Set(repeated.map(([id]) => id))).toEqual(new Set(haltedBatch.map((event) => event.eventId)));
    expect(repeated.every(([, count]) => count === 2)).toBe(true);
    // None of them is at or before the checkpoint the crashed run stored.
    expect(haltedBatch.every((event) => event.globalPosition > before)).toBe(true);

    // Per stream: the crashed run's messages in order, then the restarted run's from where the
    // checkpoint stood (one step back at most), in order.
    const versionsOf = expectedVersions(events);
    for (const [key, list] of byKey(messages)) {
      const versions = list.map((message) => message.value.stream_version);
      const restart = versions.findIndex((version, index) => index > 0 && version <= versions[index - 1]);
      const runs = restart < 0 ? [versions] : [versions.slice(0, restart), versions.slice(restart)];
      for (const run of runs) expect(isStrictlyIncreasing(run)).toBe(true);
      expect([...new Set(versions)]).toEqual(versionsOf.get(key));
    }

    // The example consumer's dedupe lets each event through once, in order per stream.
    const dedupe = new EventIdDedupe();
    const once = messages.filter((message) => dedupe.firstTime(message.value.event_id));
    expect(once).toHaveLength(events.length);
    for (const [key, list] of byKey(once)) {
      expect(list.map((message) => message.value.stream_version)).toEqual(versionsOf.get(key));
    }

    // And the example consumer itself, as shipped (built), prints every event once.
    const example = startChild(EXAMPLE_CONSUMER, {
      ...process.env,
      KAFKA_BROKERS: cluster.bootstrap,
      KAFKA_TOPIC_PREFIX: prefix,
      KAFKA_GROUP_ID: `example-${randomUUID()}`,
    });
    children.push(example);
    const printed = () => example.lines().filter((line) => line.startsWith(`${prefix}.`));
    const deadline = Date.now() + 90_000;
    while (printed().length < events.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const positions = printed().map((line) => /#(\d+) /.exec(line)?.[1]);
    expect(positions).toHaveLength(events.length);
    expect(new Set(positions)).toEqual(new Set(events.map((event) => event.globalPosition.toString())));
    example.process.kill('SIGTERM');
    await example.exited;
  });
});

function expectedVersions(events: readonly RecordedEvent[]): Map<string, number[]> {
  const versions = new Map<string, number[]>();
  for (const event of events)
    versions.set(event.streamId, [...(versions.get(event.streamId) ?? []), event.streamVersion]);
  for (const list of versions.values()) list.sort((a, b) => a - b);
  return versions;
}

function isStrictlyIncreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value > values[index - 1]);
}
