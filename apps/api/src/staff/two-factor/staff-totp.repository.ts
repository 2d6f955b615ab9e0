// The staff TOTP tables (staff-totp.migrations.ts). Accepting a time step and spending a recovery code
// are single conditional updates, so two sign-ins racing with the same code cannot both pass.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';

export interface StoredTotp {
  secretEncrypted: string;
  enabled: boolean;
  lastUsedStep: number | null;
}

@Injectable()
export class StaffTotpRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async find(staffId: string): Promise<StoredTotp | undefined> {
    const { rows } = await this.sql.query<{
      secret_encrypted: string;
      enabled: boolean;
      last_used_step: string | number | null;
    }>(
      `SELECT secret_encrypted, enabled_at IS NOT NULL AS enabled, last_used_step FROM admin_staff_totp WHERE staff_id = $1`,
      [staffId],
    );
    const row = rows[0];
    return (
      row && {
        secretEncrypted: row.secret_encrypted,
        enabled: row.enabled,
        lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
      }
    );
  }

  /** A new secret waiting for its first code (replaces one that waited before; never an enabled one). */
  async savePending(staffId: string, secretEncrypted: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `INSERT INTO admin_staff_totp (staff_id, secret_encrypted, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (staff_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted,
         created_at = EXCLUDED.created_at, last_used_step = NULL
       WHERE admin_staff_totp.enabled_at IS NULL`,
      [staffId, secretEncrypted, now],
    );
    return rowCount > 0;
  }

  /** Records that a code of `step` was accepted; false when that step (or a later one) already was. */
  async useStep(staffId: string, step: number): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `UPDATE admin_staff_totp SET last_used_step = $2
        WHERE staff_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)`,
      [staffId, step],
    );
    return rowCount > 0;
  }

  async enable(tx: SqlExecutor, staffId: string, now: Date): Promise<void> {
    await tx.query(`UPDATE admin_staff_totp SET enabled_at = $2 WHERE staff_id = $1`, [staffId, now]);
  }

  async remove(tx: SqlExecutor, staffId: string): Promise<void> {
    await tx.query(`DELETE FROM admin_staff_recovery_codes WHERE staff_id = $1`, [staffId]);
    await tx.query(`DELETE FROM admin_staff_totp WHERE staff_id = $1`, [staffId]);
  }

  /** Replaces every recovery code of the member. */
  async replaceRecoveryCodes(tx: SqlExecutor, staffId: string, hashes: readonly string[], now: Date): Promise<void> {
    await tx.query(`DELETE FROM admin_staff_recovery_codes WHERE staff_id = $1`, [staffId]);
    await tx.query(
      `INSERT INTO admin_staff_recovery_codes (staff_id, code_hash, created_at)
       SELECT $1, hash, $3 FROM unnest($2::text[]) AS hash`,
      [staffId, hashes, now],
    );
  }

  /** Spends an unused recovery code; false when there is none with this hash. */
  async useRecoveryCode(staffId: string, hash: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `UPDATE admin_staff_recovery_codes SET used_at = $3 WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [staffId, hash, now],
    );
    return rowCount > 0;
  }

  async recoveryCodesLeft(staffId: string): Promise<number> {
    const { rows } = await this.sql.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM admin_staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL`,
      [staffId],
    );
    return Number(rows[0].n);
  }
}
