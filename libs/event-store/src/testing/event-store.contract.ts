// The one contract suite of the event store: every adapter and driver runs it (PGlite always,
// PostgreSQL when DATABASE_URL is set, EventStoreDB on its test double, or on a real server when
// EVENTSTORE_URL is set). Tests share one store and keep apart by stream-id prefix. Read models
// and subscription checkpoints live in a PostgreSQL/PGlite database (the store's own for the SQL
// adapters). What a store cannot do is declared in its capabilities, with the reason: every test
// that needs it is skipped under a title that says so; everything else runs unchanged.
// The behaviour groups are in contract/ (appending, reading, subscriptions, snapshots), on the
// shared ground of contract/contract-context.ts; this entry composes them in that order.
import { randomUUID } from 'node:crypto';
import { describeAppendingContract } from './contract/appending.contract';
import { contractContext, type ContractCapabilities, type EventStoreFixture } from './contract/contract-context';
import { describeReadingContract } from './contract/reading.contract';
import { describeSnapshotsContract } from './contract/snapshots.contract';
import { describeSubscriptionsContract } from './contract/subscriptions.contract';

export { anEvent, type ContractCapabilities, type EventStoreFixture } from './contract/contract-context';

export function describeEventStoreContract(
  title: string,
  createFixture: () => Promise<EventStoreFixture>,
  capabilities: ContractCapabilities,
): void {
  const context = contractContext(capabilities);

  describe(`EventStore contract: ${title}`, () => {
    beforeAll(async () => {
      context.fixture = await createFixture();
      context.store = context.fixture.store;
      context.sql = context.fixture.sql;
    });
    afterAll(async () => {
      await context.fixture?.close();
    });
    beforeEach(() => {
      context.prefix = `t${randomUUID().slice(0, 8)}`;
    });

    describeAppendingContract(context);
    describeReadingContract(context);
    describeSubscriptionsContract(context);
    describeSnapshotsContract(context);
  });
}
