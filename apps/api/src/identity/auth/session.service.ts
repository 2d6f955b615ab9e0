// Sessions: issues access/refresh token pairs, verifies access tokens, rotates refresh tokens and
// revokes sessions. Tokens are opaque random secrets; only their SHA-256 is stored.
//
// An access token is "<session id>.<secret>" and is checked against the session row, so logout,
// password reset and refresh-token reuse take effect at once. Verified tokens are cached in memory
// for a few seconds. A revocation or a refresh drops the session's entry here at once and, by a
// signal sent in the same transaction (platform/cluster), in every other API process as soon as it
// commits, where the session's websockets are unbound too; ACCESS_CACHE_MS only bounds how long a
// missed signal (a listening connection lost for a moment) could leave a revoked token honoured.
// A refresh token is single-use: each refresh marks it used and issues a new pair in the same
// session (the "family"); presenting a used one again means it leaked, so the whole family is revoked.
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ClusterSignals } from '../../platform/cluster/cluster-signals';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';

export interface TokenPair {
  token: string;
  refresh_token: string;
  /** Seconds the access token lives. */
  expires_in: number;
}

export interface VerifiedSession {
  playerId: string;
  sessionId: string;
}

const ACCESS_CACHE_MS = 5_000;
/** The signal of a session that ended or changed its access token in another process. */
const SESSION_SIGNAL = 'identity.session';
const ACCESS_CACHE_MAX = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function secret(): string {
  return randomBytes(32).toString('base64url');
}

function millis(value: unknown): number {
  return value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
}

