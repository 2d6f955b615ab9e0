// Reads staff accounts for sign-in (by email, then by id for the second factor). Emails match case-insensitively (people type them as they like).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { StaffRole } from '../../platform/auth';

export interface StaffAccount {
  id: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
  disabled: boolean;
}

@Injectable()
export class StaffRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async findByEmail(email: string): Promise<StaffAccount | undefined> {
    return this.findOne(`lower(email) = lower($1) ORDER BY id LIMIT 1`, email.trim());
  }

  async findById(id: string): Promise<StaffAccount | undefined> {
    return /^\d{1,18}$/.test(id) ? this.findOne(`id = $1`, id) : undefined;
  }

  private async findOne(where: string, value: string): Promise<StaffAccount | undefined> {
    const { rows } = await this.sql.query<{
      id: string;
      email: string;
      password_hash: string;
      role: StaffRole;
      disabled: boolean;
    }>(`SELECT id::text AS id, email, password_hash, role, disabled FROM staff WHERE ${where}`, [value]);
    const row = rows[0];
    return (
      row && { id: row.id, email: row.email, passwordHash: row.password_hash, role: row.role, disabled: row.disabled }
    );
  }
}
