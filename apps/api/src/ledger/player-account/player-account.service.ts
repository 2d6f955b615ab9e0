// Runs commands on player accounts through the stream runner of the player account kind (the one
// command path: load, decide, append with the expected version and the ledger's read models
// inline, reload and decide again on a conflict). This façade adds what callers of the ledger
// read back: the balance after the command.
//
// Other contexts run their own deciders over the same account with execute(): a box opening
// decides its coin debit and its items together and they land in one append.
import type { Provider } from '@nestjs/common';
import { formatAmount } from '@lootledger/contracts';
import type { EventStore, RecordedEvent } from '@lootledger/event-store';
import {
  EventSourcing,
  StreamRunner,
  type CommandContext,
  type CommandResult,
  type Decide,
  type ExecuteOptions,
  type LoadedStream,
} from '../../platform/event-sourcing';
import type { PlayerAccountState } from '../domain/player-account';
import { PLAYER_ACCOUNT } from '../domain/player-account.stream';

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

export type LoadedAccount = LoadedStream<PlayerAccountState>;

/** Decides over the loaded state; throws a DomainError to refuse. */
export type PlayerAccountDecide = Decide<PlayerAccountState>;

export type PlayerAccountExecuteOptions = ExecuteOptions;

/** Loading and retry policies (tests and benchmarks tune them; the kind's are the defaults). */
export interface PlayerAccountServiceOptions {
  /** Save a snapshot when this many events were folded since the last one. */
  snapshotEvery: number;
  /** Attempts on a version conflict before 409 CONCURRENT_CHANGE. */
  maxAttempts: number;
  /** Accounts whose last known state this process keeps (0: none). */
  cachedAccounts: number;
}

export class PlayerAccountService {
  constructor(private readonly runner: StreamRunner<PlayerAccountState>) {}

  /** The process's service: on the runtime's runner of the player account kind (its state cache). */
  static provider: Provider = {
    provide: PlayerAccountService,
    inject: [EventSourcing],
    useFactory: (eventSourcing: EventSourcing) => new PlayerAccountService(eventSourcing.runner(PLAYER_ACCOUNT)),
  };

  /** A service with a runner of its own over a store (int tests, benchmarks: one per simulated process). */
  static over(store: EventStore, options: Partial<PlayerAccountServiceOptions> = {}): PlayerAccountService {
    const kind = PLAYER_ACCOUNT.tuned({
      snapshotEvery: options.snapshotEvery,
      cachedStreams: options.cachedAccounts,
      maxAttempts: options.maxAttempts,
    });
    return new PlayerAccountService(new StreamRunner(kind, { store }));
  }

  /** The account's current state: the cached state or the latest snapshot, plus the events after it. */
  load(playerId: string): Promise<LoadedAccount> {
    return this.runner.load(playerId);
  }

  /**
   * The state this process last saw, without I/O: only a hint (e.g. which seed pair to fetch
   * before execute), possibly stale; decisions always run on the state execute() loads.
   */
  cachedState(playerId: string): PlayerAccountState | undefined {
    return this.runner.cachedState(playerId);
  }

  /** Forgets cached states (tests of cold loads; after a snapshot schema change). */
  forgetCachedStates(): void {
    this.runner.forgetCachedStates();
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
    return toResult(playerId, await this.runner.execute(playerId, commandKey, decide, context, options));
  }
}

function toResult(playerId: string, result: CommandResult<PlayerAccountState>): PlayerAccountResult {
  return {
    playerId,
    balance: result.state.balance,
    bean: formatAmount(result.state.balance),
    version: result.version,
    idempotent: result.idempotent,
    events: result.events,
  };
}
