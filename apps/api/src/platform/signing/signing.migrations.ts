// The nonces of signed requests seen in the last NONCE_TTL_SECONDS, shared by every API process.
import type { Migration } from '@lootledger/event-store';

export const SIGNING_MIGRATIONS: readonly Migration[] = [
  {
    id: 'platform-signing-001-request-nonces',
    sql: `
CREATE TABLE IF NOT EXISTS platform_request_nonces (
  nonce text PRIMARY KEY,
  seen_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS platform_request_nonces_seen_at ON platform_request_nonces (seen_at);
`,
  },
];
