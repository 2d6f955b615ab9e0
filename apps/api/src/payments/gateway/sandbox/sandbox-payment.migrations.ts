// The sandbox payment gateway's own table (PAYMENT_PROVIDER=sandbox): its payments and the delivery
// state of their paid notifications, so that both survive a restart like a real gateway's would.
import type { Migration } from '@lootledger/event-store';

export const SANDBOX_PAYMENT_MIGRATIONS: readonly Migration[] = [
  {
    id: 'payments-sandbox-gateway-001-payments',
    sql: `
CREATE TABLE IF NOT EXISTS payments_sandbox_gateway_payments (
  order_id text PRIMARY KEY,
  amount bigint NOT NULL CHECK (amount > 0),
  subject text NOT NULL,
  pay_way text NOT NULL CHECK (pay_way IN ('alipay', 'wechat')),
  expires_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('created', 'paid', 'expired')),
  trade_no text UNIQUE,
  paid_at timestamptz,
  created_at timestamptz NOT NULL,
  notify_attempts integer NOT NULL DEFAULT 0,
  notify_next_attempt_at timestamptz,
  notify_delivered_at timestamptz,
  notify_last_error text
);
CREATE INDEX IF NOT EXISTS payments_sandbox_gateway_payments_due
  ON payments_sandbox_gateway_payments (notify_next_attempt_at) WHERE notify_next_attempt_at IS NOT NULL;
`,
  },
  {
    // Cards (pay_way 9) are paid at the sandbox too while no card provider is enabled.
    id: 'payments-sandbox-gateway-002-card',
    sql: `
ALTER TABLE payments_sandbox_gateway_payments DROP CONSTRAINT IF EXISTS payments_sandbox_gateway_payments_pay_way_check;
ALTER TABLE payments_sandbox_gateway_payments ADD CONSTRAINT payments_sandbox_gateway_payments_pay_way_check
  CHECK (pay_way IN ('alipay', 'wechat', 'card'));
`,
  },
];
