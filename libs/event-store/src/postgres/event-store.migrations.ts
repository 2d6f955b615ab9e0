// The event store's tables: the log (`events`, its shape pinned in architecture.md for auditors),
// stream snapshots and subscription checkpoints. Plain SQL that runs on PostgreSQL and PGlite alike.
import type { Migration } from '../sql/migrator';

export const eventStoreMigrations: Migration[] = [
  {
    id: 'event-store-001-events',
    sql: `
CREATE TABLE IF NOT EXISTS events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream_id text NOT NULL,
  stream_version integer NOT NULL CHECK (stream_version > 0),
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_event_id_key UNIQUE (event_id),
  CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
);
-- The async feed's order and checkpoint: readers page through (transaction_id, global_position).
CREATE INDEX IF NOT EXISTS events_transaction_order ON events (transaction_id, global_position);
`,
  },
  {
    id: 'event-store-002-stream-snapshots',
    sql: `
CREATE TABLE IF NOT EXISTS stream_snapshots (
  stream_id text NOT NULL,
  schema text NOT NULL,
  version integer NOT NULL,
  state jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, schema)
);
`,
  },
  {
    id: 'event-store-003-subscription-checkpoints',
    sql: `
CREATE TABLE IF NOT EXISTS subscription_checkpoints (
  name text PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
  global_position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
];
