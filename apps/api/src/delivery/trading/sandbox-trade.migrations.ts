// The sandbox trading provider's own table (TRADE_PROVIDER=sandbox): its offers, with the plan drawn
// at creation, so that they survive a restart like a real service's would.
import type { Migration } from '@lootledger/event-store';

export const SANDBOX_TRADE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'delivery-sandbox-trade-001-offers',
    sql: `
CREATE TABLE IF NOT EXISTS delivery_sandbox_trade_offers (
  offer_id text PRIMARY KEY,
  bill_id text NOT NULL UNIQUE,
  trade_url text NOT NULL,
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  send_at timestamptz NOT NULL,
  settle_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('accepted', 'declined', 'failed')),
  outcome_reason text,
  forced_outcome text CHECK (forced_outcome IN ('accepted', 'declined', 'failed')),
  forced_reason text,
  forced_at timestamptz
);
CREATE INDEX IF NOT EXISTS delivery_sandbox_trade_offers_created ON delivery_sandbox_trade_offers (created_at DESC);
`,
  },
];
