// The integrity key (LEDGER_CHECKPOINT_KEY) signs the log's checkpoints and the stream snapshots.
// It must never be in the database it protects: from the environment, else (outside production) a
// key generated once into DATA_DIR/ledger-checkpoint.key, beside the database, not in it.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../config/app-config';

export const INTEGRITY_KEY = Symbol('INTEGRITY_KEY');

export function integrityKeyFile(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'ledger-checkpoint.key');
}

/** Where the signed log checkpoints are exported. */
export function checkpointExportFile(config: Pick<AppConfig, 'dataDir' | 'ledgerCheckpointExport'>): string {
  return config.ledgerCheckpointExport ?? path.join(config.dataDir, 'ledger-checkpoints.jsonl');
}

/**
 * The configured key; else the key file (created when `create`, outside production). null when
 * there is none and none may be created (the audit then reports signatures as not verified).
 */
export function resolveIntegrityKey(
  config: Pick<AppConfig, 'dataDir' | 'ledgerCheckpointKey' | 'production'>,
  options: { create: boolean },
): string | null {
  if (config.ledgerCheckpointKey) return config.ledgerCheckpointKey;
  const file = integrityKeyFile(config);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  if (!options.create) return null;
  if (config.production) {
    throw new Error('LEDGER_CHECKPOINT_KEY must be set in production (a key the database does not hold)');
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
