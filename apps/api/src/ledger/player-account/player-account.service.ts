// Runs commands on player accounts: load (cached state or snapshot, plus the events after it),
// decide, append with the expected version and the ledger's read models projected inline (in the
// append's transaction, so the response reads its own write). A version conflict reloads and decides again, here and only
// here, a bounded number of times; then 409 CONCURRENT_CHANGE.
//
// Other contexts run their own deciders over the same account with execute(): a box opening
// decides its coin debit and its items together and they land in one append.
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { formatAmount } from '@lootledger/contracts';
import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type EventStore,
  type NewEvent,
  type Projection,
  type RecordedEvent,
  type SqlClient,
  type SqlExecutor,
} from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { DomainError } from '../../platform/errors/domain-error';
import {
  PLAYER_ACCOUNT_SNAPSHOT_SCHEMA,
  evolve,
  fold,
  fromSnapshotState,
  initialState,
  toSnapshotState,
  type PlayerAccountSnapshotState,
  type PlayerAccountState,
} from '../domain/player-account';
import type { CommandContext } from '../domain/player-account.decider';
import {
  COIN_EVENT_SCHEMA,
  playerStreamId,
  toPlayerAccountEvent,
  type PlayerAccountEvent,
} from '../domain/player-account.events';
import { LEDGER_PROJECTIONS } from '../projections/ledger-read-models';
import { commandEventId } from './event-ids';

export interface PlayerAccountResult {
  playerId: string;
  /** Balance after the command (the current balance when it had already been applied). */
  balance: bigint;
  /** Two-decimal string of balance. */
  bean: string;
  /** Stream version after the command. */
  version: number;
  /** True when this command had already been applied: nothing was appended. */
  idempotent: boolean;
  /** The events this command appended (empty when idempotent). */
  events: readonly RecordedEvent[];
}

export interface LoadedAccount {
  state: PlayerAccountState;
  /** Events read after the snapshot (how much work the load did). */
  eventsRead: number;
}

/** Decides over the loaded state; throws a DomainError to refuse. */
export type PlayerAccountDecide = (state: PlayerAccountState) => readonly PlayerAccountEvent[];

/**
 * Work that must commit with the command's append or not at all (e.g. the staff audit-log entry of
 * a freeze): runs in the append's transaction, after the read models, only when the command appends.
 * Use only `tx` inside (PGlite is one connection).
 */
export type InAppendTransaction = (tx: SqlExecutor, events: readonly RecordedEvent[]) => Promise<void>;

export interface PlayerAccountExecuteOptions {
  inTransaction?: InAppendTransaction;
}

export interface PlayerAccountServiceOptions {
  /** Save a snapshot when this many events were folded since the last one. */
  snapshotEvery: number;
  /** Attempts on a version conflict before 409 CONCURRENT_CHANGE. */
  maxAttempts: number;
  /** Accounts whose last known state this process keeps (0: none). */
  cachedAccounts: number;
}

export const PLAYER_ACCOUNT_OPTIONS = Symbol('PLAYER_ACCOUNT_OPTIONS');

/** A snapshot every 50 events: a load folds at most 49 events, whatever the stream's length. */
export const DEFAULT_PLAYER_ACCOUNT_OPTIONS: PlayerAccountServiceOptions = {
  snapshotEvery: 50,
  maxAttempts: 30,
  cachedAccounts: 10_000,
};

