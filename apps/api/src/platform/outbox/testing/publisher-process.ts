// The outbox publisher alone in a process, for the kill -9 test: the real publisher and Kafka
// adapter on the database of DATABASE_URL (or the PGlite folder DATA_DIR) and the brokers of
// KAFKA_BROKERS. It prints one line per step the test waits for:
//   acked <n> <first position> <last position> <count>   the broker acknowledged batch n
//   stored <transaction id>:<position>                   the checkpoint moved past it
// With HALT_AFTER_ACKS=n it stops dead right after batch n was acknowledged, before its checkpoint
// moves (prints `halted`): the worst moment for a crash, which the test then delivers with SIGKILL.
// Built with the API (apps/api/dist/platform/outbox/testing/publisher-process.js).
import { createSqlClient, PostgresEventStore, runMigrations } from '@lootledger/event-store';
import { kafkaSetting } from '../../config/app-config';
import { PROCESS_MANAGER_MIGRATIONS } from '../../event-sourcing/process-manager';
import type { EventPublisher } from '../event-publisher.port';
import { KafkaEventPublisher } from '../kafka-event-publisher';
import { leasesFor } from '../../cluster/leases';
import { OutboxPublisher } from '../outbox-publisher';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  const kafka = kafkaSetting(process.env);
  if (!kafka) throw new Error('set KAFKA_BROKERS');
  const sql = await createSqlClient({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR,
  });
  const store = await PostgresEventStore.open(sql);
  await runMigrations(sql, PROCESS_MANAGER_MIGRATIONS);
  const haltAfter = Number(process.env.HALT_AFTER_ACKS || 0);
  const kafkaPublisher = new KafkaEventPublisher(kafka);
  let acks = 0;
  const publisher: EventPublisher = {
    async publish(events) {
      await kafkaPublisher.publish(events);
      acks++;
      const first = events[0].globalPosition;
      const last = events[events.length - 1].globalPosition;
      say(`acked ${acks} ${first} ${last} ${events.length}`);
      if (acks === haltAfter) {
        say('halted');
        await new Promise(() => undefined);
      }
    },
    close: () => kafkaPublisher.close(),
  };
  const outbox = new OutboxPublisher({ store, sql, leases: leasesFor(sql) }, publisher, {
    batchSize: Number(process.env.OUTBOX_BATCH_SIZE || 100),
    pollIntervalMs: 50,
    onPublished: (batch) => say(`stored ${batch.last.transactionId}:${batch.last.globalPosition}`),
  });
  // Alive while halted, whatever handles the clients keep open.
  const keepAlive = setInterval(() => undefined, 60_000);
  process.once('SIGTERM', () => {
    clearInterval(keepAlive);
    void outbox
      .onApplicationShutdown()
      .then(() => sql.close())
      .then(() => process.exit(0));
  });
  outbox.start();
  say('started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
