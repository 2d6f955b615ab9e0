// The Waxpeer adapter's own table (TRADE_PROVIDER=waxpeer): one row per bill, written before the
// purchase is asked for (so a retry knows to look the bill up at Waxpeer before buying), then what
// came of it: Waxpeer's purchase id and price, or the refusal. Waxpeer stays the truth about the
// trade's progress; this table only remembers which purchase is the bill's.
import type { Migration } from '@lootledger/event-store';

export const WAXPEER_TRADE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'delivery-waxpeer-001-purchases',
    sql: `
CREATE TABLE IF NOT EXISTS delivery_waxpeer_purchases (
  bill_id text PRIMARY KEY,
  hash_name text NOT NULL,
  value bigint NOT NULL,
  max_price bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('buying', 'bought', 'refused')),
  waxpeer_id text,
  price bigint,
  reason text,
  message text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
`,
  },
];
