// GET /admin/api/reports/economy and GET /admin/api/welfare-payouts over HTTP, on a history made on a
// fresh platform after a baseline: packets, rewards, rebates, bonuses and a commission credited through
// the ledger's real command path, a paid box opening and a recycle (the game's stake and buy-back),
// and a daily free box opened. Every figure moves by exactly what was done; GGR less the bonuses is
// the net revenue; the welfare list shows today's payouts by kind; support may read neither.
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import {
  ChangeType,
  formatAmount,
  parseAmount,
  type ReportEconomyResponse,
  type WelfarePayoutDayResponse,
  type ChangeType as ChangeTypeValue,
} from '@lootledger/contracts';
import { CreditCoinsCommand } from '../../ledger';
import { aFundedPlayer, gamesSuite, waitUntil } from '../../games/testing';
import type { TestPlayer } from '../../identity/testing';
import { aFreeBox } from '../../loyalty/testing';
import { aStaffMember, AdminRest } from '../../staff/testing';

const suite = gamesSuite();
const cents = (amount: string) => parseAmount(amount)!;
const today = () => new Date().toISOString().slice(0, 10);

async function credit(player: TestPlayer, changeType: ChangeTypeValue, amount: bigint): Promise<void> {
  await suite.app.app
    .get(CommandBus)
    .execute(new CreditCoinsCommand({ playerId: player.id, amount, changeType, reference: `economy-${randomUUID()}` }));
}

describe('economy report and welfare payouts (e2e)', () => {
  it('moves GGR, each bonus and net revenue by exactly the history made, and lists the day by kind', async () => {
    const { client } = suite;
    const finance = new AdminRest(client, (await aStaffMember(suite.app).withRole('finance').signIn(client)).token);
    const support = new AdminRest(client, (await aStaffMember(suite.app).withRole('support').signIn(client)).token);
    const alice = await aFundedPlayer(suite.app, '100.00');
    const bob = await aFundedPlayer(suite.app, '1.00');
    const freeBoxId = await aFreeBox(suite.app, { boxId: suite.box.id, unlockType: 'vip', unlockValue: 0n });
    const report = async () =>
      (await finance.get<ReportEconomyResponse>(`reports/economy?from=${today()}&to=${today()}&bucket=day`)).body.data;
    const welfareToday = async () =>
      (await finance.list<WelfarePayoutDayResponse>('welfare-payouts', { filter: { from: today(), to: today() } })).body
        .data[0];
    // The baseline once the funding (red packets) is in the read model.
    const before = await waitUntil(report, (figures) => cents(figures.totals.bonuses.red_packets) >= 10_100n);
    const welfareBefore = await welfareToday();

    await credit(alice, ChangeType.REGISTRATION_PACKET, 46_900n);
    await credit(bob, ChangeType.REGISTRATION_PACKET, 46_900n);
    await credit(alice, ChangeType.SIGN_IN_PACKET, 123n);
    await credit(bob, ChangeType.RANKING_REWARD, 280n);
    await credit(alice, ChangeType.BATTLE_REBATE, 50n);
    await credit(alice, ChangeType.VIP_REBATE, 75n);
    await credit(bob, ChangeType.FIRST_RECHARGE_BONUS, 1_000n);
    await credit(bob, ChangeType.REFERRAL_COMMISSION, 33n);
    await credit(alice, ChangeType.RECHARGE, 5_000n); // not a bonus, not a game
    const opened = await client.post<{ items: { storage_id: string; bean: string }[] }>(
      '/api/box/open',
      { id: suite.box.id, num: 1 },
      { token: alice.token },
    );
    expect(opened.status).toBe(200);
    const recycled = await client.post<{ bean: string }>(
      '/api/cash',
      { data: [opened.body.data.items[0].storage_id] },
      { token: alice.token },
    );
    expect(recycled.status).toBe(200);
    const free = await client.post<{ items: { bean: string }[] }>(
      '/api/free-boxes/open',
      { id: freeBoxId },
      { token: bob.token },
    );
    expect(free.status).toBe(200);
    const freeValue = free.body.data.items.reduce((sum, item) => sum + cents(item.bean), 0n);

    const stake = cents(suite.box.price);
    const buyBack = cents(recycled.body.data.bean);
    const bonuses = 93_800n + 123n + 280n + 50n + 75n + 1_000n + 33n + freeValue;
    const after = await waitUntil(
      report,
      (figures) =>
        figures.totals.bonus_counts.free_boxes === before.totals.bonus_counts.free_boxes + 1 &&
        cents(figures.totals.paid_back) === cents(before.totals.paid_back) + buyBack &&
        cents(figures.totals.bonuses_total) === cents(before.totals.bonuses_total) + bonuses,
    );
    const moved = (field: (figures: ReportEconomyResponse) => string) => cents(field(after)) - cents(field(before));
    expect(moved((r) => r.totals.stakes)).toBe(stake);
    expect(moved((r) => r.totals.ggr)).toBe(stake - buyBack);
    expect(moved((r) => r.totals.net_revenue)).toBe(stake - buyBack - bonuses);
    expect(cents(after.totals.net_revenue)).toBe(cents(after.totals.ggr) - cents(after.totals.bonuses_total));
    expect({
      registration: moved((r) => r.totals.bonuses.registration_packets),
      signIn: moved((r) => r.totals.bonuses.sign_in_packets),
      ranking: moved((r) => r.totals.bonuses.ranking_rewards),
      battleRebates: moved((r) => r.totals.bonuses.battle_rebates),
      vipRebates: moved((r) => r.totals.bonuses.vip_rebates),
      firstRecharge: moved((r) => r.totals.bonuses.first_recharge_bonuses),
      referral: moved((r) => r.totals.bonuses.referral_commissions),
      freeBoxes: moved((r) => r.totals.bonuses.free_boxes),
      redPackets: moved((r) => r.totals.bonuses.red_packets),
    }).toEqual({
      registration: 93_800n,
      signIn: 123n,
      ranking: 280n,
      battleRebates: 50n,
      vipRebates: 75n,
      firstRecharge: 1_000n,
      referral: 33n,
      freeBoxes: freeValue,
      redPackets: 0n,
    });
    expect(after.totals.bonus_counts.registration_packets - before.totals.bonus_counts.registration_packets).toBe(2);
    expect(after.series).toEqual([{ bucket: today(), ...after.totals }]);

    const welfare = await welfareToday();
    const change = (field: keyof WelfarePayoutDayResponse) =>
      cents(String(welfare[field])) - (welfareBefore ? cents(String(welfareBefore[field])) : 0n);
    expect(welfare).toMatchObject({ id: today(), day: today() });
    expect([
      change('registration_packets'),
      change('sign_in_packets'),
      change('free_boxes'),
      change('ranking_rewards'),
      change('rebates'),
      change('other'),
      change('total'),
    ]).toEqual([93_800n, 123n, freeValue, 280n, 125n, 1_033n, bonuses]);
    expect(welfare.free_box_count).toBe((welfareBefore?.free_box_count ?? 0) + 1);
    expect(formatAmount(cents(welfare.total))).toBe(after.totals.bonuses_total);

    expect((await support.get('reports/economy')).status).toBe(403);
    expect((await support.list('welfare-payouts')).status).toBe(403);
    expect((await finance.get('reports/economy?bucket=year')).status).toBe(400);
    expect((await finance.list('welfare-payouts', { filter: { from: '2020-01-01', to: '2026-01-01' } })).status).toBe(
      400,
    );
  });
});
