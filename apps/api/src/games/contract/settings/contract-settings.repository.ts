// The contract's rules as finance sets them (RTP and the value band, basis points): one row. A
// contract copies the rules it used into its event, so a later edit changes no past contract.
import { Inject, Injectable } from '@nestjs/common';
import type { Migration, SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DEFAULT_CONTRACT_RULES, type ContractRules } from '../domain/contract-rules';

export const CONTRACT_SETTINGS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'games-contract-001-settings',
    sql: `
CREATE TABLE IF NOT EXISTS contract_settings (
  id text PRIMARY KEY CHECK (id = 'default'),
  rtp_bp integer NOT NULL,
  band_min_bp integer NOT NULL,
  band_max_bp integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO contract_settings (id, rtp_bp, band_min_bp, band_max_bp)
VALUES ('default', ${DEFAULT_CONTRACT_RULES.rtpBasisPoints}, ${DEFAULT_CONTRACT_RULES.band.minBasisPoints}, ${DEFAULT_CONTRACT_RULES.band.maxBasisPoints})
ON CONFLICT DO NOTHING;
`,
  },
];

export interface ContractSettingsRow extends ContractRules {
  updatedAt: string;
}

@Injectable()
export class ContractSettingsRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async current(tx: SqlExecutor = this.sql): Promise<ContractSettingsRow> {
    const { rows } = await tx.query<{ rtp_bp: number; band_min_bp: number; band_max_bp: number; updated_at: Date }>(
      `SELECT rtp_bp, band_min_bp, band_max_bp, updated_at FROM contract_settings WHERE id = 'default'`,
    );
    const row = rows[0];
    if (!row) return { ...DEFAULT_CONTRACT_RULES, updatedAt: new Date(0).toISOString() };
    return {
      rtpBasisPoints: Number(row.rtp_bp),
      band: { minBasisPoints: Number(row.band_min_bp), maxBasisPoints: Number(row.band_max_bp) },
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  async save(tx: SqlExecutor, rules: ContractRules): Promise<void> {
    await tx.query(
      `INSERT INTO contract_settings (id, rtp_bp, band_min_bp, band_max_bp, updated_at)
       VALUES ('default', $1, $2, $3, now())
       ON CONFLICT (id) DO UPDATE SET rtp_bp = EXCLUDED.rtp_bp, band_min_bp = EXCLUDED.band_min_bp,
         band_max_bp = EXCLUDED.band_max_bp, updated_at = now()`,
      [rules.rtpBasisPoints, rules.band.minBasisPoints, rules.band.maxBasisPoints],
    );
  }
}
