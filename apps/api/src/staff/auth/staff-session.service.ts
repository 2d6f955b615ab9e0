// Staff tokens: opaque "<session id>.<secret>", short-lived (STAFF_TOKEN_TTL, default 1 h), no refresh
// (staff sign in again). Only the secret's SHA-256 is stored. Every check reads the session and the
// staff row together, without a cache: logout, disabling a staff member and a role change take effect
// on the next request, and so does enrolling TOTP (a member whose role requires it is marked until
// then). Player tokens live in identity's tables, so they are never staff tokens.
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { isStaffRole, type StaffRole, type AuthenticatedStaff } from '../../platform/auth';
import { StaffTotpService } from '../two-factor/staff-totp.service';

export interface StaffToken {
  token: string;
  /** Seconds the token lives. */
  expiresIn: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function millis(value: unknown): number {
  return value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
}

@Injectable()
export class StaffSessionService {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly totp: StaffTotpService,
  ) {
    if (!Number.isInteger(config.staffTokenTtl) || config.staffTokenTtl <= 0) {
      throw new Error(`STAFF_TOKEN_TTL=${config.staffTokenTtl}: must be a whole number of seconds > 0`);
    }
  }

  async issue(staffId: string, clientIp: string | null = null, now = new Date()): Promise<StaffToken> {
    const sessionId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await this.sql.query(
      `INSERT INTO admin_staff_sessions (id, staff_id, token_hash, expires_at, created_at, client_ip) VALUES ($1, $2, $3, $4, $5, $6)`,
      [sessionId, staffId, sha256(secret), new Date(now.getTime() + this.config.staffTokenTtl * 1000), now, clientIp],
    );
    return { token: `${sessionId}.${secret}`, expiresIn: this.config.staffTokenTtl };
  }

  /** The staff member a token signs in, or undefined when it is unknown, expired, revoked or the staff member is disabled. */
  async verify(token: string, now = Date.now()): Promise<AuthenticatedStaff | undefined> {
    const dot = token.indexOf('.');
    const sessionId = token.slice(0, dot);
    const secret = token.slice(dot + 1);
    if (dot < 0 || !UUID.test(sessionId) || secret.length === 0 || secret.length > 100) return undefined;
    const { rows } = await this.sql.query<{
      staff_id: string;
      token_hash: string;
      expires_at: unknown;
      email: string;
      role: StaffRole;
      disabled: boolean;
      totp_enabled: boolean;
    }>(
      `SELECT s.staff_id::text AS staff_id, s.token_hash, s.expires_at, st.email, st.role, st.disabled,
              t.enabled_at IS NOT NULL AS totp_enabled
         FROM admin_staff_sessions s JOIN staff st ON st.id = s.staff_id
         LEFT JOIN admin_staff_totp t ON t.staff_id = s.staff_id
        WHERE s.id = $1 AND s.revoked_at IS NULL`,
      [sessionId],
    );
    const row = rows[0];
    if (!row || !sameHash(row.token_hash, sha256(secret))) return undefined;
    if (millis(row.expires_at) <= now || row.disabled || !isStaffRole(row.role)) return undefined;
    const totpEnrolmentRequired = !row.totp_enabled && this.totp.requiredFor(row.role);
    return { staffId: row.staff_id, email: row.email, role: row.role, sessionId, totpEnrolmentRequired };
  }

  async revoke(sessionId: string, now = new Date()): Promise<void> {
    await this.sql.query(`UPDATE admin_staff_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [
      sessionId,
      now,
    ]);
  }

  /** Ends every sign-in of a staff member (for a password change or when an admin disables the account). */
  async revokeAllForStaff(staffId: string, now = new Date()): Promise<void> {
    await this.sql.query(`UPDATE admin_staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL`, [
      staffId,
      now,
    ]);
  }

  /** Drops sessions a day past their expiry: they can never be accepted again. */
  async prune(now = new Date()): Promise<number> {
    const { rowCount } = await this.sql.query(`DELETE FROM admin_staff_sessions WHERE expires_at < $1`, [
      new Date(now.getTime() - 24 * 3600 * 1000),
    ]);
    return rowCount;
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
