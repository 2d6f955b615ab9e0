// The identity context's tables (players, SMS codes, sessions, uploads, Steam round trips). No other
// context reads them: they go through identity's public queries.
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
  {
    // Every invite code a player ever had stays theirs (a code they replaced keeps working in links
    // already shared, and nobody else can take it): the code table's key is the one uniqueness check,
    // case-insensitive (codes are kept upper case). A trigger claims each new code a player row gets,
    // whatever inserts or changes it; a code another player holds raises unique_violation, so of two
    // players claiming one code at once exactly one commits. invite_code_set_at: when the player chose
    // their own code (once).
    id: 'identity-004-invite-codes',
    sql: `
CREATE TABLE IF NOT EXISTS identity_invite_codes (
  code text PRIMARY KEY CHECK (code = upper(code)),
  player_id text NOT NULL REFERENCES identity_players (id),
  claimed_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS identity_invite_codes_player ON identity_invite_codes (player_id);
ALTER TABLE identity_players ADD COLUMN IF NOT EXISTS invite_code_set_at timestamptz;
INSERT INTO identity_invite_codes (code, player_id, claimed_at)
  SELECT upper(invite_code), id, created_at FROM identity_players
  ON CONFLICT (code) DO NOTHING;
CREATE OR REPLACE FUNCTION identity_claim_invite_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO identity_invite_codes (code, player_id, claimed_at)
    VALUES (upper(NEW.invite_code), NEW.id, now())
    ON CONFLICT (code) DO NOTHING;
  IF NOT EXISTS (SELECT 1 FROM identity_invite_codes WHERE code = upper(NEW.invite_code) AND player_id = NEW.id) THEN
    RAISE EXCEPTION 'invite code % is taken', NEW.invite_code
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'identity_invite_codes_pkey';
  END IF;
  RETURN NEW;
END;
$$;
DROP TRIGGER IF EXISTS identity_claim_invite_code ON identity_players;
CREATE TRIGGER identity_claim_invite_code AFTER INSERT OR UPDATE OF invite_code ON identity_players
  FOR EACH ROW EXECUTE FUNCTION identity_claim_invite_code();`,
  },
  {
    // The state a Steam round trip starts with (in return_to): redeemable once, for 10 minutes, by the
    // player who started a bind or by the browser holding a sign-in's secret (its hash is kept).
    id: 'identity-005-steam-states',
    sql: `
CREATE TABLE IF NOT EXISTS identity_steam_states (
  state text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('handle', 'bind')),
  player_id text REFERENCES identity_players (id),
  secret_hash text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((purpose = 'bind') = (player_id IS NOT NULL)),
  CHECK ((purpose = 'handle') = (secret_hash IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS identity_steam_states_expires ON identity_steam_states (expires_at);`,
  },
  {
    // Registrations counted per client address and per device id and calendar day (the caps of
    // REGISTRATIONS_PER_ADDRESS_PER_DAY / _PER_DEVICE_PER_DAY), inside each registration's transaction.
    id: 'identity-006-registration-counts',
    sql: `
CREATE TABLE IF NOT EXISTS identity_registration_counts (
  kind text NOT NULL CHECK (kind IN ('address', 'device')),
  key text NOT NULL,
  day text NOT NULL,
  registrations integer NOT NULL CHECK (registrations > 0),
  PRIMARY KEY (kind, key, day)
);`,
  },
];
