// Versioned, idempotent migrations, run at start. Each context hands in its own, named
// '<context>-NNN-what'; a migration runs once, in name order, inside its own transaction.
import type { SqlClient } from './sql-client';

export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/** The lists of migrations each client was asked to run, in order (see migrationsRunOn). */
const runsByClient = new WeakMap<SqlClient, (readonly Migration[])[]>();

export async function runMigrations(sql: SqlClient, migrations: readonly Migration[]): Promise<string[]> {
  const runs = runsByClient.get(sql) ?? [];
  runs.push(migrations);
  runsByClient.set(sql, runs);
  // Under the same lock as the migrations: two first runs at once (two processes, or two modules
  // of one) would otherwise race on creating the table itself. What is applied already is read
  // once, so a start on a migrated database costs one transaction per call, not one per migration.
  const known = await sql.transaction(async (tx) => {
    if (sql.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7243001)');
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    return new Set(rows.map((row) => row.id));
  });
  const applied: string[] = [];
  const ordered = [...migrations].filter((migration) => !known.has(migration.id));
  ordered.sort((a, b) => a.id.localeCompare(b.id));
  for (const migration of ordered) {
    const done = await sql.transaction(async (tx) => {
      // A lock keeps two processes starting at once from applying the same migration twice.
      if (sql.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7243001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (seen.rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}

/**
 * Every list of migrations run on this client so far, in the order asked: running them again, list
 * by list, on an empty database gives the same schema and the rows migrations write, without what
 * the process wrote at start (tests build their migrated template database this way).
 */
export function migrationsRunOn(sql: SqlClient): readonly (readonly Migration[])[] {
  return runsByClient.get(sql) ?? [];
}

/**
 * Splits a script on semicolons at the end of a line (the migrations' own convention), except
 * inside quotes, comments and dollar-quoted bodies (functions).
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let index = 0;
  while (index < script.length) {
    const char = script[index];
    if (char === "'" || char === '"') {
      const close = script.indexOf(char, index + 1);
      index = close === -1 ? script.length : close + 1;
      continue; // a doubled quote ('it''s') is two strings back to back: same result
    }
    if (char === '-' && script[index + 1] === '-') {
      const lineEnd = script.indexOf('\n', index);
      index = lineEnd === -1 ? script.length : lineEnd;
      continue;
    }
    if (char === '$' && !/[A-Za-z0-9_]/.test(script[index - 1] ?? '')) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(script.slice(index, index + 64))?.[0];
      if (tag) {
        const close = script.indexOf(tag, index + tag.length);
        index = close === -1 ? script.length : close + tag.length;
        continue;
      }
    }
    if (char === ';' && /^[ \t\r]*(\n|$)/.test(script.slice(index + 1, index + 256))) {
      statements.push(script.slice(start, index));
      start = index + 1;
    }
    index++;
  }
  statements.push(script.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}
