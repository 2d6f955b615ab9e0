// The contract for staff over real HTTP: contracts listed, filtered and shown (inputs, pool with
// values and weights, the draw and its seeds, the server seed once revealed) to the roles that may
// read them; the rules (RTP, band) edited by finance with an audit entry, validated, and used by the
// next contract (a signed contract keeps the rules it recorded).
import { formatAmount, parseAmount, type ContractResponse } from '@lootledger/contracts';
import type { StaffRole } from '../../../platform/auth';
import { auditEntries, staffOfEveryRole, type AdminRest } from '../../../staff/testing';
import { aDemoBox, aFundedPlayer, startGamesTestApp, storageOf, type GamesTestApp } from '../../testing';
import { ContractSettingsRepository } from '../settings/contract-settings.repository';

let app: GamesTestApp;
let staff: Record<StaffRole, AdminRest>;

beforeAll(async () => {
  app = await startGamesTestApp();
  staff = await staffOfEveryRole(app, app.client);
}, 60_000);
afterAll(() => app.close());

async function aContract(): Promise<{ playerId: string; token: string; contract: ContractResponse }> {
  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 3n));
  await app.client.post('/api/box/open', { id: box.id, num: 3 }, { token: player.token });
  const ids = (await storageOf(app.client, player)).map((row) => row.id);
  const signed = await app.client.post<ContractResponse>('/api/contract', { data: ids }, { token: player.token });
  expect(signed.status).toBe(200);
  return { playerId: player.id, token: player.token, contract: signed.body.data };
}

describe('contracts for staff (e2e)', () => {
  it('lists, filters and shows contracts with their inputs, pool and draw; the server seed once revealed', async () => {
    const first = await aContract();
    const other = await aContract();
    const list = await staff.support.list<{ id: string; player_id: string; item_id: string }>('contracts', {
      filter: { player_id: first.playerId },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^contracts 0-0\/1$/);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: first.contract.id, player_id: first.playerId, item_id: first.contract.item.id }),
    ]);
    const byItem = await staff.auditor.list<{ id: string }>('contracts', {
      filter: { item_id: other.contract.item.id },
    });
    expect(byItem.body.data.map((row) => row.id)).toContain(other.contract.id);

    const shown = await staff.finance.get<{
      pool: { item_id: string; weight: number }[];
      inputs: unknown[];
      ticket: number;
      nonce: number;
      server_seed: string | null;
      rtp: string;
      band_min: string;
      band_max: string;
    }>(`contracts/${first.contract.id}`);
    expect(shown.body.data).toMatchObject({
      ticket: first.contract.ticket,
      nonce: first.contract.fairness.nonce,
      server_seed: null,
      rtp: '90.00',
      band_min: '25.00',
      band_max: '400.00',
    });
    expect(shown.body.data.pool.map((entry) => [entry.item_id, entry.weight])).toEqual(first.contract.pool);
    expect(shown.body.data.inputs).toHaveLength(3);
    await app.client.post('/api/fairness/rotate', {}, { token: first.token });
    const revealed = await staff.admin.get<{ server_seed: string }>(`contracts/${first.contract.id}`);
    expect(revealed.body.data.server_seed).toMatch(/^[0-9a-f]{64}$/);

    expect((await staff.content.list('contracts')).status).toBe(403);
    expect((await staff.admin.get('contracts/no-such-contract')).body.error).toBe('CONTRACT_NOT_FOUND');
  });

  it('lets finance change RTP and band, audited and validated; the next contract uses them; support may not', async () => {
    const shown = await staff.finance.get<{ rtp: string }>('contract-settings/default');
    expect(shown.body.data).toMatchObject({ id: 'default', rtp: '90.00', band_min: '25.00', band_max: '400.00' });
    expect(
      (await staff.finance.put('contract-settings/default', { rtp: '49.99', band_min: '25.00', band_max: '400.00' }))
        .body.error,
    ).toBe('VALIDATION_FAILED');
    expect(
      (await staff.finance.put('contract-settings/default', { rtp: '90.00', band_min: '95.00', band_max: '400.00' }))
        .status,
    ).toBe(400);
    expect(
      (await staff.finance.put('contract-settings/default', { rtp: 'x', band_min: '25.00', band_max: '400.00' }))
        .status,
    ).toBe(400);
    expect(
      (await staff.support.put('contract-settings/default', { rtp: '80.00', band_min: '25.00', band_max: '400.00' }))
        .status,
    ).toBe(403);
    expect((await staff.finance.get('contract-settings/other')).status).toBe(404);

    const before = await aContract();
    const edited = await staff.finance.put('contract-settings/default', {
      rtp: '80.00',
      band_min: '20.00',
      band_max: '500.00',
      reason: 'autumn rates',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rtp: '80.00', band_min: '20.00', band_max: '500.00' });
    expect((await app.app.get(ContractSettingsRepository).current()).rtpBasisPoints).toBe(8000);
    const entries = await auditEntries(app, 'contract-settings', 'default');
    expect(entries.at(-1)).toMatchObject({
      action: 'edit',
      reason: 'autumn rates',
      before: expect.objectContaining({ rtp: '90.00' }),
      after: expect.objectContaining({ rtp: '80.00', band_max: '500.00' }),
    });

    const after = await aContract();
    const rules = async (id: string) =>
      (await staff.admin.get<{ rtp: string; band_min: string }>(`contracts/${id}`)).body.data;
    expect(await rules(after.contract.id)).toMatchObject({ rtp: '80.00', band_min: '20.00' });
    expect(await rules(before.contract.id)).toMatchObject({ rtp: '90.00', band_min: '25.00' });
    const total = parseAmount(after.contract.total)!;
    const expected = parseAmount(after.contract.expected)!;
    expect(expected - (total * 8000n) / 10000n).toBeLessThanOrEqual(1n);
    expect(expected - (total * 8000n) / 10000n).toBeGreaterThanOrEqual(-1n);
    await staff.finance.put('contract-settings/default', { rtp: '90.00', band_min: '25.00', band_max: '400.00' });
  });
});
