// The cross-game nonce check over real HTTP: one player's pair serves box openings, an upgrade and a
// contract, then is rotated; the audit finds every nonce used once, in order, and the reveal's count
// right. A draw rewritten to reuse an earlier nonce of another game, or a reveal that miscounts, is
// named with its stream.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { auditResultOf } from '../../../audit/testing';
import { whileTampered } from '../../../platform/testing/tamper';
import { suiteOf } from '../../../platform/testing/test-app';
import { aDemoBox, aFundedPlayer, startGamesTestApp, storageOf, type GamesTestApp } from '../../testing';
import { pairNoncesCheck } from './pair-nonces.check';

let app: GamesTestApp, sql: SqlClient;

beforeAll(async () => ({ app, sql } = suiteOf(await startGamesTestApp())));
afterAll(() => app.close());

const nonceCheck = () => auditResultOf(sql, pairNoncesCheck);

it('finds every nonce of a pair used once across box openings, upgrades and contracts, and names a reuse', async () => {
  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 4n + 100_000n));
  const opened = await app.client.post('/api/box/open', { id: box.id, num: 4 }, { token: player.token });
  expect(opened.status).toBe(200);
  const items = await storageOf(app.client, player);
  const contract = await app.client.post(
    '/api/contract',
    { data: items.slice(0, 3).map((row) => row.id) },
    { token: player.token },
  );
  expect(contract.status).toBe(200);
  const targets = await app.client.get<{ data: { id: string }[] }>('/api/upgrade/items?per_page=1');
  const upgrade = await app.client.post(
    '/api/upgrade',
    { item_id: targets.body.data.data[0].id, rate: 500 },
    { token: player.token },
  );
  expect(upgrade.status).toBe(200);
  expect((await app.client.post('/api/fairness/rotate', {}, { token: player.token })).status).toBe(200);

  const passing = await nonceCheck();
  expect(passing.failures).toEqual([]);
  expect(passing.checked.join('\n')).toMatch(/\d+ draws of BoxOpened, UpgradeAttempted, ContractSigned/);

  const stream = `player-${player.id}`;
  const { rows } = await sql.query<{ event_id: string; event_type: string; nonce: number | null }>(
    `SELECT event_id::text AS event_id, event_type, (data->>'nonce')::int AS nonce FROM events
      WHERE stream_id = $1 AND event_type IN ('ContractSigned', 'UpgradeAttempted', 'SeedPairRevealed')
      ORDER BY stream_version`,
    [stream],
  );
  const byType = new Map(rows.map((row) => [row.event_type, row]));
  const signed = byType.get('ContractSigned')!;
  const revealed = byType.get('SeedPairRevealed')!;
  // Four box draws took nonces 0..3, the contract 4, the upgrade 5; the reveal counts 6.
  expect([signed.nonce, byType.get('UpgradeAttempted')!.nonce, revealed.nonce]).toEqual([4, 5, 6]);

  const reused = await whileTampered(
    sql,
    [`UPDATE events SET data = jsonb_set(data, '{nonce}', '2'::jsonb) WHERE event_id = $1::uuid`, [signed.event_id]],
    [`UPDATE events SET data = jsonb_set(data, '{nonce}', '4'::jsonb) WHERE event_id = $1::uuid`, [signed.event_id]],
    nonceCheck,
  );
  expect(reused.failures.join('\n')).toContain(`${stream}`);
  expect(reused.failures.join('\n')).toContain('ContractSigned used nonce 2');

  const miscounted = await whileTampered(
    sql,
    [`UPDATE events SET data = jsonb_set(data, '{nonce}', '5'::jsonb) WHERE event_id = $1::uuid`, [revealed.event_id]],
    [`UPDATE events SET data = jsonb_set(data, '{nonce}', '6'::jsonb) WHERE event_id = $1::uuid`, [revealed.event_id]],
    nonceCheck,
  );
  expect(miscounted.failures.join('\n')).toContain('revealed at nonce 5, but its draws used 6');
  expect((await nonceCheck()).failures).toEqual([]);
});
