// Test data builder for e2e tests of any context: a staff member in the running test app, signed in
// through the real /admin/api/auth/login (and /login/totp) when asked. Members of roles that must have
// TOTP are enrolled with a fresh secret (totpSecret) unless withoutTotp(); others only withTotp().
//   const finance = await aStaffMember(testApp).withRole('finance').signIn(client);  // finance.token
//   const token = await staffSignIn(testApp, client, finance);                        // again, both steps
import { randomBytes } from 'node:crypto';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { ApiClient, ApiResult } from '../../platform/testing/api-client';
import { TEST_PASSWORD_COST, type TestApp } from '../../platform/testing/test-app';
import type { StaffRole } from '../../platform/auth';
import { PasswordHasher } from '../../platform/security/password-hasher';
import { base32Decode, base32Encode, totp } from '../domain/totp';
import { StaffTotpKeys } from '../two-factor/staff-totp.keys';
import { StaffTotpService } from '../two-factor/staff-totp.service';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
  /** Base32 TOTP secret when the member is enrolled. */
  totpSecret?: string;
}

export class TestStaffBuilder {
  private email = `staff-${randomBytes(5).toString('hex')}@example.com`;
  private password = 'staff-pass-1';
  private role: StaffRole = 'admin';
  private isDisabled = false;
  private totp: 'as-the-role-requires' | 'enrolled' | 'not-enrolled' = 'as-the-role-requires';

  constructor(private readonly testApp: TestApp) {}

  withEmail(email: string): this {
    this.email = email;
    return this;
  }

  withPassword(password: string): this {
    this.password = password;
    return this;
  }

  withRole(role: StaffRole): this {
    this.role = role;
    return this;
  }

  disabled(): this {
    this.isDisabled = true;
    return this;
  }

  /** Enrolled in TOTP even when the role does not require it. */
  withTotp(): this {
    this.totp = 'enrolled';
    return this;
  }

  /** Not enrolled even when the role requires it (such a member can then only enrol). */
  withoutTotp(): this {
    this.totp = 'not-enrolled';
    return this;
  }

  async create(): Promise<TestStaff> {
    // A cheap argon2id cost keeps suites fast; verification reads the cost from the hash itself.
    const hash = await new PasswordHasher(TEST_PASSWORD_COST).hash(this.password);
    const { rows } = await this.testApp.app
      .get<SqlClient>(SQL_CLIENT)
      .query<{ id: string }>(
        `INSERT INTO staff (email, password_hash, role, disabled) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
        [this.email, hash, this.role, this.isDisabled],
      );
    const staff: TestStaff = { id: rows[0].id, email: this.email, password: this.password, role: this.role };
    const enrol =
      this.totp === 'enrolled' ||
      (this.totp === 'as-the-role-requires' && this.testApp.app.get(StaffTotpService).requiredFor(this.role));
    return enrol ? { ...staff, totpSecret: await enrolTotp(this.testApp, staff.id) } : staff;
  }

  /** Creates the staff member and signs in over HTTP (with a TOTP code when enrolled). */
  async signIn(client: ApiClient): Promise<TestStaff & { token: string }> {
    const staff = await this.create();
    return { ...staff, token: await staffSignIn(this.testApp, client, staff) };
  }
}

/** Enrols a member straight in the database with a new (or the given base32) secret; returns the secret. */
export async function enrolTotp(
  testApp: TestApp,
  staffId: string,
  secret = base32Encode(randomBytes(20)),
): Promise<string> {
  const encrypted = testApp.app.get(StaffTotpKeys).encryptSecret(staffId, base32Decode(secret)!);
  await testApp.app
    .get<SqlClient>(SQL_CLIENT)
    .query(
      `INSERT INTO admin_staff_totp (staff_id, secret_encrypted, created_at, enabled_at) VALUES ($1, $2, now(), now())`,
      [staffId, encrypted],
    );
  return secret;
}

/**
 * The current code of an enrolled member. The time step a test used before is forgotten first, so a
 * test may sign the same member in again within 30 seconds (the API accepts each step once).
 */
export async function currentTotpCode(testApp: TestApp, staff: { id: string; totpSecret?: string }): Promise<string> {
  if (!staff.totpSecret) throw new Error(`staff member ${staff.id} has no TOTP secret`);
  await testApp.app
    .get<SqlClient>(SQL_CLIENT)
    .query(`UPDATE admin_staff_totp SET last_used_step = NULL WHERE staff_id = $1`, [staff.id]);
  return totp(base32Decode(staff.totpSecret)!, Date.now());
}

/** Signs a member in over HTTP: the password, then the code when they are enrolled; the staff token. */
export async function staffSignIn(
  testApp: TestApp,
  client: ApiClient,
  staff: { id: string; email: string; password: string; totpSecret?: string },
): Promise<string> {
  let result: ApiResult<{ token: string }> = await client.post('/admin/api/auth/login', {
    email: staff.email,
    password: staff.password,
  });
  if (result.body.error === 'TOTP_REQUIRED') {
    const { mfa_token } = result.body.data as unknown as { mfa_token: string };
    result = await client.post('/admin/api/auth/login/totp', {
      mfa_token,
      code: await currentTotpCode(testApp, staff),
    });
  }
  if (result.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(result.body)}`);
  return result.body.data.token;
}

export function aStaffMember(testApp: TestApp): TestStaffBuilder {
  return new TestStaffBuilder(testApp);
}

/** How many staff sessions the database holds (live, revoked or expired): to prove a refusal started none. */
export async function countStaffSessions(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ n: string | number }>(`SELECT count(*) AS n FROM admin_staff_sessions`);
  return Number(rows[0].n);
}
