// Test data builder for e2e tests of any context: a batch of card codes issued over the real
// POST /admin/api/card-code-batches by a signed-in staff member.
//   const batch = await aCardCodeBatch(testApp, client).withCount(2).withBean('10.00').issue();  // batch.codes
import type { IssuedCardCodeBatchResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { type StaffRole } from '../../../platform/auth';
import { aStaffMember } from '../../../staff/testing';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import type { ApiClient } from '../../../platform/testing/api-client';
import type { TestApp } from '../../../platform/testing/test-app';

export interface IssuedCardCodeBatch extends IssuedCardCodeBatchResponse {
  /** Token of the staff member who issued it. */
  staffToken: string;
}

const DAY_MS = 24 * 3600 * 1000;

export class CardCodeBatchBuilder {
  private count = 1;
  private bean = '10.00';
  private expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
  private note: string | undefined;
  private role: StaffRole = 'finance';
  private isExpired = false;

  constructor(
    private readonly testApp: TestApp,
    private readonly client: ApiClient,
  ) {}

  withCount(count: number): this {
    this.count = count;
    return this;
  }

  withBean(bean: string): this {
    this.bean = bean;
    return this;
  }

  withNote(note: string): this {
    this.note = note;
    return this;
  }

  issuedBy(role: StaffRole): this {
    this.role = role;
    return this;
  }

  /** Issued, then moved past its expiry in the database (an expiry in the past cannot be issued). */
  expired(): this {
    this.isExpired = true;
    return this;
  }

  async issue(): Promise<IssuedCardCodeBatch> {
    const staff = await aStaffMember(this.testApp).withRole(this.role).signIn(this.client);
    const result = await this.client.post<IssuedCardCodeBatchResponse>(
      '/admin/api/card-code-batches',
      { count: this.count, bean: this.bean, expires_at: this.expiresAt, ...(this.note ? { note: this.note } : {}) },
      { token: staff.token },
    );
    if (result.status !== 200) throw new Error(`card-code batch: ${JSON.stringify(result.body)}`);
    const batch = { ...result.body.data, staffToken: staff.token };
    if (this.isExpired) {
      const sql = this.testApp.app.get<SqlClient>(SQL_CLIENT);
      const past = new Date(Date.now() - 60_000);
      await sql.query(`UPDATE payments_card_code_batches SET expires_at = $2 WHERE id = $1`, [batch.id, past]);
      await sql.query(`UPDATE payments_card_codes SET expires_at = $2 WHERE batch_id = $1`, [batch.id, past]);
      batch.expires_at = past.toISOString();
    }
    return batch;
  }
}

export function aCardCodeBatch(testApp: TestApp, client: ApiClient): CardCodeBatchBuilder {
  return new CardCodeBatchBuilder(testApp, client);
}
