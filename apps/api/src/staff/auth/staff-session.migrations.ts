// Staff sessions: one row per sign-in, holding only the SHA-256 of the token so that a leaked table
// cannot be replayed, and revoked_at so that logout and disabling a staff member end it at once.
import type { Migration } from '@lootledger/event-store';
import { STAFF_MIGRATIONS } from '../staff-members/first-admin';

export const STAFF_SESSION_MIGRATIONS: readonly Migration[] = [
  // The staff table first: sessions reference it (its migration id sorts first and runs once).
  ...STAFF_MIGRATIONS,
  {
    id: 'admin-002-staff-sessions',
    sql: `
CREATE TABLE IF NOT EXISTS admin_staff_sessions (
  id uuid PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  client_ip text,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS admin_staff_sessions_staff ON admin_staff_sessions (staff_id) WHERE revoked_at IS NULL;
CREATE INDEX IF NOT EXISTS admin_staff_sessions_expires ON admin_staff_sessions (expires_at);
`,
  },
];
