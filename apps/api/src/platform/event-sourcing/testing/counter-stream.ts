// A small stream kind for the runtime's own tests: a counter that can be raised and never goes
// below zero, with a snapshot every 5 events, a state cache, and a renamed field (schema 2).
import type { Migration, Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { DomainError } from '../../errors/domain-error';
import { defineEvent, type StreamEvent } from '../event-definition';
import { defineReadModel } from '../read-model';
import { defineStreamKind } from '../stream-kind';

export interface CounterState {
  readonly value: number;
  readonly raises: number;
}

export const COUNTER_RAISED = defineEvent('CounterRaised', {
  // Schema 1 called the amount "step".
  schema: 2,
  upcasters: { 1: ({ step, ...rest }) => ({ ...rest, by: step }) },
  parse: (data, check) => {
    check.that(Number.isInteger(data.by), 'by missing');
    return { by: data.by as number };
  },
});

export const COUNTER_LOWERED = defineEvent('CounterLowered', {
  parse: (data, check) => {
    check.that(Number.isInteger(data.by), 'by missing');
    return { by: data.by as number };
  },
});

export type CounterEvent = StreamEvent<'CounterRaised', { by: number }> | StreamEvent<'CounterLowered', { by: number }>;

export const COUNTER = defineStreamKind<CounterState, CounterEvent>({
  name: 'counter',
  prefix: 'counter-',
  events: [COUNTER_RAISED, COUNTER_LOWERED],
  initialState: () => ({ value: 0, raises: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CounterRaised':
        return { value: state.value + event.data.by, raises: state.raises + 1 };
      case 'CounterLowered':
        return { ...state, value: state.value - event.data.by };
      default: {
        const unknown: never = event;
        throw new Error(`unknown ${String(unknown)}`);
      }
    }
  },
  snapshot: {
    schema: 'counter@1',
    every: 5,
    save: (state) => ({ value: state.value, raises: state.raises }),
    restore: (saved) => saved as CounterState,
  },
  cachedStreams: 100,
  maxAttempts: 50,
});

export function raise(by: number) {
  return (): CounterEvent[] => [{ type: 'CounterRaised', data: { by } }];
}

/** Refuses below zero (INSUFFICIENT_BALANCE stands in for any refusal). */
export function lower(by: number) {
  return (state: CounterState): CounterEvent[] => {
    if (state.value < by) throw new DomainError('INSUFFICIENT_BALANCE');
    return [{ type: 'CounterLowered', data: { by } }];
  };
}

/** An inline read model of the counters' values. */
export class CounterValuesProjection implements Projection {
  readonly name = 'test.counter-values';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      const id = COUNTER.idOf(event.streamId);
      if (id === null || (event.type !== 'CounterRaised' && event.type !== 'CounterLowered')) continue;
      const delta = event.type === 'CounterRaised' ? Number(event.data.by) : -Number(event.data.by);
      await tx.query(
        `INSERT INTO test_counter_values (counter_id, value, stream_version) VALUES ($1, $2, $3)
         ON CONFLICT (counter_id) DO UPDATE SET value = test_counter_values.value + $2, stream_version = $3`,
        [id, delta, event.streamVersion],
      );
    }
  }
}

export const COUNTER_VALUES_MIGRATIONS: readonly Migration[] = [
  {
    id: 'test-counter-values',
    sql: `CREATE TABLE IF NOT EXISTS test_counter_values (
  counter_id text PRIMARY KEY, value integer NOT NULL, stream_version integer NOT NULL)`,
  },
];

export const COUNTER_VALUES = defineReadModel({
  name: 'test.counter-values',
  table: 'test_counter_values',
  key: ['counter_id'],
  columns: ['value', 'stream_version'],
  stream: { column: 'counter_id', prefix: 'counter-' },
  versionColumn: 'stream_version',
  migrations: COUNTER_VALUES_MIGRATIONS,
  projection: new CounterValuesProjection(),
  feed: { inline: [COUNTER] },
});
