// Typed events: each event type is defined once, beside the context that owns the fact, with the
// schema of its data, a parser that checks a stored event's data, and the upcasters that bring an
// older schema's data to the current one. A stream kind reads its log only through these
// definitions: an unknown type or a malformed event is an error, never a silent cast.
import type { RecordedEvent } from '@lootledger/event-store';

/** An event as deciders produce it and evolve() folds it: a past-tense type and its data. */
export interface StreamEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** A stored event that is not what its definition says (or has no definition in its stream). */
export class MalformedEventError extends Error {
  constructor(
    readonly eventType: string,
    readonly reason: string,
  ) {
    super(`${eventType}: ${reason}`);
    this.name = 'MalformedEventError';
  }
}

export interface EventDefinition<Type extends string = string, Data = unknown> {
  readonly type: Type;
  /** The schema events of this type are written with (metadata.schema). */
  readonly schema: number;
  /** Checks the data of a stored event (at the current schema) and returns it typed. */
  parse(data: unknown): Data;
  /** upcasters[n] turns the data of schema n into schema n + 1. */
  readonly upcasters: Readonly<Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>;
}

export interface EventDefinitionOptions<Data> {
  /** Current schema; 1 unless the data's shape has changed since the first event was written. */
  schema?: number;
  /** Returns the data typed; throws MalformedEventError (use the `check` helper) when it is not. */
  parse: (data: Record<string, unknown>, check: EventCheck) => Data;
  upcasters?: Record<number, (data: Record<string, unknown>) => Record<string, unknown>>;
}

/** Field checks for parsers: each throws MalformedEventError naming the event type. */
export interface EventCheck {
  /** Refuses unless ok. */
  that(ok: boolean, what: string): void;
  /** An integer (hundredths, counts) as a decimal string or a safe JSON number. */
  integer(value: unknown, field: string): bigint;
  string(value: unknown, field: string): string;
}

const INTEGER = /^-?\d+$/;

function checksFor(type: string): EventCheck {
  return {
    that(ok, what) {
      if (!ok) throw new MalformedEventError(type, what);
    },
    integer(value, field) {
      // Numbers are accepted too (an outside writer may have used them), but only exact integers.
      if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
      if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value);
      throw new MalformedEventError(type, `${field} is not integer hundredths`);
    },
    string(value, field) {
      if (typeof value !== 'string') throw new MalformedEventError(type, `${field} missing`);
      return value;
    },
  };
}

export function defineEvent<Type extends string, Data>(
  type: Type,
  options: EventDefinitionOptions<Data>,
): EventDefinition<Type, Data> {
  const check = checksFor(type);
  const schema = options.schema ?? 1;
  for (let from = 1; from < schema; from++) {
    if (!options.upcasters?.[from]) throw new Error(`${type}: schema ${schema} needs an upcaster from ${from}`);
  }
  return {
    type,
    schema,
    upcasters: options.upcasters ?? {},
    parse: (data) => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        throw new MalformedEventError(type, 'data is not an object');
      }
      return options.parse(data as Record<string, unknown>, check);
    },
  };
}

/** The events of one stream kind, by type: reads stored events (upcast, then parsed). */
export class EventCatalogue {
  private readonly definitions = new Map<string, EventDefinition>();

  constructor(
    private readonly streamKind: string,
    definitions: readonly EventDefinition[] = [],
  ) {
    for (const definition of definitions) this.add(definition);
  }

  add(definition: EventDefinition): void {
    const known = this.definitions.get(definition.type);
    if (known === definition) return;
    if (known) throw new Error(`${this.streamKind}: event type ${definition.type} is defined twice`);
    this.definitions.set(definition.type, definition);
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  /** The schema new events of this type are written with. */
  schemaOf(type: string): number {
    return this.definition(type).schema;
  }

  /** A stored event as its stream kind's typed event: upcast from its schema, then checked. */
  read<Event extends StreamEvent>(event: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): Event {
    const definition = this.definition(event.type);
    const stored = event.metadata?.schema;
    let schema = typeof stored === 'number' && Number.isInteger(stored) ? stored : 1;
    if (schema > definition.schema) {
      throw new MalformedEventError(event.type, `schema ${schema} is newer than this code (${definition.schema})`);
    }
    let data = (event.data ?? {}) as Record<string, unknown>;
    for (; schema < definition.schema; schema++) data = definition.upcasters[schema](data);
    return { type: event.type, data: definition.parse(data) } as Event;
  }

  private definition(type: string): EventDefinition {
    const definition = this.definitions.get(type);
    if (!definition) throw new MalformedEventError(type, `not a ${this.streamKind} event`);
    return definition;
  }
}

/**
 * Definitions of a union's events whose data is checked field by field (`checks` refuses through
 * `check`) and otherwise taken as stored:
 *   const orderEvent = checkedEvents<OrderEvent>();  orderEvent('OrderPaid', (data, check) => check.integer(...))
 */
export function checkedEvents<Event extends StreamEvent>() {
  return <Type extends Event['type']>(
    type: Type,
    checks: (data: Record<string, unknown>, check: EventCheck) => void = () => undefined,
  ): EventDefinition<Type, Extract<Event, { type: Type }>['data']> =>
    defineEvent(type, {
      parse: (data, check) => {
        checks(data, check);
        return data as unknown as Extract<Event, { type: Type }>['data'];
      },
    });
}
