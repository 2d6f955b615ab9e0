// The card-code tables (owned by this slice of payments; no other context reads them). Codes are kept
// only as SHA-256 hashes of their normalised form (see domain/card-code.ts); value and expiry are
// copied onto each code so that redeeming is one conditional UPDATE. A code is claimed
// (redeemed_by, redeemed_at) before it is credited (credited_at): claimed and not credited means the
// credit is still owed, and the recovery loop pays it.
import type { Migration } from '@lootledger/event-store';

export const CARD_CODE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'payments-card-codes-001-tables',
    sql: `
CREATE TABLE IF NOT EXISTS payments_card_code_batches (
  id text PRIMARY KEY,
  value bigint NOT NULL CHECK (value > 0),
  code_count integer NOT NULL CHECK (code_count > 0),
  expires_at timestamptz NOT NULL,
  note text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS payments_card_codes (
  id text PRIMARY KEY,
  batch_id text NOT NULL REFERENCES payments_card_code_batches (id),
  code_hash text NOT NULL UNIQUE,
  value bigint NOT NULL CHECK (value > 0),
  expires_at timestamptz NOT NULL,
  redeemed_by text,
  redeemed_at timestamptz,
  credited_at timestamptz,
  CHECK ((redeemed_by IS NULL) = (redeemed_at IS NULL)),
  CHECK (credited_at IS NULL OR redeemed_by IS NOT NULL)
);
CREATE INDEX IF NOT EXISTS payments_card_codes_batch ON payments_card_codes (batch_id);
CREATE INDEX IF NOT EXISTS payments_card_codes_owed ON payments_card_codes (redeemed_at)
  WHERE redeemed_by IS NOT NULL AND credited_at IS NULL;
CREATE INDEX IF NOT EXISTS payments_card_code_batches_created ON payments_card_code_batches (created_at, id);
`,
  },
];
