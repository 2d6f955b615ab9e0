// Staff two-factor sign-in (TOTP): a member sets up a secret (QR code and text), confirms it with a
// first code and receives recovery codes once; later they may regenerate those codes or turn TOTP
// off, each with a current code (turning it off only when their role does not require it). Sign-in
// checks the second factor here. Every code is checked once per time step (a code never counts
// twice); wrong codes and recovery codes count against one bucket per member (5 per 15 minutes, then
// 429 RATE_LIMITED until the window ends). Enabling, disabling, regenerating and spending a recovery
// code are staff audit-log entries on the member (resource 'staff').
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomInt } from 'node:crypto';
import type { SqlClient } from '@lootledger/event-store';
import { toString as qrCodeSvg } from 'qrcode';
import type { AuthenticatedStaff, StaffRole } from '../../platform/auth';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.service';
import { StaffAuditLog, type StaffAuditEntry } from '../audit-log/staff-audit-log';
import { generateRecoveryCodes, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '../domain/recovery-codes';
import { base32Encode, matchTotp, otpauthUrl } from '../domain/totp';
import { totpRequiredFor } from '../domain/two-factor-policy';
import { StaffTotpKeys } from './staff-totp.keys';
import { StaffTotpRepository, type StoredTotp } from './staff-totp.repository';

export const TOTP_FAILURE_LIMITS = { failures: 5, windowSeconds: 15 * 60 };

/** 160 bits, the size RFC 4226 recommends (and the HMAC-SHA-1 key size). */
const SECRET_BYTES = 20;

export interface TotpStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** The second factor of a sign-in: a current code, or one of the recovery codes. */
export type SecondFactor = { code: string } | { recoveryCode: string };

export function totpFailureBucket(staffId: string): string {
  return `staff-totp-fail:${staffId}`;
}

@Injectable()
export class StaffTotpService {
  constructor(
    private readonly repository: StaffTotpRepository,
    private readonly keys: StaffTotpKeys,
    private readonly limiter: RateLimiter,
    private readonly auditLog: StaffAuditLog,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether members of the role must enrol before anything else (never with STAFF_TOTP_REQUIRED=false). */
  requiredFor(role: StaffRole): boolean {
    return this.config.staffTotpRequired && totpRequiredFor(role);
  }

  async enabled(staffId: string): Promise<boolean> {
    return (await this.repository.find(staffId))?.enabled ?? false;
  }

  async status(staff: AuthenticatedStaff): Promise<TotpStatus> {
    const enabled = await this.enabled(staff.staffId);
    return {
      enabled,
      required: this.requiredFor(staff.role),
      recoveryCodesLeft: enabled ? await this.repository.recoveryCodesLeft(staff.staffId) : 0,
    };
  }

  /** A new secret waiting for its first code; a set-up started before is replaced. */
  async setup(staff: AuthenticatedStaff): Promise<TotpSetup> {
    const secret = randomBytes(SECRET_BYTES);
    const saved = await this.repository.savePending(
      staff.staffId,
      this.keys.encryptSecret(staff.staffId, secret),
      new Date(),
    );
    if (!saved) throw new DomainError('TOTP_ALREADY_ENABLED');
    const base32 = base32Encode(secret);
    const url = otpauthUrl(staff.email, base32);
    const svg = await qrCodeSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      secret: base32,
      otpauthUrl: url,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** Confirms the waiting secret with a current code: TOTP is on; the recovery codes, shown this once. */
  async enable(staff: AuthenticatedStaff, code: string, ip: string): Promise<string[]> {
    const stored = await this.repository.find(staff.staffId);
    if (stored?.enabled) throw new DomainError('TOTP_ALREADY_ENABLED');
    if (!stored) throw new DomainError('TOTP_SETUP_MISSING');
    await this.acceptCode(staff.staffId, stored, code);
    const now = new Date();
    const codes = this.newRecoveryCodes();
    await this.sql.transaction(async (tx) => {
      await this.repository.enable(tx, staff.staffId, now);
      await this.repository.replaceRecoveryCodes(tx, staff.staffId, this.hashes(staff.staffId, codes), now);
      await this.auditLog.record(
        {
          staff,
          action: 'totp-enable',
          resource: 'staff',
          resourceId: staff.staffId,
          before: { totp_enabled: false },
          after: { totp_enabled: true, recovery_codes_left: codes.length },
          ip,
        },
        tx,
      );
    });
    return codes;
  }

  /** Turns TOTP off with a current code, unless the member's role requires it. */
  async disable(staff: AuthenticatedStaff, code: string, ip: string): Promise<void> {
    if (this.requiredFor(staff.role)) throw new DomainError('TOTP_DISABLE_FORBIDDEN');
    const stored = await this.enabledTotp(staff.staffId);
    await this.acceptCode(staff.staffId, stored, code);
    await this.sql.transaction(async (tx) => {
      await this.repository.remove(tx, staff.staffId);
      await this.auditLog.record(
        {
          staff,
          action: 'totp-disable',
          resource: 'staff',
          resourceId: staff.staffId,
          before: { totp_enabled: true },
          after: { totp_enabled: false },
          ip,
        },
        tx,
      );
    });
  }

  /** New recovery codes (the old ones stop working), with a current code; shown this once. */
  async regenerateRecoveryCodes(staff: AuthenticatedStaff, code: string, ip: string): Promise<string[]> {
    const stored = await this.enabledTotp(staff.staffId);
    await this.acceptCode(staff.staffId, stored, code);
    const codes = this.newRecoveryCodes();
    await this.sql.transaction(async (tx) => {
      await this.repository.replaceRecoveryCodes(tx, staff.staffId, this.hashes(staff.staffId, codes), new Date());
      await this.auditLog.record(
        {
          staff,
          action: 'totp-recovery-codes-regenerate',
          resource: 'staff',
          resourceId: staff.staffId,
          after: { recovery_codes_left: codes.length },
          ip,
        },
        tx,
      );
    });
    return codes;
  }

  /**
   * The second step of a sign-in: a current code or an unused recovery code (spent by this). Throws
   * TOTP_CODE_INVALID, RATE_LIMITED, or TOTP_CHALLENGE_INVALID when the member no longer has TOTP.
   */
  async verifySignIn(staffId: string, factor: SecondFactor): Promise<void> {
    const stored = await this.repository.find(staffId);
    if (!stored?.enabled) throw new DomainError('TOTP_CHALLENGE_INVALID');
    if ('code' in factor) return this.acceptCode(staffId, stored, factor.code);
    const bucket = totpFailureBucket(staffId);
    const { failures, windowSeconds } = TOTP_FAILURE_LIMITS;
    await this.limiter.check(bucket, failures);
    const hash = this.keys.hashRecoveryCode(staffId, normaliseRecoveryCode(factor.recoveryCode));
    if (!(await this.repository.useRecoveryCode(staffId, hash, new Date()))) {
      await this.limiter.consume(bucket, failures, windowSeconds);
      throw new DomainError('TOTP_CODE_INVALID');
    }
  }

  /** The audit entry of a sign-in that spent a recovery code. */
  async recordRecoveryCodeUse(staff: StaffAuditEntry['staff'], ip: string): Promise<void> {
    await this.auditLog.record({
      staff,
      action: 'totp-recovery-code-use',
      resource: 'staff',
      resourceId: staff.staffId,
      after: { recovery_codes_left: await this.repository.recoveryCodesLeft(staff.staffId) },
      ip,
    });
  }

  private async enabledTotp(staffId: string): Promise<StoredTotp> {
    const stored = await this.repository.find(staffId);
    if (!stored?.enabled) throw new DomainError('TOTP_NOT_ENABLED');
    return stored;
  }

  /** Accepts a current code once (its time step is recorded); a wrong or used one counts as a failure. */
  private async acceptCode(staffId: string, stored: StoredTotp, code: string): Promise<void> {
    const bucket = totpFailureBucket(staffId);
    const { failures, windowSeconds } = TOTP_FAILURE_LIMITS;
    await this.limiter.check(bucket, failures);
    const secret = this.keys.decryptSecret(staffId, stored.secretEncrypted);
    const step = matchTotp(secret, code, Date.now(), stored.lastUsedStep);
    if (step === undefined || !(await this.repository.useStep(staffId, step))) {
      await this.limiter.consume(bucket, failures, windowSeconds);
      throw new DomainError('TOTP_CODE_INVALID');
    }
  }

  private newRecoveryCodes(): string[] {
    return generateRecoveryCodes(RECOVERY_CODE_COUNT, (size) => randomInt(size));
  }

  private hashes(staffId: string, codes: readonly string[]): string[] {
    return codes.map((code) => this.keys.hashRecoveryCode(staffId, normaliseRecoveryCode(code)));
  }
}