@Injectable()
export class SessionService {
  private readonly cache = new Map<string, VerifiedSession & { accessExpiresAt: number; cachedUntil: number }>();
  private readonly revokedListeners = new Set<(sessionId: string) => void>();

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signals: ClusterSignals,
  ) {
    signals.on(SESSION_SIGNAL, (data) => {
      const sessionId = String(data.session_id);
      if (data.ended) this.ended(sessionId);
      else this.forget(sessionId);
    });
    signals.onMissed(() => this.cache.clear());
  }

  /** Opens a new session for the player (inside the caller's transaction when given). */
  async issue(playerId: string, db: SqlExecutor = this.sql, now = new Date()): Promise<TokenPair> {
    const sessionId = randomUUID();
    const access = secret();
    const refresh = secret();
    await db.query(
      `INSERT INTO identity_sessions (id, player_id, access_hash, access_expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [sessionId, playerId, sha256(access), this.accessExpiry(now), now],
    );
    await db.query(
      `INSERT INTO identity_refresh_tokens (token_hash, session_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
      [sha256(refresh), sessionId, this.refreshExpiry(now), now],
    );
    return { token: `${sessionId}.${access}`, refresh_token: refresh, expires_in: this.config.accessTokenTtl };
  }

  /** The session an access token belongs to, or undefined when unknown, expired or revoked. */
  async verifyAccessToken(token: string, now = Date.now()): Promise<VerifiedSession | undefined> {
    const dot = token.indexOf('.');
    const sessionId = token.slice(0, dot);
    const access = token.slice(dot + 1);
    if (dot < 0 || !UUID.test(sessionId) || access.length === 0 || access.length > 100) return undefined;
    const hash = sha256(access);
    const cached = this.cache.get(hash);
    if (cached && cached.cachedUntil > now && cached.accessExpiresAt > now && cached.sessionId === sessionId) {
      return { playerId: cached.playerId, sessionId };
    }
    const { rows } = await this.sql.query<{ player_id: string; access_hash: string; access_expires_at: unknown }>(
      `SELECT player_id, access_hash, access_expires_at FROM identity_sessions WHERE id = $1 AND revoked_at IS NULL`,
      [sessionId],
    );
    const row = rows[0];
    if (!row || !sameHash(row.access_hash, hash)) return undefined;
    const accessExpiresAt = millis(row.access_expires_at);
    if (accessExpiresAt <= now) return undefined;
    if (this.cache.size >= ACCESS_CACHE_MAX) this.cache.clear();
    this.cache.set(hash, { playerId: row.player_id, sessionId, accessExpiresAt, cachedUntil: now + ACCESS_CACHE_MS });
    return { playerId: row.player_id, sessionId };
  }

  /** Rotates a refresh token: a new pair in the same session; the old refresh and access tokens stop working. */
  async refresh(refreshToken: string, now = new Date()): Promise<TokenPair> {
    const access = secret();
    const refresh = secret();
    const outcome = await this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{
        session_id: string;
        used_at: unknown;
        expires_at: unknown;
        revoked_at: unknown;
      }>(
        `SELECT r.session_id, r.used_at, r.expires_at, s.revoked_at
           FROM identity_refresh_tokens r JOIN identity_sessions s ON s.id = r.session_id
          WHERE r.token_hash = $1
          FOR UPDATE OF r, s`,
        [sha256(refreshToken)],
      );
      const row = rows[0];
      if (!row || row.revoked_at !== null) return { ok: false as const };
      if (row.used_at !== null) {
        // Reuse of a rotated token: someone else holds a copy. End the whole family.
        await tx.query(`UPDATE identity_sessions SET revoked_at = $2 WHERE id = $1`, [row.session_id, now]);
        await this.signals.tellOthers(SESSION_SIGNAL, { session_id: row.session_id, ended: true }, tx);
        return { ok: false as const, revokedSession: row.session_id };
      }
      if (millis(row.expires_at) <= now.getTime()) return { ok: false as const };
      await tx.query(`UPDATE identity_refresh_tokens SET used_at = $2 WHERE token_hash = $1`, [
        sha256(refreshToken),
        now,
      ]);
      await tx.query(
        `INSERT INTO identity_refresh_tokens (token_hash, session_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
        [sha256(refresh), row.session_id, this.refreshExpiry(now), now],
      );
      await tx.query(`UPDATE identity_sessions SET access_hash = $2, access_expires_at = $3 WHERE id = $1`, [
        row.session_id,
        sha256(access),
        this.accessExpiry(now),
      ]);
      // The old access token stops working in every process, not only after their cache entry expires.
      await this.signals.tellOthers(SESSION_SIGNAL, { session_id: row.session_id, ended: false }, tx);
      return { ok: true as const, sessionId: row.session_id };
    });
    if (!outcome.ok) {
      if (outcome.revokedSession) this.ended(outcome.revokedSession);
      throw new DomainError('REFRESH_TOKEN_INVALID');
    }
    this.forget(outcome.sessionId);
    return { token: `${outcome.sessionId}.${access}`, refresh_token: refresh, expires_in: this.config.accessTokenTtl };
  }

  /** Ends one session: its access token and every refresh token of its family. */
  async revokeSession(sessionId: string, now = new Date()): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(`UPDATE identity_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [
        sessionId,
        now,
      ]);
      await this.signals.tellOthers(SESSION_SIGNAL, { session_id: sessionId, ended: true }, tx);
    });
    this.ended(sessionId);
  }

  /** Of these sessions, the ones not revoked (a holder re-checks after signals may have been missed). */
  async stillActive(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const { rows } = await this.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM identity_sessions WHERE id = ANY($1::uuid[]) AND revoked_at IS NULL`,
      [sessionIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Calls `listener` with the ids of sessions that end (logout, password reset, a reused refresh
   * token), in this process or any other, so what holds a session open (a websocket) lets go of it at once.
   */
  onRevoked(listener: (sessionId: string) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  /** Ends every session of a player (password reset); inside the caller's transaction when given. */
  async revokeAllForPlayer(playerId: string, db: SqlExecutor = this.sql, now = new Date()): Promise<void> {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE identity_sessions SET revoked_at = $2 WHERE player_id = $1 AND revoked_at IS NULL RETURNING id`,
      [playerId, now],
    );
    for (const row of rows) {
      await this.signals.tellOthers(SESSION_SIGNAL, { session_id: row.id, ended: true }, db);
      this.ended(row.id);
    }
  }

  private forget(sessionId: string): void {
    for (const [hash, entry] of this.cache) if (entry.sessionId === sessionId) this.cache.delete(hash);
  }

  /** A session is over: forgotten here, and its listeners told. */
  private ended(sessionId: string): void {
    this.forget(sessionId);
    for (const listener of this.revokedListeners) listener(sessionId);
  }

  private accessExpiry(now: Date): Date {
    return new Date(now.getTime() + this.config.accessTokenTtl * 1000);
  }

  private refreshExpiry(now: Date): Date {
    return new Date(now.getTime() + this.config.refreshTokenTtl * 1000);
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