@Injectable()
export class PlayerAccountService {
  private readonly logger = new Logger('PlayerAccountService');
  private readonly options: PlayerAccountServiceOptions;
  /**
   * A verified state cache: the state this process last saw per account. It is only a starting
   * point: every load still reads the stream after the cached version (other processes append
   * too), and every append checks the version, so a stale entry costs a retry, never a wrong decision.
   */
  private readonly cache = new Map<string, PlayerAccountState>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Optional() @Inject(PLAYER_ACCOUNT_OPTIONS) options: Partial<PlayerAccountServiceOptions> = {},
  ) {
    this.options = { ...DEFAULT_PLAYER_ACCOUNT_OPTIONS, ...options };
  }

  /** The account's current state: the cached state or the latest snapshot, plus the events after it. */
  async load(playerId: string): Promise<LoadedAccount> {
    const streamId = playerStreamId(playerId);
    let state = this.cache.get(playerId);
    if (!state) {
      const snapshot = await this.store.loadSnapshot<PlayerAccountSnapshotState>(
        streamId,
        PLAYER_ACCOUNT_SNAPSHOT_SCHEMA,
      );
      state =
        snapshot && snapshot.version === snapshot.state.version ? fromSnapshotState(snapshot.state) : initialState();
    }
    const events = await this.store.readStream(streamId, { fromVersion: state.version });
    for (const recorded of events) {
      if (recorded.streamVersion !== state.version + 1) {
        throw new Error(`Stream ${streamId}: expected version ${state.version + 1}, read ${recorded.streamVersion}`);
      }
      state = evolve(state, toPlayerAccountEvent(recorded.type, recorded.data));
    }
    // A long tail (bulk imports, a snapshot schema change) is folded once, then kept.
    if (events.length >= this.options.snapshotEvery) await this.saveSnapshot(streamId, state);
    this.remember(playerId, state);
    return { state, eventsRead: events.length };
  }

  /**
   * The state this process last saw, without I/O: only a hint (e.g. which seed pair to fetch
   * before execute), possibly stale; decisions always run on the state execute() loads.
   */
  cachedState(playerId: string): PlayerAccountState | undefined {
    return this.cache.get(playerId);
  }

  /** Forgets cached states (tests of cold loads; after a snapshot schema change). */
  forgetCachedStates(): void {
    this.cache.clear();
  }

  private remember(playerId: string, state: PlayerAccountState): void {
    if (this.options.cachedAccounts <= 0) return;
    // Map order is insertion order: re-inserting marks it recently used; the oldest goes first.
    this.cache.delete(playerId);
    this.cache.set(playerId, state);
    if (this.cache.size > this.options.cachedAccounts) this.cache.delete(this.cache.keys().next().value!);
  }

  /**
   * Loads the account, decides, appends in one append with the expected version, retrying on a
   * version conflict. commandKey identifies the command on this account (e.g. "credit/1/order-42"):
   * the event ids derive from it, so the same command applied twice appends once.
   */
  async execute(
    playerId: string,
    commandKey: string,
    decide: PlayerAccountDecide,
    context: CommandContext,
    options: PlayerAccountExecuteOptions = {},
  ): Promise<PlayerAccountResult> {
    const streamId = playerStreamId(playerId);
    const inTransaction = options.inTransaction;
    const inline: readonly Projection[] = inTransaction
      ? [...LEDGER_PROJECTIONS, { name: `command ${commandKey}`, apply: (tx, events) => inTransaction(tx, events) }]
      : LEDGER_PROJECTIONS;
    // The first decision uses the cached state, without a read: the append's expected version
    // verifies it. Anything the cached state could have got wrong is decided again on the stream:
    // a version conflict, a refusal (the stream may hold a credit this process has not seen), or
    // nothing to do.
    let useCache = true;
    for (let attempt = 1; attempt <= this.options.maxAttempts;) {
      const cached = useCache ? this.cache.get(playerId) : undefined;
      useCache = false;
      const state = cached ?? (await this.load(playerId)).state;
      let decided: readonly PlayerAccountEvent[];
      try {
        decided = decide(state);
      } catch (error) {
        if (cached && error instanceof DomainError) continue;
        // A repeated command may be refused now (its debit already spent the coins): answer as the first time did.
        if (error instanceof DomainError && (await this.alreadyApplied(streamId, commandKey))) {
          return this.unchanged(playerId, state, true);
        }
        throw error;
      }
      if (decided.length === 0) {
        if (cached) continue;
        return this.unchanged(playerId, state, false);
      }
      const events: NewEvent[] = decided.map((event, index) => ({
        eventId: commandEventId(streamId, commandKey, index),
        type: event.type,
        data: { ...event.data },
        metadata: {
          actor: context.actor,
          correlationId: context.correlationId,
          causationId: context.causationId,
          schema: COIN_EVENT_SCHEMA,
          time: context.at.toISOString(),
          command: commandKey,
        },
      }));
      try {
        const appended = await this.store.appendToStream(streamId, events, state.version, { inline });
        if (appended.idempotent) return this.unchanged(playerId, state, true);
        const next = fold(state, decided);
        this.remember(playerId, next);
        if (
          Math.floor(next.version / this.options.snapshotEvery) > Math.floor(state.version / this.options.snapshotEvery)
        ) {
          await this.saveSnapshot(streamId, next);
        }
        return {
          playerId,
          balance: next.balance,
          bean: formatAmount(next.balance),
          version: next.version,
          idempotent: false,
          events: appended.events,
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          await backoff(attempt);
          attempt++;
          continue;
        }
        // Some of this command's ids are recorded: an earlier run of it was appended.
        if (error instanceof EventIdConflictError && error.recordedInStream === streamId) {
          return this.unchanged(playerId, (await this.load(playerId)).state, true);
        }
        throw error;
      }
    }
    throw new DomainError('CONCURRENT_CHANGE');
  }

  /** Whether the command's first event is already recorded (its coin change record exists). */
  private async alreadyApplied(streamId: string, commandKey: string): Promise<boolean> {
    const { rows } = await this.sql.query(`SELECT 1 FROM ledger_change_records WHERE id = $1`, [
      commandEventId(streamId, commandKey, 0),
    ]);
    return rows.length > 0;
  }

  private unchanged(playerId: string, state: PlayerAccountState, idempotent: boolean): PlayerAccountResult {
    return {
      playerId,
      balance: state.balance,
      bean: formatAmount(state.balance),
      version: state.version,
      idempotent,
      events: [],
    };
  }

  private async saveSnapshot(streamId: string, state: PlayerAccountState): Promise<void> {
    try {
      await this.store.saveSnapshot({
        streamId,
        version: state.version,
        schema: PLAYER_ACCOUNT_SNAPSHOT_SCHEMA,
        state: toSnapshotState(state),
      });
    } catch (error) {
      // A snapshot is an optimisation: the command already succeeded.
      this.logger.warn(`snapshot of ${streamId} at ${state.version} failed: ${String(error)}`);
    }
  }
}

/** Jittered exponential backoff, so contenders for one account spread out instead of colliding again. */
function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(50, 2 ** Math.min(attempt, 6));
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}
