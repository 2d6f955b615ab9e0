// The rate limiter's one table: a counter per bucket with the end of its current window.
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
];
