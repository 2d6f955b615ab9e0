// The table of first-recharge conversion reports (POST /api/ocpc/uploadConvertData) and, from the
// second migration on, each report's forwarding state (the outbox the forwarder works through):
// status disabled (no CONVERSION_REPORT_URL when it arrived), pending (due at forward_next_at),
// sent, or failed (given up after the last attempt, or refused for good by the endpoint).
export const CONVERSION_MIGRATIONS = [
  {
    id: 'payments-003-conversion-reports',
    sql: `CREATE TABLE IF NOT EXISTS payments_conversion_reports (
      id bigserial PRIMARY KEY,
      player_id text NOT NULL,
      logid_url text NOT NULL,
      new_type integer NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS payments_conversion_reports_by_player ON payments_conversion_reports (player_id);`,
  },
  {
    id: 'payments-conversion-reports-002-forwarding',
    sql: `ALTER TABLE payments_conversion_reports
      ADD COLUMN IF NOT EXISTS order_id text,
      ADD COLUMN IF NOT EXISTS promotion_id text,
      ADD COLUMN IF NOT EXISTS forward_status text NOT NULL DEFAULT 'disabled'
        CHECK (forward_status IN ('disabled', 'pending', 'sent', 'failed')),
      ADD COLUMN IF NOT EXISTS forward_attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS forward_last_error text,
      ADD COLUMN IF NOT EXISTS forward_next_at timestamptz,
      ADD COLUMN IF NOT EXISTS forwarded_at timestamptz;
    CREATE INDEX IF NOT EXISTS payments_conversion_reports_due
      ON payments_conversion_reports (forward_next_at, id) WHERE forward_status = 'pending';
    CREATE INDEX IF NOT EXISTS payments_conversion_reports_by_time ON payments_conversion_reports (received_at DESC, id);`,
  },
];
