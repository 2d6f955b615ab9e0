// The stream runner: the one command path of every stream kind. load (state cache or snapshot,
// then the tail, upcast and typed) → decide (pure, the caller's) → append with the expected
// version, the kind's inline read models in the append's transaction → on a version conflict,
// reload and decide again, a bounded number of times (then 409 CONCURRENT_CHANGE).
//
// Commands are idempotent by their key: the event ids derive from (stream, command key, index), so
// a command run twice appends once, and a repeat that the stream's state now refuses (its debit
// already spent the coins) answers as the first run did.
//
// On a store without transactions (EventStoreDB) the read models follow subscriptions instead, and
// work that must commit with the append runs in a SQL transaction around it
// (append-outside-the-log.ts).
import { Logger } from '@nestjs/common';
import {
  EventIdConflictError,
  uuidV5,
  WrongExpectedVersionError,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type Projection,
  type RecordedEvent,
} from '@lootledger/event-store';
import { DomainError } from '../errors/domain-error';
import type { CommandContext } from './command-context';
import type { StreamEvent } from './event-definition';
import { inlineReadModelsOf } from './event-sourced-feature';
import { appendOutsideTheLog, type InAppendTransaction, type OutsideTheLog } from './append-outside-the-log';
import { snapshotInterval, type StreamKind } from './stream-kind';

export type { InAppendTransaction, OutsideTheLog } from './append-outside-the-log';

/** The id of the index-th event a command (identified by its key) appends to a stream. */
export function commandEventId(streamId: string, commandKey: string, index: number): string {
  return uuidV5(`${streamId}\n${commandKey}\n${index}`);
}

export interface LoadedStream<State> {
  state: State;
  /** The stream version the state reflects (0: no stream yet). */
  version: number;
  /** Events folded after the snapshot or cached state (how much work the load did). */
  eventsRead: number;
}

/** Decides over the loaded state: the events to append (none: nothing to do); throws a DomainError to refuse. */
export type Decide<State> = (state: State) => readonly StreamEvent[];

export interface ExecuteOptions {
  inTransaction?: InAppendTransaction;
}

export interface CommandResult<State> {
  streamId: string;
  /** The state after the command (the current state when nothing was appended). */
  state: State;
  version: number;
  /** True when this command had already been applied: nothing was appended. */
  idempotent: boolean;
  /** The events this command appended (empty when it appended nothing). */
  events: readonly RecordedEvent[];
  /** The feed position of the last appended event (to wait for async read models); null when nothing was appended. */
  position: LogPosition | null;
}

/** The parts of the runtime a runner needs: the log, the kind's inline read models. */
export interface StreamRunnerDeps {
  store: EventStore;
  /** The projections applied in every append's transaction (default: the kind's registered inline read models). */
  inline?: () => readonly Projection[];
  /** A store without transactions (EventStoreDB): how appends are completed instead (no inline projections). */
  outside?: OutsideTheLog;
}

interface Cached<State> {
  state: State;
  version: number;
}

export class StreamRunner<State> {
  private readonly logger: Logger;
  /**
   * A verified state cache: the state this process last saw per stream. Only a starting point: a
   * decision on it is checked by the append's expected version, and a refusal or an empty decision
   * on it is taken again on the stream, so a stale entry costs a retry, never a wrong decision.
   */
  private readonly cache = new Map<string, Cached<State>>();

  private readonly inline: () => readonly Projection[];

  constructor(
    readonly kind: StreamKind<State>,
    private readonly deps: StreamRunnerDeps,
  ) {
    this.logger = new Logger(`StreamRunner(${kind.name})`);
    // The registrations are complete once the modules are imported: looked up on the first command, then kept.
    let registered: readonly Projection[] | undefined;
    this.inline = deps.inline ?? (() => (registered ??= inlineReadModelsOf(kind).map((model) => model.projection)));
  }

  /** The stream's current state: the cached state or the latest snapshot, plus the events after it. */
  async load(id: string): Promise<LoadedStream<State>> {
    const streamId = this.kind.streamId(id);
    const start = this.cache.get(streamId) ?? (await this.fromSnapshot(streamId));
    let { state, version } = start;
    const events = await this.deps.store.readStream(streamId, { fromVersion: version });
    for (const recorded of events) {
      if (recorded.streamVersion !== version + 1) {
        throw new Error(`Stream ${streamId}: expected version ${version + 1}, read ${recorded.streamVersion}`);
      }
      state = this.kind.evolve(state, this.kind.events.read(recorded));
      version = recorded.streamVersion;
    }
    // A long tail (bulk imports, a snapshot schema change) is folded once, then kept.
    const policy = this.kind.snapshot;
    if (policy && events.length >= snapshotInterval(policy, state)) await this.saveSnapshot(streamId, state, version);
    this.remember(streamId, state, version);
    return { state, version, eventsRead: events.length };
  }

  /**
   * The state this process last saw, without I/O: only a hint (e.g. which seed pair to fetch before
   * a command), possibly stale; decisions always run through execute().
   */
  cachedState(id: string): State | undefined {
    return this.cache.get(this.kind.streamId(id))?.state;
  }

  /** Forgets cached states (tests of cold loads; after a snapshot schema change). */
  forgetCachedStates(): void {
    this.cache.clear();
  }

