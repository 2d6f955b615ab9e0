// The contract suite's subscriptions group (composed by ../event-store.contract.ts): checkpointed
// subscriptions (exactly once across catch-ups and instances, crashes rolled back with the
// checkpoint, waiting for a position, polling and pokes, reset and replay) and the log tail.
import { compareLogPositions, LOG_START, type EventStore, type RecordedEvent } from '../../event-store.port';
import type { SqlClient } from '../../sql/sql-client';
import { LogTail } from '../../subscriptions/log-tail';
import { replayProjection } from '../../subscriptions/replay-projection';
import { anEvent, recordingProjection, someEvents, type ContractContext } from './contract-context';

/** Checkpointed subscriptions and the log tail. */
export function describeSubscriptionsContract(context: ContractContext): void {
  const { allOfOurs, labels, ours, readModelRows, readModelTable, readable, storedCheckpoint, streamOf, subscribe } =
    context;
  let store: EventStore;
  let sql: SqlClient;
  let prefix: string;
  beforeEach(() => {
    ({ store, sql, prefix } = context);
  });

  describe('checkpointed subscriptions', () => {
    it('applies every event exactly once, across catch-ups and instances', async () => {
      const table = await readModelTable();
      const name = `once-${prefix}`;
      for (let index = 0; index < 6; index++) {
        await readable((await store.appendToStream(streamOf(`s${index % 3}`), someEvents(3), 'any')).lastPosition);
      }

      const subscription = subscribe(recordingProjection(name, table, prefix), {
        batchSize: 4,
      });
      const reached = await subscription.catchUp();
      expect(reached).toEqual(await store.headPosition());
      expect(await readModelRows(table)).toEqual(labels(await allOfOurs()));

      await readable((await store.appendToStream(streamOf('s0'), someEvents(2), 'any')).lastPosition);
      // Two instances of one projection at once (two processes): they take turns, never repeat.
      const twin = subscribe(recordingProjection(name, table, prefix), { batchSize: 1 });
      await Promise.all([subscription.catchUp(), twin.catchUp(), subscription.catchUp()]);
      expect(await readModelRows(table)).toEqual(labels(await allOfOurs()));
      expect(await readModelRows(table)).toHaveLength(20);
      expect(await storedCheckpoint(name)).toEqual(await store.headPosition());
    });

    it('rolls back read model and checkpoint together when a batch crashes, and resumes without gaps', async () => {
      const table = await readModelTable();
      const name = `crash-${prefix}`;
      for (let index = 0; index < 4; index++) {
        await readable((await store.appendToStream(streamOf(`c${index}`), someEvents(5), 'no_stream')).lastPosition);
      }
      const doomed = (event: RecordedEvent) => event.streamId === streamOf('c2') && event.streamVersion === 3;

      const crashing = subscribe(recordingProjection(name, table, prefix, doomed), {
        batchSize: 7,
      });
      await expect(crashing.catchUp()).rejects.toThrow(/crashed/);
      expect(crashing.lastError).toBeInstanceOf(Error);

      // Exactly the events up to the stored checkpoint are in the read model: nothing of the failed batch.
      const checkpoint = await storedCheckpoint(name);
      const applied = (await allOfOurs()).filter((event) => compareLogPositions(event, checkpoint) <= 0);
      expect(await readModelRows(table)).toEqual(labels(applied));
      expect(await readModelRows(table)).not.toContain(`${streamOf('c2')}@3`);

      // A new instance (a restarted process) resumes from the stored checkpoint.
      const restarted = subscribe(recordingProjection(name, table, prefix), {
        batchSize: 7,
      });
      await restarted.catchUp();
      expect(await readModelRows(table)).toEqual(labels(await allOfOurs()));
      expect(await readModelRows(table)).toHaveLength(20);
    });

    it('waits for a position (read your own writes) and polls while started', async () => {
      const table = await readModelTable();
      const subscription = subscribe(recordingProjection(`poll-${prefix}`, table, prefix), {
        pollIntervalMs: 20,
      });
      const appended = await store.appendToStream(streamOf('w'), someEvents(2), 'no_stream');
      await subscription.waitFor(appended.lastPosition);
      expect(await readModelRows(table)).toEqual([`${streamOf('w')}@1`, `${streamOf('w')}@2`]);

      subscription.start();
      expect(subscription.running).toBe(true);
      try {
        await store.appendToStream(streamOf('w'), someEvents(1), 2);
        const deadline = Date.now() + 5000;
        while ((await readModelRows(table)).length < 3 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 10));
        expect(await readModelRows(table)).toHaveLength(3);
      } finally {
        await subscription.stop();
      }
      expect(subscription.running).toBe(false);
      await store.appendToStream(streamOf('w'), someEvents(1), 3);
      await new Promise((r) => setTimeout(r, 100));
      expect(await readModelRows(table)).toHaveLength(3);
    });

    it('looks at once when poked (new events seen elsewhere) instead of waiting out its pause', async () => {
      const table = await readModelTable();
      const subscription = subscribe(recordingProjection(`poke-${prefix}`, table, prefix), {
        pollIntervalMs: 600_000,
      });
      subscription.start();
      try {
        await readable((await store.appendToStream(streamOf('p'), someEvents(1), 'no_stream')).lastPosition);
        // Its first look may have come before the append: only a poke gets it looking again.
        for (let round = 1; round <= 3; round++) {
          subscription.poke();
          const deadline = Date.now() + 30_000;
          while ((await readModelRows(table)).length < round && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 10));
          expect(await readModelRows(table)).toHaveLength(round);
          await readable((await store.appendToStream(streamOf('p'), someEvents(1), round)).lastPosition);
        }
      } finally {
        await subscription.stop();
      }
    });

    it('rebuilds: reset empties the read model with the checkpoint, replay fills fresh tables equal to it', async () => {
      const table = await readModelTable();
      const name = `rebuild-${prefix}`;
      await store.appendToStream(streamOf('r1'), someEvents(4), 'no_stream');
      await readable((await store.appendToStream(streamOf('r2'), someEvents(3), 'no_stream')).lastPosition);
      const subscription = subscribe(recordingProjection(name, table, prefix));
      await subscription.catchUp();
      const live = await readModelRows(table);
      expect(live).toHaveLength(7);

      await subscription.reset((tx) => tx.query(`DELETE FROM ${table}`).then(() => undefined));
      expect(await readModelRows(table)).toEqual([]);
      expect(await storedCheckpoint(name)).toEqual(LOG_START);
      await subscription.catchUp();
      expect(await readModelRows(table)).toEqual(live);

      const fresh = `${table}_replay`;
      await sql.query(`CREATE TABLE ${fresh} (LIKE ${table})`);
      const replayed = await replayProjection(store, recordingProjection('replay', fresh, prefix), {
        batchSize: 3,
        sql,
      });
      expect(replayed.position).toEqual(await store.headPosition());
      const { rows } = await sql.query<{ label: string }>(
        `SELECT stream_id || '@' || stream_version AS label FROM ${fresh} ORDER BY stream_id, stream_version`,
      );
      expect(rows.map((row) => row.label)).toEqual(live);
    });
  });

  describe('log tail (pushes every process sees)', () => {
    it('hands out each event appended after its start once, in log order, to every handler', async () => {
      const before = await store.appendToStream(streamOf('tail-before'), [anEvent()], 'no_stream');
      await readable(before.lastPosition);
      const tail = new LogTail(store, { batchSize: 3 });
      await tail.start();
      await tail.stop(); // polled by hand below
      const seen: string[][] = [[], []];
      tail.subscribe((events) => seen[0].push(...labels(ours(events))));
      const unsubscribe = tail.subscribe((events) => seen[1].push(...labels(ours(events))));
      const first = await store.appendToStream(streamOf('tail'), someEvents(4), 'no_stream');
      await readable(first.lastPosition);
      while ((await tail.poll()) > 0) {
        // drain
      }
      unsubscribe();
      const second = await store.appendToStream(streamOf('tail'), someEvents(1), 4);
      await readable(second.lastPosition);
      while ((await tail.poll()) > 0) {
        // drain
      }
      expect(seen[0]).toEqual([1, 2, 3, 4, 5].map((version) => `${streamOf('tail')}@${version}`));
      expect(seen[1]).toEqual([1, 2, 3, 4].map((version) => `${streamOf('tail')}@${version}`));
    });
  });
}
