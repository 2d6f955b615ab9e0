// The Stripe adapter's own tables: which Checkout Session pays which order (so a repeat, a query and a
// close find it without asking Stripe to search), and the webhook events already handled (so a
// redelivered event is answered without work).
import type { Migration } from '@lootledger/event-store';

export const STRIPE_SESSIONS_TABLE = 'payments_stripe_sessions';
export const STRIPE_EVENTS_TABLE = 'payments_stripe_events';

export const STRIPE_PAYMENT_MIGRATIONS: readonly Migration[] = [
  {
    id: 'payments-stripe-gateway-001-sessions-events',
    sql: `
CREATE TABLE IF NOT EXISTS ${STRIPE_SESSIONS_TABLE} (
  order_id text PRIMARY KEY,
  amount bigint NOT NULL CHECK (amount > 0),
  -- What Stripe was asked for (the order's expiry, clamped to Stripe's 30 min .. 24 h): a retry of
  -- the creation sends exactly the same parameters under the same Idempotency-Key.
  expires_at timestamptz NOT NULL,
  -- Bumped after Stripe answered the creation with a 5xx, which it keeps for that Idempotency-Key.
  create_attempt integer NOT NULL DEFAULT 0,
  session_id text UNIQUE,
  url text,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS ${STRIPE_EVENTS_TABLE} (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  order_id text NOT NULL,
  trade_no text NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL
);
`,
  },
];