  /**
   * Loads, decides, appends in one append with the expected version, retrying on a version
   * conflict. commandKey identifies the command on this stream (e.g. "credit/1/order-42").
   */
  async execute(
    id: string,
    commandKey: string,
    decide: Decide<State>,
    context: CommandContext,
    options: ExecuteOptions = {},
  ): Promise<CommandResult<State>> {
    const streamId = this.kind.streamId(id);
    const inTransaction = options.inTransaction;
    const inline: readonly Projection[] = inTransaction
      ? [...this.inline(), { name: `command ${commandKey}`, apply: (tx, events) => inTransaction(tx, events) }]
      : this.inline();
    // The first decision uses the cached state, without a read: the append's expected version
    // verifies it. Anything the cached state could have got wrong is decided again on the stream:
    // a version conflict, a refusal (the stream may hold a credit this process has not seen), or
    // nothing to do.
    let useCache = true;
    for (let attempt = 1; attempt <= this.kind.maxAttempts;) {
      const cached = useCache ? this.cache.get(streamId) : undefined;
      useCache = false;
      const { state, version } = cached ?? (await this.load(id));
      let decided: readonly StreamEvent[];
      try {
        decided = decide(state);
        if (decided.length > 0) this.kind.check(state, decided, context);
      } catch (error) {
        if (cached && error instanceof DomainError) continue;
        // A repeated command may be refused now (its debit already spent the coins): answer as the first time did.
        if (
          error instanceof DomainError &&
          (await this.deps.store.hasEvent(streamId, commandEventId(streamId, commandKey, 0)))
        ) {
          return this.unchanged(streamId, state, version, true);
        }
        throw error;
      }
      if (decided.length === 0) {
        if (cached) continue;
        return this.unchanged(streamId, state, version, false);
      }
      const events = decided.map((event, index) => this.newEvent(streamId, commandKey, index, event, context));
      try {
        const appended = this.deps.outside
          ? await appendOutsideTheLog(
              this.deps.store,
              this.kind.origin as StreamKind<unknown>,
              this.deps.outside,
              streamId,
              events,
              version,
              inTransaction,
            )
          : await this.deps.store.appendToStream(streamId, events, version, { inline });
        if (appended.idempotent) {
          // Already applied (an earlier run, maybe in another process, while this one decided on an
          // older state): answer with the stream as it now is, the command's events included.
          this.cache.delete(streamId);
          const current = await this.load(id);
          return this.unchanged(streamId, current.state, current.version, true);
        }
        const next = this.kind.fold(state, decided);
        const nextVersion = appended.nextExpectedVersion;
        this.remember(streamId, next, nextVersion);
        const policy = this.kind.snapshot;
        const interval = policy && snapshotInterval(policy, next);
        if (interval && Math.floor(nextVersion / interval) > Math.floor(version / interval)) {
          await this.saveSnapshot(streamId, next, nextVersion);
        }
        return {
          streamId,
          state: next,
          version: nextVersion,
          idempotent: false,
          events: appended.events,
          position: appended.lastPosition,
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          await backoff(attempt);
          attempt++;
          continue;
        }
        // Some of this command's ids are recorded: an earlier run of it was appended.
        if (error instanceof EventIdConflictError && error.recordedInStream === streamId) {
          this.cache.delete(streamId);
          const current = await this.load(id);
          return this.unchanged(streamId, current.state, current.version, true);
        }
        throw error;
      }
    }
    throw new DomainError('CONCURRENT_CHANGE');
  }

  private newEvent(
    streamId: string,
    commandKey: string,
    index: number,
    event: StreamEvent,
    context: CommandContext,
  ): NewEvent {
    // A decider may only produce its kind's events (its own or a registered extension's).
    const schema = this.kind.events.schemaOf(event.type);
    return {
      eventId: commandEventId(streamId, commandKey, index),
      type: event.type,
      data: { ...(event.data as Record<string, unknown>) },
      metadata: {
        actor: context.actor,
        correlationId: context.correlationId,
        causationId: context.causationId,
        schema,
        time: context.at.toISOString(),
        command: commandKey,
      },
    };
  }

  private unchanged(streamId: string, state: State, version: number, idempotent: boolean): CommandResult<State> {
    return { streamId, state, version, idempotent, events: [], position: null };
  }

  private remember(streamId: string, state: State, version: number): void {
    if (this.kind.cachedStreams <= 0) return;
    // Map order is insertion order: re-inserting marks it recently used; the oldest goes first.
    this.cache.delete(streamId);
    this.cache.set(streamId, { state, version });
    if (this.cache.size > this.kind.cachedStreams) this.cache.delete(this.cache.keys().next().value!);
  }

  /** The latest snapshot of the kind's current shape, or the initial state; a snapshot that does not restore is ignored. */
  private async fromSnapshot(streamId: string): Promise<Cached<State>> {
    const policy = this.kind.snapshot;
    if (policy) {
      const snapshot = await this.deps.store.loadSnapshot<unknown>(streamId, policy.schema);
      if (snapshot) {
        try {
          return { state: policy.restore(snapshot.state), version: snapshot.version };
        } catch (error) {
          this.logger.warn(`snapshot of ${streamId} at ${snapshot.version} ignored: ${String(error)}`);
        }
      }
    }
    return { state: this.kind.initialState(), version: 0 };
  }

  private async saveSnapshot(streamId: string, state: State, version: number): Promise<void> {
    const policy = this.kind.snapshot!;
    try {
      await this.deps.store.saveSnapshot({ streamId, version, schema: policy.schema, state: policy.save(state) });
    } catch (error) {
      // A snapshot is an optimisation: the command already succeeded.
      this.logger.warn(`snapshot of ${streamId} at ${version} failed: ${String(error)}`);
    }
  }
}

/** Jittered exponential backoff, so contenders for one stream spread out instead of colliding again. */
function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(50, 2 ** Math.min(attempt, 6));
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}
