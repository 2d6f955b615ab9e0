// The arena for staff over real HTTP: battles listed, filtered and shown (seats, every draw, the
// reservations behind the stakes, the seeds, the raw events) to the roles that may read them; the
// reward tables edited by finance with an audit entry each, validated, and used by the next payout.
import type { BattleResponse } from '@lootledger/contracts';
import { parseAmount } from '@lootledger/contracts';
import type { TestPlayer } from '../../../identity/testing';
import { auditEntries, staffOfEveryRole, type AdminRest } from '../../../staff/testing';
import type { StaffRole } from '../../../platform/auth';
import { aFundedPlayer, startGamesTestApp, type GamesTestApp } from '../../testing';
import { ArenaRulesRepository } from '../rewards/arena-rules.repository';

let app: GamesTestApp;
let staff: Record<StaffRole, AdminRest>;
let boxId: string;

beforeAll(async () => {
  app = await startGamesTestApp();
  staff = await staffOfEveryRole(app, app.client);
  const boxes = await app.client.get<{ id: string; price: string }[]>('/api/arena/box-list');
  boxId = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0].id;
}, 60_000);
afterAll(() => app.close());

async function battle(player: TestPlayer, robots: boolean): Promise<BattleResponse> {
  const created = await app.client.post<BattleResponse>(
    '/api/arena/create',
    { boxes: [boxId, boxId], seats: 2, mode: 'classic', robots: true },
    { token: player.token },
  );
  if (!robots) {
    await app.client.post('/api/arena/cancel', { id: created.body.data.id }, { token: player.token });
    return created.body.data;
  }
  return (
    await app.client.post<BattleResponse>('/api/arena/robots', { id: created.body.data.id }, { token: player.token })
  ).body.data;
}

describe('arena for staff (e2e)', () => {
  it('lists, filters and shows battles with their draws, reservations and events', async () => {
    const player = await aFundedPlayer(app, '100.00');
    const ended = await battle(player, true);
    const cancelled = await battle(player, false);

    const list = await staff.support.list<{ id: string; status: number }>('battles', {
      filter: { player_id: player.id },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^battles 0-1\/2$/);
    expect(list.body.data.map((row) => row.id).sort()).toEqual([ended.id, cancelled.id].sort());
    const onlyEnded = await staff.auditor.list<{ id: string }>('battles', {
      filter: { player_id: player.id, status: 2 },
    });
    expect(onlyEnded.body.data.map((row) => row.id)).toEqual([ended.id]);

    const shown = await staff.finance.get<
      BattleResponse & { reservations: { player_id: string; status: string }[]; cancel_reason: string | null }
    >(`battles/${ended.id}`);
    expect(shown.body.data.rounds).toHaveLength(4);
    expect(shown.body.data.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(shown.body.data.reservations).toEqual([expect.objectContaining({ player_id: player.id, status: 'taken' })]);
    const gone = await staff.admin.get<{ cancel_reason: string; server_seed: string }>(`battles/${cancelled.id}`);
    expect(gone.body.data.cancel_reason).toBe('creator');

    const events = await staff.support.get<{ type: string }[]>(`battles/${ended.id}/events`);
    expect(events.body.data.map((event) => event.type)).toEqual([
      'BattleCreated',
      'SeatReserved',
      'SeatTaken',
      'RobotsCalled',
      'BattleStarted',
      'BattleEnded',
    ]);
    expect((await staff.content.list('battles')).status).toBe(403);
    expect((await staff.admin.get('battles/no-such-battle')).body.error).toBe('BATTLE_NOT_FOUND');
  });

  it('lets finance edit the reward tables, audited and validated; support may not', async () => {
    const tiers = await staff.finance.list<{ id: string; min_loss: string; rate: string }>('arena-rebate-tiers');
    expect(tiers.body.data.map((tier) => [tier.min_loss, tier.rate])).toEqual([
      ['0.00', '0.00'],
      ['100.00', '1.00'],
      ['500.00', '2.00'],
    ]);
    const edited = await staff.finance.put('arena-rebate-tiers/10000', { rate: '1.50', reason: 'promotion week' });
    expect(edited.body.data).toMatchObject({ min_loss: '100.00', rate: '1.50' });
    const repository = app.app.get(ArenaRulesRepository);
    expect((await repository.rebateTiers()).find((tier) => tier.minLoss === 10_000n)?.rateBp).toBe(150);
    const entries = await auditEntries(app, 'arena-rebate-tiers', '10000');
    expect(entries.at(-1)).toMatchObject({
      action: 'edit',
      reason: 'promotion week',
      after: { rate: '1.50' },
      before: { rate: '1.00' },
    });
    expect((await staff.finance.put('arena-rebate-tiers/10000', { rate: '101.00' })).status).toBe(400);
    expect((await staff.finance.put('arena-rebate-tiers/10000', { rate: 'x' })).body.error).toBe('VALIDATION_FAILED');
    expect((await staff.support.put('arena-rebate-tiers/10000', { rate: '3.00' })).status).toBe(403);

    const created = await staff.finance.post('arena-ranking-rewards', { rank_from: 21, rank_to: 30, amount: '1.00' });
    expect(created.body.data).toMatchObject({ rank_from: 21, rank_to: 30, amount: '1.00' });
    const overlap = await staff.finance.post('arena-ranking-rewards', { rank_from: 25, rank_to: 40, amount: '1.00' });
    expect(overlap.body.error).toBe('VALIDATION_FAILED');
    const removed = await staff.finance.delete('arena-ranking-rewards/21');
    expect(removed.status).toBe(200);
    expect((await repository.rankingRewards()).map((reward) => reward.rankFrom)).not.toContain(21);
  });

  it("lets finance set the ranking's activity floor and payout cap with a reason, audited; support reads it", async () => {
    const read = await staff.support.get<{ min_battles: number; min_played: string; payout_cap: string }>(
      'arena-ranking-settings/default',
    );
    expect(read.body.data).toMatchObject({ min_battles: 3, min_played: '50.00', payout_cap: '5.00' });
    const edited = await staff.finance.put('arena-ranking-settings/default', {
      min_battles: 5,
      min_played: '80.00',
      payout_cap: '3.50',
      reason: 'bonus abuse on the ranking',
    });
    expect(edited.body.data).toMatchObject({ min_battles: 5, min_played: '80.00', payout_cap: '3.50' });
    expect(await app.app.get(ArenaRulesRepository).rankingSettings()).toMatchObject({
      minBattles: 5,
      minPlayed: 8_000n,
      payoutCapBp: 350,
    });
    const entries = await auditEntries(app, 'arena-ranking-settings', 'default');
    expect(entries.at(-1)).toMatchObject({
      action: 'edit',
      reason: 'bonus abuse on the ranking',
      before: { min_battles: 3, min_played: '50.00', payout_cap: '5.00' },
      after: { min_battles: 5, min_played: '80.00', payout_cap: '3.50' },
    });
    const settings = { min_battles: 3, min_played: '50.00', payout_cap: '5.00' };
    expect(
      (await staff.finance.put('arena-ranking-settings/default', { ...settings, payout_cap: '100.01' })).body.error,
    ).toBe('VALIDATION_FAILED');
    expect((await staff.finance.put('arena-ranking-settings/default', { ...settings, min_battles: -1 })).status).toBe(
      400,
    );
    expect((await staff.support.put('arena-ranking-settings/default', settings)).status).toBe(403);
    expect((await staff.content.list('arena-ranking-settings')).status).toBe(403);
  });
});
