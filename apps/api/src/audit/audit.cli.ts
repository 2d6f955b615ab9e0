// `npm run audit`: audits the ledger of DATABASE_URL, or of the embedded PGlite store in
// DATA_DIR/pglite (while the platform is stopped: PGlite is one process's). Exit code 0 when
// every check passed, 1 on any mismatch, 2 when the audit could not run.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createSqlClient } from '@lootledger/event-store';
// The application's module graph, imported (not started): every context registers its read models
// and audit checks when its module's file loads.
import '../app.module';
import { loadConfig } from '../platform/config/app-config';
import { formatAuditReport } from './audit.report';
import { runAudit } from './ledger-audit';

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
  const sql = await createSqlClient({ databaseUrl: config.databaseUrl, dataDir, poolSize: 2 });
  try {
    const started = Date.now();
    const report = await runAudit(sql);
    process.stdout.write(`${formatAuditReport(report, source)} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
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
