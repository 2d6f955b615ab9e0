// Issues and checks SMS codes. Codes come from the CSPRNG, are stored as salted SHA-256 (never in
// clear), live 5 minutes, one per 60 s per number; 5 wrong tries burn a code. Only the latest code of
// a number and purpose counts: sending a new one retires the older ones. A code the provider did not
// take leaves no half state: it is retired at once, and the 60 s resend wait is given back (the player
// may ask again now) unless the provider refused because the number had too many codes. A number the
// provider cannot text at all is refused before anything is stored or counted.
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.service';
import { IDENTITY_LIMITS } from '../accounts/identity-limits';
import {
  checkSmsCode,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type SmsCodeCheck,
  type SmsPurpose,
} from '../domain/sms-code';
import { DomainError } from '../../platform/errors/domain-error';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider.port';

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

@Injectable()
export class SmsCodeService {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    private readonly limiter: RateLimiter,
  ) {}

  async send(areaCode: string, mobile: string, purpose: SmsPurpose, clientIp: string, now = new Date()): Promise<void> {
    this.provider.checkNumber?.(areaCode, mobile);
    const resendBucket = `sms:number:${areaCode}:${mobile}`;
    await this.limiter.consume(resendBucket, 1, SMS_RESEND_SECONDS, 'SMS_TOO_FREQUENT');
    await this.limiter.consume(`sms:day:${areaCode}:${mobile}`, IDENTITY_LIMITS.smsPerNumberPerDay, 24 * 3600);
    await this.limiter.consume(`sms:ip:${clientIp}`, IDENTITY_LIMITS.smsPerIpPerHour, 3600);
    // randomInt draws from the CSPRNG without modulo bias.
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const { rows } = await this.sql.query<{ id: string }>(
      `INSERT INTO identity_sms_codes (area_code, mobile, purpose, code_hash, salt, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        areaCode,
        mobile,
        purpose,
        hashCode(salt, code),
        salt,
        now,
        new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      ],
    );
    try {
      await this.provider.send({ areaCode, mobile, code, purpose, sentAt: now });
    } catch (error) {
      // Never leave a usable code the player did not receive, nor a wait for a code that never came.
      // The day and address counts stay spent: they bound what a failing number can cost.
      await this.sql.query(`UPDATE identity_sms_codes SET used_at = $2 WHERE id = $1`, [rows[0].id, now]);
      const rateLimited = error instanceof DomainError && error.key === 'SMS_RATE_LIMITED';
      if (!rateLimited) await this.limiter.reset(resendBucket);
      throw error;
    }
  }

  /**
   * Checks a code inside the caller's transaction: an accepted code is marked used, a wrong one
   * counts a failed attempt. The caller must commit on 'wrong' (return, don't throw) so the count
   * sticks, and may roll back on 'accepted' to give the code back.
   */
  async check(
    tx: SqlExecutor,
    areaCode: string,
    mobile: string,
    purpose: SmsPurpose,
    code: string,
    now = new Date(),
  ): Promise<SmsCodeCheck> {
    const { rows } = await tx.query<{
      id: string;
      code_hash: string;
      salt: string;
      expires_at: unknown;
      failed_attempts: number;
      used_at: unknown;
    }>(
      `SELECT id, code_hash, salt, expires_at, failed_attempts, used_at FROM identity_sms_codes
        WHERE area_code = $1 AND mobile = $2 AND purpose = $3 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [areaCode, mobile, purpose],
    );
    const row = rows[0];
    const stored = row && {
      expiresAt: toDate(row.expires_at),
      failedAttempts: Number(row.failed_attempts),
      usedAt: row.used_at === null ? null : toDate(row.used_at),
    };
    const matches = row !== undefined && sameHex(row.code_hash, hashCode(row.salt, code));
    const outcome = checkSmsCode(stored, matches, now);
    if (outcome === 'accepted')
      await tx.query(`UPDATE identity_sms_codes SET used_at = $2 WHERE id = $1`, [row.id, now]);
    if (outcome === 'wrong') {
      await tx.query(`UPDATE identity_sms_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1`, [row.id]);
    }
    return outcome;
  }
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
