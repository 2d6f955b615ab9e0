// `npm run audit` covers the whole log (architecture.md): every read model a context registers is
// rebuilt from the log and compared with its live table — inline ones (the ledger's, orders,
// adjustments, bills) and async ones (box openings, up to their checkpoint) — and a row changed
// behind the log's back is named, whichever context owns the table.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { aDemoBox, aFundedPlayer, startGamesTestApp, waitUntil, type GamesTestApp } from '../games/testing';
import { EventSourcing, registeredReadModels } from '../platform/event-sourcing';
import { suiteOf } from '../platform/testing/test-app';
import type { SqlClient } from '@lootledger/event-store';
import { formatAuditReport } from './audit.report';
import { runAudit } from './ledger-audit';

let app: GamesTestApp, sql: SqlClient;
beforeAll(async () => ({ app, sql } = suiteOf(await startGamesTestApp())));
afterAll(() => app.close());

it('rebuilds and compares every registered read model, and names the stream of a tampered row', async () => {
  const tables = registeredReadModels().map((model) => model.table);
  // What the contexts register today; a new one adds itself here by registering.
  expect(tables).toEqual(
    expect.arrayContaining([
      'ledger_balances',
      'ledger_change_records',
      'ledger_journal',
      'ledger_storage',
      'ledger_seed_pairs',
      'ledger_account_status',
      'admin_coin_adjustments',
      'payments_orders',
      'delivery_bills',
      'games_box_opens',
    ]),
  );

  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 2n));
  const opened = await app.client.post<{ open_id: string }>(
    '/api/box/open',
    { id: box.id, num: 1 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  // The openings' read model is fed asynchronously: the audit compares it up to its checkpoint.
  await waitUntil(
    () => sql.query(`SELECT 1 FROM games_box_opens WHERE player_id = $1`, [player.id]),
    (result) => result.rows.length === 1,
  );

  const report = await runAudit(sql);
  expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  const text = formatAuditReport(report, 'test');
  expect(text).toContain(`fresh copies of ${tables.length} read models`);
  for (const table of tables) expect(report.checks.map((check) => check.name)).toContain(`read model ${table}`);
  expect(text).toContain('games_box_opens (async) up to its checkpoint');

  // An async table changed behind the log's back is caught too, naming the player's stream.
  const eventSourcing = app.app.get(EventSourcing);
  await eventSourcing.subscription('games.box-opens').stop();
  await sql.query(`UPDATE games_box_opens SET price = price + 1 WHERE player_id = $1`, [player.id]);
  try {
    const tampered = await runAudit(sql);
    const check = tampered.checks.find((candidate) => candidate.name === 'read model games_box_opens')!;
    expect(check.failureCount).toBe(1);
    expect(check.failures[0]).toContain(`stream player-${player.id}`);
  } finally {
    await sql.query(`UPDATE games_box_opens SET price = price - 1 WHERE player_id = $1`, [player.id]);
    eventSourcing.subscription('games.box-opens').start();
  }
  expect((await runAudit(sql)).ok).toBe(true);
});
