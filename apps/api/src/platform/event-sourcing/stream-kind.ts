// A stream kind: what every stream of one kind (`player-…`, `order-…`, `battle-…`) is made of — its
// typed events, the state its deciders see (initialState + evolve, pure), and how it is loaded fast
// (snapshots, a state cache). The stream runner runs commands on any kind; nothing else is needed
// to add one. Other contexts may extend a kind with events of their own (a game's facts on the
// player stream): they bring the event's definition and what it does to the kind's state, and the
// kind's owner changes nothing.
import type { CommandContext } from './command-context';
import { EventCatalogue, MalformedEventError, type EventDefinition, type StreamEvent } from './event-definition';

export interface SnapshotPolicy<State> {
  /** Name+version of the saved shape: bump it when the state changes (old snapshots are then ignored). */
  readonly schema: string;
  /** A snapshot whenever a command's append crosses a multiple of this version (and after a long fold). */
  readonly every: number;
  /**
   * For a state that grows (a backpack of thousands of items): how many events its snapshot is worth
   * waiting for, so that writing snapshots costs about the same per event whatever the state's size
   * (the interval is then the next multiple of `every` at or above it). A cold load folds at most that
   * many events; a warm one none (the state cache).
   */
  interval?(state: State): number;
  save(state: State): unknown;
  restore(saved: unknown): State;
}

export interface StreamKindDefinition<State, Event extends StreamEvent> {
  /** The kind's name (logs, metrics, registrations): 'player-account', 'order'. */
  readonly name: string;
  /** Stream ids are prefix + id: 'player-' + player id. */
  readonly prefix: string;
  /** The kind's own events. */
  readonly events: readonly EventDefinition[];
  initialState(): State;
  /** Folds one of the kind's own events (extension events are folded by their extension). */
  evolve(state: State, event: Event): State;
  readonly snapshot?: SnapshotPolicy<State>;
  /** Streams whose last state a process keeps as a verified starting point (0: none). */
  readonly cachedStreams?: number;
  /** Attempts on a version conflict before 409 CONCURRENT_CHANGE. */
  readonly maxAttempts?: number;
}

export type Extension<State> = (state: State, event: StreamEvent) => State;

/**
 * A rule another context holds every decision on this kind's streams to: it sees the state the
 * decision was made on, the events decided and the command's context, and refuses by throwing a
 * DomainError. It runs before the append that expects the state's version, so it is as atomic as the
 * decision itself (e.g. no play once a self-exclusion is on the player stream).
 */
export type Guard<State> = (state: State, events: readonly StreamEvent[], context: CommandContext) => void;

export class StreamKind<State, Event extends StreamEvent = StreamEvent> {
  readonly name: string;
  readonly prefix: string;
  readonly events: EventCatalogue;
  readonly snapshot: SnapshotPolicy<State> | undefined;
  readonly cachedStreams: number;
  readonly maxAttempts: number;
  private readonly ownTypes: ReadonlySet<string>;
  private readonly extensions = new Map<string, Extension<State>>();
  private readonly guards = new Map<string, Guard<State>>();

  constructor(private readonly definition: StreamKindDefinition<State, Event>) {
    this.name = definition.name;
    this.prefix = definition.prefix;
    this.events = new EventCatalogue(definition.name, definition.events);
    this.ownTypes = new Set(definition.events.map((event) => event.type));
    this.snapshot = definition.snapshot;
    this.cachedStreams = definition.cachedStreams ?? 0;
    this.maxAttempts = definition.maxAttempts ?? 30;
  }

  /** The registered kind a tuned copy derives from (itself for a registered kind). */
  get origin(): StreamKind<State, Event> {
    return this;
  }

  /**
   * The same kind with other loading and retry policies (tests, benchmarks): it shares the events,
   * the extensions and the registrations (read models) of this kind.
   */
  tuned(policies: { snapshotEvery?: number; cachedStreams?: number; maxAttempts?: number }): StreamKind<State, Event> {
    const origin = this.origin;
    const snapshot = this.snapshot && { ...this.snapshot, every: policies.snapshotEvery ?? this.snapshot.every };
    return Object.create(this, {
      origin: { value: origin },
      snapshot: { value: snapshot },
      cachedStreams: { value: policies.cachedStreams ?? this.cachedStreams },
      maxAttempts: { value: policies.maxAttempts ?? this.maxAttempts },
    }) as StreamKind<State, Event>;
  }

  streamId(id: string): string {
    return `${this.prefix}${id}`;
  }

  /** The id of one of this kind's streams, or null for another stream. */
  idOf(streamId: string): string | null {
    return streamId.startsWith(this.prefix) ? streamId.slice(this.prefix.length) : null;
  }

  initialState(): State {
    return this.definition.initialState();
  }

  /**
   * Adds an event another context records on this kind's streams, with what it does to the state
   * (pure). Registering the same definition again is a no-op.
   */
  extend<Type extends string, Data>(
    definition: EventDefinition<Type, Data>,
    evolve: (state: State, event: StreamEvent<Type, Data>) => State,
  ): void {
    if (this.ownTypes.has(definition.type)) throw new Error(`${this.name}: ${definition.type} is its own event`);
    this.events.add(definition);
    this.extensions.set(definition.type, evolve as Extension<State>);
  }

  /** Adds a rule every decision on this kind's streams must pass (by name: registering it again replaces it). */
  guard(name: string, guard: Guard<State>): void {
    this.guards.set(name, guard);
  }

  /** Runs every guard on a decision (the events it decided over `state`); a guard refuses by throwing. */
  check(state: State, events: readonly StreamEvent[], context: CommandContext): void {
    for (const guard of this.guards.values()) guard(state, events, context);
  }

  evolve(state: State, event: StreamEvent): State {
    if (this.ownTypes.has(event.type)) return this.definition.evolve(state, event as Event);
    const extension = this.extensions.get(event.type);
    if (!extension) throw new MalformedEventError(event.type, `not a ${this.name} event`);
    return extension(state, event);
  }

  fold(state: State, events: readonly StreamEvent[]): State {
    return events.reduce((folded, event) => this.evolve(folded, event), state);
  }
}

export function defineStreamKind<State, Event extends StreamEvent>(
  definition: StreamKindDefinition<State, Event>,
): StreamKind<State, Event> {
  return new StreamKind(definition);
}

/** Any stream kind, whatever its state (registrations, read models). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStreamKind = StreamKind<any, any>;

/** The versions between two snapshots of this state: `every`, or more for a large state (SnapshotPolicy.interval). */
export function snapshotInterval<State>(policy: SnapshotPolicy<State>, state: State): number {
  const wanted = policy.interval?.(state) ?? 0;
  return wanted <= policy.every ? policy.every : Math.ceil(wanted / policy.every) * policy.every;
}
