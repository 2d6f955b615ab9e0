// The rate limiter's table (a counter per bucket with the end of its current window, and for backoff
// buckets the time until which they wait) and the sign-in challenges handed out.
import type { Migration } from '@lootledger/event-store';

export const RATE_LIMIT_MIGRATIONS: readonly Migration[] = [
  {
    id: 'platform-rate-limit-001-buckets',
    sql: `
CREATE TABLE IF NOT EXISTS platform_rate_limits (
  bucket text PRIMARY KEY,
  window_end timestamptz NOT NULL,
  hits int NOT NULL
);
CREATE INDEX IF NOT EXISTS platform_rate_limits_window_end ON platform_rate_limits (window_end);
`,
  },
  {
    id: 'platform-rate-limit-002-backoff-and-challenges',
    sql: `
ALTER TABLE platform_rate_limits ADD COLUMN IF NOT EXISTS retry_at timestamptz;
CREATE TABLE IF NOT EXISTS platform_sign_in_challenges (
  id text PRIMARY KEY,
  account text NOT NULL,
  bits int NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS platform_sign_in_challenges_expires_at ON platform_sign_in_challenges (expires_at);
`,
  },
];
