// Staff two-factor sign-in: a member's TOTP secret (encrypted, staff-totp.keys.ts), whether it is
// confirmed (enabled_at; NULL while the set-up waits for a first code), the last time step a code was
// accepted for (a code never counts twice), and their one-time recovery codes (keyed hashes only).
import type { Migration } from '@lootledger/event-store';

export const STAFF_TOTP_MIGRATIONS: readonly Migration[] = [
  {
    id: 'admin-004-staff-totp',
    sql: `
CREATE TABLE IF NOT EXISTS admin_staff_totp (
  staff_id bigint PRIMARY KEY REFERENCES staff (id),
  secret_encrypted text NOT NULL,
  created_at timestamptz NOT NULL,
  enabled_at timestamptz,
  last_used_step bigint
);
CREATE TABLE IF NOT EXISTS admin_staff_recovery_codes (
  staff_id bigint NOT NULL REFERENCES staff (id),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);
`,
  },
];
