// The event store's tables: the log (`events`, its shape pinned in architecture.md for auditors),
// stream snapshots, subscription checkpoints and the log's signed checkpoints. Plain SQL that runs
// on PostgreSQL and PGlite alike. The log is append-only (a trigger refuses UPDATE, DELETE and
// TRUNCATE) and hash-chained per stream (a trigger computes each event's hash on insert, over its
// content and the hash of the stream's previous event): see log-integrity.ts.
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
  {
    id: 'event-store-004-event-hash-chain',
    sql: `
-- What an event's hash covers, as one canonical text (jsonb prints keys and numbers one way;
-- the time as epoch microseconds, whatever the session's time zone). The audit hashes the same text.
CREATE OR REPLACE FUNCTION event_chain_content(
  stream_id text, stream_version integer, event_id uuid, event_type text, data jsonb, metadata jsonb,
  created_at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(stream_id, stream_version, event_id::text, event_type, data, metadata,
    (extract(epoch FROM created_at) * 1000000)::bigint::text)::text
$$;
ALTER TABLE events ADD COLUMN IF NOT EXISTS hash bytea;
-- Events written before the chain existed get theirs now, stream by stream in version order.
DO $$
DECLARE
  event record;
  previous bytea := '\\x';
  current_stream text := NULL;
BEGIN
  FOR event IN SELECT * FROM events ORDER BY stream_id, stream_version LOOP
    IF event.stream_id IS DISTINCT FROM current_stream THEN
      previous := '\\x';
      current_stream := event.stream_id;
    END IF;
    previous := sha256(previous || convert_to(event_chain_content(event.stream_id, event.stream_version,
      event.event_id, event.event_type, event.data, event.metadata, event.created_at), 'UTF8'));
    UPDATE events SET hash = previous WHERE global_position = event.global_position;
  END LOOP;
END $$;
ALTER TABLE events ALTER COLUMN hash SET NOT NULL;
-- hash = sha256(hash of the stream's previous event (empty for version 1) || content). Rows of one
-- INSERT are hashed in order and see the rows before them: a multi-event append chains correctly.
-- A stream whose previous event is missing gets no hash, and the NOT NULL refuses the append.
CREATE OR REPLACE FUNCTION events_chain_hash() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous bytea;
BEGIN
  IF NEW.stream_version = 1 THEN
    previous := '\\x';
  ELSE
    SELECT e.hash INTO previous FROM events e
     WHERE e.stream_id = NEW.stream_id AND e.stream_version = NEW.stream_version - 1;
  END IF;
  NEW.hash := sha256(previous || convert_to(event_chain_content(NEW.stream_id, NEW.stream_version,
    NEW.event_id, NEW.event_type, NEW.data, NEW.metadata, NEW.created_at), 'UTF8'));
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS events_chain_hash ON events;
CREATE TRIGGER events_chain_hash BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_chain_hash();
-- The log is append-only: nothing the application (or a mistaken script) sends can change history.
CREATE OR REPLACE FUNCTION refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
DROP TRIGGER IF EXISTS events_append_only ON events;
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();
DROP TRIGGER IF EXISTS events_no_truncate ON events;
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION refuse_rewrite();
`,
  },
  {
    // A snapshot is bound to the stream's event hash at its version and carries an HMAC over both
    // (key outside the database): the loader refuses one that was changed. The state is kept as the
    // exact text that was signed. Snapshots are a cache: the old unsigned ones are dropped.
    id: 'event-store-005-verified-snapshots',
    sql: `
DELETE FROM stream_snapshots;
ALTER TABLE stream_snapshots ALTER COLUMN state TYPE text USING state::text;
ALTER TABLE stream_snapshots ADD COLUMN event_hash bytea NOT NULL;
ALTER TABLE stream_snapshots ADD COLUMN checksum text NOT NULL;
`,
  },
  {
    // Checkpoints over the whole log: (position, chained hash of every event hash up to it, in feed
    // order), signed with a key the database does not hold and exported outside it (log-integrity.ts).
    id: 'event-store-006-log-checkpoints',
    sql: `
CREATE TABLE IF NOT EXISTS log_checkpoints (
  seq integer PRIMARY KEY CHECK (seq > 0),
  transaction_id xid8 NOT NULL,
  global_position bigint NOT NULL,
  event_count bigint NOT NULL,
  chain_hash bytea NOT NULL,
  signature text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
DROP TRIGGER IF EXISTS log_checkpoints_append_only ON log_checkpoints;
CREATE TRIGGER log_checkpoints_append_only BEFORE UPDATE OR DELETE ON log_checkpoints FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();
`,
  },
];

/**
 * The tables a read-model database needs when the log lives elsewhere (EventStoreDB): the
 * subscriptions' checkpoints. The same migration as above (same id): a database that holds the log
 * too applies it once.
 */
export const readSideMigrations: Migration[] = eventStoreMigrations.filter(
  (migration) => migration.id === 'event-store-003-subscription-checkpoints',
);
