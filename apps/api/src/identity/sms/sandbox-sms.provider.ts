// The sandbox SMS gateway (SMS_PROVIDER=sandbox, the embedded default): sends nothing, keeps the
// latest code per number so that GET /sandbox/sms can show it to developers and tests. Kept in the
// database (like a real gateway, it is one service for the whole fleet): a code sent through one
// API process is shown by any other.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { runMigrations, type Migration, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/tokens';
import type { SmsPurpose } from '../domain/sms-code';
import type { SmsMessage, SmsProvider } from './sms-provider.port';

export const SANDBOX_SMS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'identity-sandbox-sms-001',
    sql: `
CREATE TABLE IF NOT EXISTS identity_sandbox_sms (
  area_code text NOT NULL,
  mobile text NOT NULL,
  code text NOT NULL,
  purpose integer NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (area_code, mobile)
);`,
  },
];

@Injectable()
export class SandboxSmsProvider implements SmsProvider, OnModuleInit {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, SANDBOX_SMS_MIGRATIONS);
  }

  async send(message: SmsMessage): Promise<void> {
    await this.sql.query(
      `INSERT INTO identity_sandbox_sms (area_code, mobile, code, purpose, sent_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (area_code, mobile) DO UPDATE SET code = EXCLUDED.code, purpose = EXCLUDED.purpose, sent_at = EXCLUDED.sent_at`,
      [message.areaCode, message.mobile, message.code, message.purpose, message.sentAt],
    );
  }

  async latestFor(areaCode: string, mobile: string): Promise<SmsMessage | undefined> {
    const { rows } = await this.sql.query<{ code: string; purpose: number | string; sent_at: unknown }>(
      `SELECT code, purpose, sent_at FROM identity_sandbox_sms WHERE area_code = $1 AND mobile = $2`,
      [areaCode, mobile],
    );
    const row = rows[0];
    if (!row) return undefined;
    const sentAt = row.sent_at instanceof Date ? row.sent_at : new Date(String(row.sent_at));
    return { areaCode, mobile, code: row.code, purpose: Number(row.purpose) as SmsPurpose, sentAt };
  }
}
