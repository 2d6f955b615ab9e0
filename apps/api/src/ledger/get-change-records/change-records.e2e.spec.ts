import { CommandBus } from '@nestjs/cqrs';
import { ChangeType, parseAmount, formatAmount, type ChangeRecordView, type Paged } from '@lootledger/contracts';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { CreditCoinsCommand } from '../credit-coins/credit-coins.command';
import { DebitCoinsCommand } from '../debit-coins/debit-coins.command';

describe('GET /api/bean/change_records and /api/bean/change_type (e2e)', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let player: TestPlayer;

  beforeAll(async () => {
    testApp = await startTestApp();
    client = new ApiClient(testApp.baseUrl);
    player = await aPlayer(client).register();
    const commands = testApp.app.get(CommandBus);
    const input = { playerId: player.id };
    await commands.execute(
      new CreditCoinsCommand({ ...input, amount: 10_000n, changeType: ChangeType.RECHARGE, reference: 'order-1' }),
    );
    await commands.execute(
      new CreditCoinsCommand({
        ...input,
        amount: 1_000n,
        changeType: ChangeType.FIRST_RECHARGE_BONUS,
        reference: 'order-1',
      }),
    );
    await commands.execute(
      new DebitCoinsCommand({ ...input, amount: 2_550n, changeType: ChangeType.BOX_OPEN, reference: 'open-1' }),
    );
    await commands.execute(
      new DebitCoinsCommand({ ...input, amount: 1_000n, changeType: ChangeType.BOX_OPEN, reference: 'open-2' }),
    );
    await commands.execute(
      new CreditCoinsCommand({ ...input, amount: 333n, changeType: ChangeType.RECYCLE, reference: 'recycle-1' }),
    );
  });
  afterAll(() => testApp.close());

  const records = (query = '', lang?: 'zh' | 'en') =>
    client.get<Paged<ChangeRecordView>>(`/api/bean/change_records${query}`, { token: player.token, lang });

  it('lists the change records newest first; they sum to the balance /api/me shows', async () => {
    const response = await records('?per_page=50');
    expect(response.status).toBe(200);
    const page = response.body.data;
    expect(page).toMatchObject({ total: 5, per_page: 50, current_page: 1 });
    expect(page.data.map((record) => [record.type, record.change_type, record.bean, record.final_bean])).toEqual([
      [1, ChangeType.RECYCLE, '3.33', '77.83'],
      [2, ChangeType.BOX_OPEN, '-10.00', '74.50'],
      [2, ChangeType.BOX_OPEN, '-25.50', '84.50'],
      [1, ChangeType.FIRST_RECHARGE_BONUS, '10.00', '110.00'],
      [1, ChangeType.RECHARGE, '100.00', '100.00'],
    ]);
    expect(page.data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      type: 1,
      type_alias: 'Income',
      change_type: ChangeType.RECYCLE,
      change_type_alias: 'Recycle',
      bean: '3.33',
      final_bean: '77.83',
    });
    const sum = page.data.reduce((total, record) => total + parseAmount(record.bean)!, 0n);
    const me = await client.get<{ bean: string }>('/api/me', { token: player.token });
    expect(me.body.data.bean).toBe('77.83');
    expect(formatAmount(sum)).toBe(me.body.data.bean);
  });

  it('pages (per_page capped by the server) and filters by change type', async () => {
    const second = await records('?page=2&per_page=2');
    expect(second.body.data).toMatchObject({ total: 5, per_page: 2, current_page: 2 });
    expect(second.body.data.data.map((record) => record.final_bean)).toEqual(['84.50', '110.00']);
    const capped = await records('?per_page=1000');
    expect(capped.body.data.per_page).toBe(100);
    const opens = await records(`?type=${ChangeType.BOX_OPEN}`);
    expect(opens.body.data.total).toBe(2);
    expect(opens.body.data.data.every((record) => record.change_type === ChangeType.BOX_OPEN)).toBe(true);
  });

  it('names types in the request language (lang, else Accept-Language)', async () => {
    const zh = await records('?per_page=1', 'zh');
    expect(zh.body.data.data[0]).toMatchObject({ type_alias: '收入', change_type_alias: '饰品回收' });
    const byHeader = await client.get<Paged<ChangeRecordView>>('/api/bean/change_records?per_page=1', {
      token: player.token,
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(byHeader.body.data.data[0].type_alias).toBe('收入');
  });

  it('lists every change type with its name in the request language', async () => {
    const en = await client.get<{ value: number; name: string }[]>('/api/bean/change_type', { token: player.token });
    expect(en.status).toBe(200);
    expect(en.body.data).toContainEqual({ value: ChangeType.RECHARGE, name: 'Recharge' });
    expect(en.body.data.map((entry) => entry.value)).toEqual(Object.values(ChangeType));
    const zh = await client.get<{ value: number; name: string }[]>('/api/bean/change_type', {
      token: player.token,
      lang: 'zh',
    });
    expect(zh.body.data).toContainEqual({ value: ChangeType.BOX_OPEN, name: '开箱' });
  });

  it('refuses without a token (401 UNAUTHENTICATED) and bad paging or type (400), changing nothing', async () => {
    const before = await records('?per_page=50');
    for (const path of ['/api/bean/change_records', '/api/bean/change_type']) {
      const anonymous = await client.get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    }
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?per_page=0', '?type=999']) {
      const bad = await records(query);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 400, error: 'VALIDATION_FAILED' });
    }
    const after = await records('?per_page=50');
    expect(after.body.data).toEqual(before.body.data);
    const me = await client.get<{ bean: string }>('/api/me', { token: player.token });
    expect(me.body.data.bean).toBe('77.83');
  });
});
