// A read model: a table projected from the log, registered once. The runtime creates it (its
// migrations), feeds it (inline in the appends of the stream kinds it follows, so responses read
// their own writes; or asynchronously from a checkpointed subscription), and `npm run audit`
// rebuilds it from the whole log and compares it with the live table row by row.
import type { Migration, Projection } from '@lootledger/event-store';
import type { AnyStreamKind } from './stream-kind';

export type ReadModelFeed =
  /** Applied in the transaction of every append to a stream of these kinds. */
  | { readonly inline: readonly AnyStreamKind[] }
  /** Applied by a checkpointed subscription (checkpoint name: the read model's name). */
  | { readonly async: { readonly batchSize?: number; readonly pollIntervalMs?: number } };

export interface ReadModel {
  /** Unique: 'ledger.balances'. Names the async subscription's checkpoint too. */
  readonly name: string;
  /** The table it writes (unqualified: it follows the search_path, so the audit can replay into a temporary copy). */
  readonly table: string;
  /** Columns that identify a row, and the columns the audit compares. */
  readonly key: readonly string[];
  readonly columns: readonly string[];
  /** How the audit names the stream of a row: its stream_id column, or a prefix and an id column. */
  readonly stream: { readonly column: string; readonly prefix?: string };
  /** The column holding the stream version a row was last changed at (the audit names that event). */
  readonly versionColumn?: string;
  readonly migrations: readonly Migration[];
  readonly projection: Projection;
  /**
   * The projection for a rebuild into emptied tables (an insert-only variant may skip the upserts'
   * conflict checks), and whether it upserts (then the rebuild keeps the primary key while it runs).
   */
  readonly rebuild?: { readonly projection: Projection; readonly upserts: boolean };
  readonly feed: ReadModelFeed;
}

export function defineReadModel(model: ReadModel): ReadModel {
  if (model.key.length === 0) throw new Error(`read model ${model.name}: a key is required`);
  return model;
}

export function isInline(model: ReadModel): model is ReadModel & { feed: { inline: readonly AnyStreamKind[] } } {
  return 'inline' in model.feed;
}
