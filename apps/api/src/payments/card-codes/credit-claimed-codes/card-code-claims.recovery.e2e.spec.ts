// A crash between claiming a code and crediting it, simulated by claiming in SQL: the recovery loop
// of the running app credits the code (once), marks it, and the player sees it like any redemption.
// A claim whose credit went through but whose mark was lost is marked without a second credit.
import { ChangeType, type ChangeRecordView, type Paged } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../../audit';
import { balanceOf, waitUntil } from '../../../games/testing';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { ApiClient } from '../../../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../../../platform/testing/test-app';
import { hashCode, normaliseCode } from '../domain/card-code';
import { aCardCodeBatch } from '../testing/card-code-batch.builder';
import { CardCodeClaimRecovery, CLAIM_RECOVERY } from './card-code-claims.recovery';

let app: TestApp, client: ApiClient, sql: SqlClient;
beforeAll(async () => ({ app, client, sql } = suiteOf(await startTestApp())));
afterAll(() => app.close());

async function codeRow(code: string) {
  const { rows } = await sql.query<{ redeemed_by: string | null; credited_at: unknown }>(
    `SELECT redeemed_by, credited_at FROM payments_card_codes WHERE code_hash = $1`,
    [hashCode(normaliseCode(code))],
  );
  return rows[0];
}

async function cardCodeRecords(player: TestPlayer) {
  const result = await client.get<Paged<ChangeRecordView>>(`/api/bean/change_records?type=${ChangeType.CARD_CODE}`, {
    token: player.token,
  });
  return result.body.data.data;
}

it('credits a code that was claimed but never credited, on its own timer', async () => {
  const batch = await aCardCodeBatch(app, client).withBean('12.34').issue();
  const player = await aPlayer(client).register();
  // The claim a redemption makes, with no credit after it (the process "crashed"), a minute ago.
  await sql.query(
    `UPDATE payments_card_codes SET redeemed_by = $1, redeemed_at = now() - interval '1 minute' WHERE code_hash = $2`,
    [player.id, hashCode(normaliseCode(batch.codes[0]))],
  );
  expect(await balanceOf(client, player)).toBe('0.00');

  await waitUntil(
    () => balanceOf(client, player),
    (bean) => bean === '12.34',
    CLAIM_RECOVERY.intervalMs * 3,
  );
  await waitUntil(
    () => codeRow(batch.codes[0]),
    (row) => row.credited_at !== null,
  );
  expect(await cardCodeRecords(player)).toEqual([
    expect.objectContaining({ change_type: 5, change_type_alias: 'Card code', bean: '12.34', final_bean: '12.34' }),
  ]);
  const again = await client.post('/api/card-recharge', { card: batch.codes[0] }, { token: player.token });
  expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: 'CARD_CODE_USED' });
});

it('does not credit twice when only the credited mark was lost', async () => {
  const batch = await aCardCodeBatch(app, client).withBean('3.00').issue();
  const player = await aPlayer(client).register();
  expect((await client.post('/api/card-recharge', { card: batch.codes[0] }, { token: player.token })).status).toBe(200);
  await sql.query(
    `UPDATE payments_card_codes SET credited_at = NULL, redeemed_at = now() - interval '1 minute' WHERE code_hash = $1`,
    [hashCode(normaliseCode(batch.codes[0]))],
  );
  await app.app.get(CardCodeClaimRecovery).runOnce();
  expect((await codeRow(batch.codes[0])).credited_at).not.toBeNull();
  expect(await balanceOf(client, player)).toBe('3.00');
  expect(await cardCodeRecords(player)).toHaveLength(1);
});

it('leaves a ledger the audit passes', async () => {
  const report = await runAudit(sql);
  expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  expect(report.ok).toBe(true);
});
