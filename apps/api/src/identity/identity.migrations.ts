// The identity context's tables (players, SMS codes, sessions, uploads). No other context reads them:
// they go through identity's public queries.
import type { Migration } from '@lootledger/event-store';

export const IDENTITY_MIGRATIONS: readonly Migration[] = [
  {
    id: 'identity-001-players-sessions-sms',
    sql: `
CREATE TABLE IF NOT EXISTS identity_players (
  id text PRIMARY KEY,
  area_code text NOT NULL,
  mobile text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  avatar text,
  invite_code text NOT NULL UNIQUE,
  inviter_id text REFERENCES identity_players (id),
  steam_url text,
  steam_id text,
  lang text NOT NULL DEFAULT 'zh',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (area_code, mobile)
);
CREATE INDEX IF NOT EXISTS identity_players_inviter ON identity_players (inviter_id);

CREATE TABLE IF NOT EXISTS identity_sms_codes (
  id bigserial PRIMARY KEY,
  area_code text NOT NULL,
  mobile text NOT NULL,
  purpose smallint NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts int NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS identity_sms_codes_lookup ON identity_sms_codes (area_code, mobile, purpose, id DESC);

CREATE TABLE IF NOT EXISTS identity_sessions (
  id uuid PRIMARY KEY,
  player_id text NOT NULL REFERENCES identity_players (id),
  access_hash text NOT NULL,
  access_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS identity_sessions_player ON identity_sessions (player_id) WHERE revoked_at IS NULL;

CREATE TABLE IF NOT EXISTS identity_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES identity_sessions (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS identity_refresh_tokens_session ON identity_refresh_tokens (session_id);

CREATE TABLE IF NOT EXISTS identity_uploads (
  url text PRIMARY KEY,
  player_id text NOT NULL REFERENCES identity_players (id),
  content_type text NOT NULL,
  size_bytes int NOT NULL,
  created_at timestamptz NOT NULL
);
`,
  },
  {
    // The admin player list shows each player's last sign-in: the newest session, revoked or not.
    id: 'identity-002-sessions-by-player-and-time',
    sql: `CREATE INDEX IF NOT EXISTS identity_sessions_player_created ON identity_sessions (player_id, created_at DESC);`,
  },
  {
    // Steam sign-in (OpenID): an account may start without a phone or a password, and binds at most
    // one Steam account (one account per Steam id); used response nonces are kept until they expire.
    id: 'identity-003-steam-accounts',
    sql: `
ALTER TABLE identity_players ALTER COLUMN area_code DROP NOT NULL;
ALTER TABLE identity_players ALTER COLUMN mobile DROP NOT NULL;
ALTER TABLE identity_players ALTER COLUMN password_hash DROP NOT NULL;

CREATE TABLE IF NOT EXISTS identity_steam_accounts (
  steam_id text PRIMARY KEY,
  player_id text NOT NULL UNIQUE REFERENCES identity_players (id),
  bound_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS identity_openid_nonces (
  op_endpoint text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (op_endpoint, nonce)
);
`,
  },
];
