// `npm run audit [-- --checkpoints FILE]`: audits the ledger of DATABASE_URL, or of the embedded
// PGlite store in DATA_DIR/pglite (while the platform is stopped: PGlite is one process's). The
// log's chain is compared with the checkpoints exported outside the database (FILE, default
// LEDGER_CHECKPOINT_EXPORT or DATA_DIR/ledger-checkpoints.jsonl when it exists); signatures are
// verified with LEDGER_CHECKPOINT_KEY (or DATA_DIR/ledger-checkpoint.key). Exit code 0 when every
// check passed, 1 on any mismatch, 2 when the audit could not run.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createSqlClient, parseCheckpointExport, type LogCheckpoint } from '@lootledger/event-store';
// The application's module graph, imported (not started): every context registers its read models
// and audit checks when its module's file loads.
import '../app.module';
import { loadConfig } from '../platform/config/app-config';
import { checkpointExportFile, resolveIntegrityKey } from '../platform/integrity/integrity-key';
import { formatAuditReport } from './audit.report';
import { runAudit } from './ledger-audit';

function exportedCheckpoints(
  args: readonly string[],
  defaultFile: string,
): { file: string; checkpoints: LogCheckpoint[] } | null {
  const flag = args.indexOf('--checkpoints');
  const given = flag >= 0 ? args[flag + 1] : undefined;
  if (flag >= 0 && !given) throw new Error('--checkpoints needs a file');
  const file = given ?? defaultFile;
  if (!given && !fs.existsSync(file)) return null;
  return { file, checkpoints: parseCheckpointExport(fs.readFileSync(file, 'utf8')) };
}

async function main(): Promise<number> {
  const config = loadConfig();
  let source: string;
  let dataDir: string | undefined;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    source = `PostgreSQL ${url.host}${url.pathname}`;
  } else {
    dataDir = path.join(config.dataDir, 'pglite');
    if (!fs.existsSync(dataDir)) {
      process.stderr.write(`No embedded database at ${dataDir}: set DATABASE_URL or DATA_DIR.\n`);
      return 2;
    }
    source = `embedded PGlite ${dataDir}`;
  }
  const exported = exportedCheckpoints(process.argv.slice(2), checkpointExportFile(config));
  const integrityKey = resolveIntegrityKey(config, { create: false });
  const sql = await createSqlClient({ databaseUrl: config.databaseUrl, dataDir, poolSize: 2 });
  try {
    const started = Date.now();
    const report = await runAudit(sql, { integrityKey, exportedCheckpoints: exported?.checkpoints ?? null });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const against = exported ? `, checkpoints exported to ${exported.file}` : '';
    process.stdout.write(`${formatAuditReport(report, `${source}${against}`)} (${seconds} s)\n`);
    return report.ok ? 0 : 1;
  } finally {
    await sql.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`audit could not run: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
