// Test data builder for e2e tests of any context: a staff member in the running test app, signed in
// through the real /admin/api/auth/login when asked.
//   const finance = await aStaffMember(testApp).withRole('finance').signIn(client);  // finance.token
import { randomBytes } from 'node:crypto';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { ApiClient } from '../../platform/testing/api-client';
import type { TestApp } from '../../platform/testing/test-app';
import type { StaffRole } from '../../platform/auth';
import { PasswordHasher } from '../../platform/security/password-hasher';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
}

export class TestStaffBuilder {
  private email = `staff-${randomBytes(5).toString('hex')}@example.com`;
  private password = 'staff-pass-1';
  private role: StaffRole = 'admin';
  private isDisabled = false;

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

  async create(): Promise<TestStaff> {
    // A cheap argon2id cost keeps suites fast; verification reads the cost from the hash itself.
    const hash = await new PasswordHasher({ memoryKib: 1024, timeCost: 1 }).hash(this.password);
    const { rows } = await this.testApp.app
      .get<SqlClient>(SQL_CLIENT)
      .query<{ id: string }>(
        `INSERT INTO staff (email, password_hash, role, disabled) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
        [this.email, hash, this.role, this.isDisabled],
      );
    return { id: rows[0].id, email: this.email, password: this.password, role: this.role };
  }

  /** Creates the staff member and signs in over HTTP. */
  async signIn(client: ApiClient): Promise<TestStaff & { token: string }> {
    const staff = await this.create();
    const result = await client.post<{ token: string }>('/admin/api/auth/login', {
      email: staff.email,
      password: staff.password,
    });
    if (result.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(result.body)}`);
    return { ...staff, token: result.body.data.token };
  }
}

export function aStaffMember(testApp: TestApp): TestStaffBuilder {
  return new TestStaffBuilder(testApp);
}
