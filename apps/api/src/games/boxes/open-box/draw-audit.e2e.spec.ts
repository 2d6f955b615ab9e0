// The audit re-checks box draws against libs/fairness (architecture.md "Pinned for auditors"): it
// recomputes every revealed draw, and a tampered draw in the log is named by stream and event.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { formatAuditReport, runAudit } from '../../../audit';
import { auditResultOf } from '../../../audit/testing';
import { tamper } from '../../../platform/testing/tamper';
import { suiteOf } from '../../../platform/testing/test-app';
import { aDemoBox, aFundedPlayer, startGamesTestApp, type GamesTestApp } from '../../testing';

let app: GamesTestApp, sql: SqlClient;

beforeAll(async () => ({ app, sql } = suiteOf(await startGamesTestApp())));
afterAll(() => app.close());

// By its name: '../audit/' reads as the audit context to the import boundaries.
const drawCheck = () => auditResultOf(sql, { name: 'provably-fair draws (libs/fairness)' });

it('recomputes revealed draws, counts unrevealed ones as pending, and names a tampered draw', async () => {
  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 6n));
  for (const num of [3, 2]) await app.client.post('/api/box/open', { id: box.id, num }, { token: player.token });

  let check = await drawCheck();
  expect(check.failureCount).toBe(0);
  expect(check.checked.join('\n')).toContain('0 draws recomputed from their revealed server seed; 5 pending');

  await app.client.post('/api/fairness/rotate', {}, { token: player.token });
  await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token });
  check = await drawCheck();
  expect(check.failureCount).toBe(0);
  expect(check.checked.join('\n')).toContain('5 draws recomputed from their revealed server seed; 1 pending');
  expect(formatAuditReport(await runAudit(sql), 'test')).toContain('PASSED');

  // Move the first draw's ticket: its recorded item no longer follows from the seeds.
  const { rows } = await sql.query<{ event_id: string; stream_version: number; ticket: number }>(
    `SELECT event_id::text AS event_id, stream_version, (data->'draws'->0->>'ticket')::int AS ticket FROM events
      WHERE stream_id = $1 AND event_type = 'BoxOpened' ORDER BY stream_version LIMIT 1`,
    [`player-${player.id}`],
  );
  const [opened] = rows;
  const total = box.items.reduce((sum, item) => sum + item.weight, 0);
  const tampered = (opened.ticket + Math.floor(total / 2)) % total;
  await tamper(
    sql,
    `UPDATE events SET data = jsonb_set(data, '{draws,0,ticket}', to_jsonb($2::int)) WHERE event_id = $1::uuid`,
    [opened.event_id, tampered],
  );
  try {
    check = await drawCheck();
    expect(check.failureCount).toBe(1);
    expect(check.failures[0]).toContain(
      `stream player-${player.id} v${opened.stream_version} (event ${opened.event_id})`,
    );
    expect(check.failures[0]).toContain('TICKET_MISMATCH');
  } finally {
    await tamper(
      sql,
      `UPDATE events SET data = jsonb_set(data, '{draws,0,ticket}', to_jsonb($2::int)) WHERE event_id = $1::uuid`,
      [opened.event_id, opened.ticket],
    );
  }
  expect((await drawCheck()).failureCount).toBe(0);
});
