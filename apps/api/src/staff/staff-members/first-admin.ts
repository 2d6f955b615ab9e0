// Staff accounts of the back office: the staff table, and the first admin, created at start when no
// staff exists (ADMIN_EMAIL / ADMIN_PASSWORD, else a generated password printed once).
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { PasswordHasher } from '../../platform/security/password-hasher';

export const STAFF_MIGRATIONS = [
  {
    id: 'admin-001-staff',
    sql: `CREATE TABLE IF NOT EXISTS staff (
      id bigserial PRIMARY KEY,
      email text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin', 'support', 'finance', 'content', 'auditor')),
      disabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );`,
  },
];

export const DEFAULT_ADMIN_EMAIL = 'admin@lootledger.local';

@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('Staff');

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await runMigrations(this.sql, STAFF_MIGRATIONS);
    const existing = await this.sql.query('SELECT 1 FROM staff LIMIT 1');
    if (existing.rows.length > 0) return;
    const email = this.config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    const generated = !this.config.adminPassword;
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    const hash = await new PasswordHasher(this.config.passwordCost.staff).hash(password);
    const inserted = await this.sql.query(
      `INSERT INTO staff (email, password_hash, role) VALUES ($1, $2, 'admin') ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, hash],
    );
    if (inserted.rows.length === 0) return;
    this.logger.log(`first admin created: ${email}`);
    // Printed once, at the start that creates the account: the only place the password is shown.
    process.stdout.write(
      `\nFirst admin account (sign in at /admin/):\n  email:    ${email}\n  password: ${generated ? password : '(from ADMIN_PASSWORD)'}\n\n`,
    );
  }
}
