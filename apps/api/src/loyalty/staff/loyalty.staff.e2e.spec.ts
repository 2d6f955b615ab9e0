// Loyalty for staff over real HTTP: content staff edit the points rules, add a shop item with a
// stock (set on its stream: players see it and buy against it) and restock it, add a task and a
// daily free box; each change an audit entry with before and after; other roles may not.
import type { FreeBoxResponse, ShopItemResponse, TasksResponse } from '@lootledger/contracts';
import type { StaffRole } from '../../platform/auth';
import { aFundedPlayer, waitUntil, gamesSuite } from '../../games/testing';
import { PointsEarningProcess } from '../points/points-earning.process';
import { auditEntries, staffOfEveryRole, type AdminRest } from '../../staff/testing';
import { PointsRulesRepository } from '../points/points-rules.repository';

const suite = gamesSuite();
let staff: Record<StaffRole, AdminRest>;

beforeAll(async () => {
  staff = await staffOfEveryRole(suite.app, suite.client);
}, 60_000);

describe('loyalty for staff (e2e)', () => {
  it('edits a points rule, audited; finance may not', async () => {
    const rules = await staff.content.list<{ id: string; rate_bp: number }>('points-rules');
    expect(rules.body.data.map((rule) => [rule.id, rule.rate_bp])).toEqual([
      ['6', 10000],
      ['8', 10000],
      ['10', 10000],
      ['11', 10000],
    ]);
    const edited = await staff.content.put('points-rules/6', {
      rate_bp: 20000,
      enabled: true,
      reason: 'double points',
    });
    expect(edited.body.data).toMatchObject({ change_type: 6, rate_bp: 20000 });
    expect(await suite.app.app.get(PointsRulesRepository).rateFor(6)).toBe(20000);
    expect((await auditEntries(suite.app, 'points-rules', '6')).at(-1)).toMatchObject({
      action: 'edit',
      reason: 'double points',
      before: { rate_bp: 10000 },
      after: { rate_bp: 20000 },
    });
    expect((await staff.finance.put('points-rules/6', { rate_bp: 1, enabled: true })).status).toBe(403);
    expect((await staff.content.put('points-rules/7', { rate_bp: 1, enabled: true })).status).toBe(404);
    await staff.content.put('points-rules/6', { rate_bp: 10000, enabled: true });
  });

  it("shows a player's points to support, not to content", async () => {
    const player = await aFundedPlayer(suite.app, suite.box.price);
    await suite.app.app
      .get(PointsRulesRepository)
      .save({ changeType: 6, rateBp: 1_000_000, enabled: true }, () => Promise.resolve());
    expect(
      (await suite.client.post('/api/box/open', { id: suite.box.id, num: 1 }, { token: player.token })).status,
    ).toBe(200);
    const movements = await waitUntil(
      async () => {
        await suite.app.app.get(PointsEarningProcess).catchUp();
        return (
          await staff.support.list<{ player_id: string; kind: string; balance_after: string }>('player-points', {
            filter: { player_id: player.id },
          })
        ).body.data;
      },
      (rows) => rows.length === 1,
    );
    await suite.app.app
      .get(PointsRulesRepository)
      .save({ changeType: 6, rateBp: 10_000, enabled: true }, () => Promise.resolve());
    expect(movements[0]).toMatchObject({ player_id: player.id, kind: 'earn' });
    expect((await staff.content.list('player-points')).status).toBe(403);
  });

  it('adds a shop item with a stock players see, restocks it, audited', async () => {
    const created = await staff.content.post('shop', {
      id: 'staff-ak',
      item_id: suite.box.items[0].id,
      price: 50,
      stock: 3,
      enabled: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ id: 'staff-ak', price: '50', stock: '3', sold: '0' });
    const seen = await suite.client.get<{ data: ShopItemResponse[] }>('/api/shop/items?per_page=100');
    expect(seen.body.data.data.find((row) => row.id === 'staff-ak')).toMatchObject({ price: '50', stock: '3' });
    const restocked = await staff.content.put('shop/staff-ak', {
      item_id: suite.box.items[0].id,
      price: 40,
      stock: 10,
      enabled: true,
    });
    expect(restocked.body.data).toMatchObject({ price: '40', stock: '10' });
    const entries = await auditEntries(suite.app, 'shop', 'staff-ak');
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'edit']);
    expect(entries[1]).toMatchObject({ before: { stock: '3', price: '50' }, after: { stock: '10', price: '40' } });
    // An edit of an item that does not exist is refused with its stock append rolled back.
    const ghost = await staff.content.put('shop/ghost', {
      item_id: suite.box.items[0].id,
      price: 1,
      stock: 5,
      enabled: true,
    });
    expect(ghost.status).toBe(404);
    const sql = suite.sql;
    const { rows } = await sql.query(`SELECT 1 FROM events WHERE stream_id = 'shop-item-ghost'`);
    expect(rows).toEqual([]);
    expect(
      (await staff.content.post('shop', { id: 'staff-ak', item_id: suite.box.items[0].id, price: 1, enabled: true }))
        .status,
    ).toBe(409);
    expect(
      (await staff.content.post('shop', { id: 'bad', item_id: 'no-such-item', price: 1, enabled: true })).body.error,
    ).toBe('VALIDATION_FAILED');
    expect(
      (await staff.support.post('shop', { id: 'x', item_id: suite.box.items[0].id, price: 1, enabled: true })).status,
    ).toBe(403);
  });

  it('adds a daily task and a daily free box, audited, that players see', async () => {
    const task = await staff.content.post('tasks', {
      id: 'open-1-box',
      type: 'open_boxes',
      target: '1',
      reward: '0.10',
      title_zh: '开启 1 个箱子',
      title_en: 'Open 1 box',
      enabled: true,
    });
    expect(task.body.data).toMatchObject({ id: 'open-1-box', target: '1', reward: '0.10' });
    const player = await aFundedPlayer(suite.app, '1.00');
    const tasks = await suite.client.get<TasksResponse>('/api/tasks', { token: player.token });
    expect(tasks.body.data.tasks.map((row) => row.id)).toContain('open-1-box');
    expect((await auditEntries(suite.app, 'tasks', 'open-1-box')).at(-1)).toMatchObject({ action: 'create' });
    expect((await staff.content.delete('tasks/open-1-box')).status).toBe(200);

    const freeBox = await staff.content.post('free-boxes', {
      id: 'vip2-daily',
      box_id: suite.box.id,
      unlock_type: 'vip',
      unlock_value: '2',
      enabled: true,
    });
    expect(freeBox.body.data).toMatchObject({ unlock_type: 'vip', unlock_value: '2' });
    const seen = await suite.client.get<FreeBoxResponse>('/api/free-boxes/vip2-daily', { token: player.token });
    expect(seen.body.data).toMatchObject({ unlocked: false, unlock_value: '2', standing: '0' });
    expect((await auditEntries(suite.app, 'free-boxes', 'vip2-daily')).at(-1)).toMatchObject({ action: 'create' });
    expect((await staff.auditor.list('free-boxes')).status).toBe(200);
    expect(
      (
        await staff.auditor.put('free-boxes/vip2-daily', {
          box_id: suite.box.id,
          unlock_type: 'vip',
          unlock_value: '1',
          enabled: true,
        })
      ).status,
    ).toBe(403);
  });
});
