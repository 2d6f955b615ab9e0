// The keys of staff two-factor sign-in, all derived (HKDF-SHA-256) from STAFF_TOTP_KEY: TOTP secrets
// are encrypted at rest (AES-256-GCM, bound to the staff id so a row cannot be copied to another
// member), recovery codes are kept as HMACs (a leaked table alone cannot be brute-forced), and the
// sign-in challenge between the password and the code is an HMAC-signed, short-lived token.
// Changing STAFF_TOTP_KEY makes every enrolment unreadable: members enrol again.
import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';

/** Seconds between the password step and the code step. */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 300;

const VERSION = 'v1';

export interface SignInChallenge {
  token: string;
  expiresIn: number;
}

@Injectable()
export class StaffTotpKeys {
  private readonly secretKey: Buffer;
  private readonly recoveryKey: Buffer;
  private readonly challengeKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const derive = (purpose: string) =>
      Buffer.from(hkdfSync('sha256', config.staffTotpKey, 'lootledger-staff-totp', purpose, 32));
    this.secretKey = derive('totp-secret');
    this.recoveryKey = derive('recovery-code');
    this.challengeKey = derive('sign-in-challenge');
  }

  /** "v1.<iv>.<tag>.<ciphertext>" (base64url). */
  encryptSecret(staffId: string, secret: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.secretKey, iv).setAAD(Buffer.from(`staff:${staffId}`));
    const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decryptSecret(staffId: string, stored: string): Buffer {
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== VERSION) throw new Error(`staff TOTP secret of ${staffId}: unknown format`);
    const decipher = createDecipheriv('aes-256-gcm', this.secretKey, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(`staff:${staffId}`))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  }

  /** The stored form of a normalised recovery code. */
  hashRecoveryCode(staffId: string, normalised: string): string {
    return createHmac('sha256', this.recoveryKey).update(`${staffId}:${normalised}`).digest('hex');
  }

  /** "<staff id>.<expiry, Unix seconds>.<mac>": the password was right, a code may follow. */
  issueChallenge(staffId: string, now = Date.now()): SignInChallenge {
    const expires = Math.floor(now / 1000) + SIGN_IN_CHALLENGE_TTL_SECONDS;
    const payload = `${staffId}.${expires}`;
    return { token: `${payload}.${this.mac(payload)}`, expiresIn: SIGN_IN_CHALLENGE_TTL_SECONDS };
  }

  /** The staff id of a genuine, unexpired challenge; undefined for anything else. */
  verifyChallenge(token: string, now = Date.now()): string | undefined {
    const match = /^(\d{1,19})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const [, staffId, expires, mac] = match;
    const expected = Buffer.from(this.mac(`${staffId}.${expires}`));
    if (!timingSafeEqual(expected, Buffer.from(mac))) return undefined;
    return Number(expires) * 1000 > now ? staffId : undefined;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.challengeKey).update(payload).digest('base64url');
  }
}
