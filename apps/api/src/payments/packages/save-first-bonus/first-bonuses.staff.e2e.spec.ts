// /admin/api/first-bonuses over HTTP: finance lists, shows, creates, edits and deletes first-recharge
// bonuses (id: the package coins); GET /api/beans/first and a player's first recharge follow the
// change; every change is audited in its transaction.
import { aPlayer } from '../../../identity/testing';
import { staffSuite, auditEntries, fieldErrors, refusedFields } from '../../../staff/testing';
import { aPaidTopUp } from '../../testing/top-ups';

interface Bonus {
  id: string;
  bean: string;
  bonus: string;
  description: string;
  description_en: string;
}

const suite = staffSuite('finance', { sandboxPayNotifyDelayMs: 20, sandboxPayRetryBaseMs: 50 });

const firstBonuses = async () =>
  (
    await suite.client.get<{ bean: string; bonus: string; description: string; description_en: string }[]>(
      '/api/beans/first',
    )
  ).body.data;

it('lists the default bonuses by coins, sorts by bonus, shows one; ids are the package coins', async () => {
  const all = await suite.finance.list<Bonus>('first-bonuses');
  expect(all.body.data.map((bonus) => bonus.id)).toEqual(['50.00', '100.00', '200.00', '500.00', '1000.00', '2000.00']);
  expect(all.headers.get('content-range')).toBe('first-bonuses 0-5/6');
  expect(all.body.data[1]).toEqual({
    id: '100.00',
    bean: '100.00',
    bonus: '12.00',
    description: '首充 100 送 12 金币',
    description_en: 'First top-up of 100: 12 coins extra',
  });
  const byBonus = await suite.finance.list<Bonus>('first-bonuses', { sort: ['bonus', 'DESC'], range: [0, 1] });
  expect(byBonus.body.data.map((bonus) => bonus.bonus)).toEqual(['388.00', '188.00']);
  expect((await suite.finance.get<Bonus>('first-bonuses/200.00')).body.data.bonus).toBe('28.00');
  expect((await suite.finance.get('first-bonuses/30.00')).status).toBe(404);
  expect((await suite.finance.get('first-bonuses/abc')).status).toBe(404);
});

it('creates a bonus for the 10.00 package that the next first recharge of it pays (audited)', async () => {
  const created = await suite.finance.post<Bonus>('first-bonuses', {
    bean: '10.00',
    bonus: '3.00',
    description: '首充 10 送 3 金币',
    description_en: 'First top-up of 10: 3 coins extra',
    reason: 'small spender promo',
  });
  expect(created.body.data).toMatchObject({ id: '10.00', bean: '10.00', bonus: '3.00' });
  expect(await firstBonuses()).toContainEqual({
    bean: '10.00',
    bonus: '3.00',
    description: '首充 10 送 3 金币',
    description_en: 'First top-up of 10: 3 coins extra',
  });
  const player = await aPlayer(suite.client).register();
  await aPaidTopUp(suite.client, player, 'pkg-10');
  // 10.00 + the 3.00 bonus; VIP 0 below 100.00 pays no rebate.
  expect((await suite.client.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean).toBe('13.00');
  const again = await suite.finance.post('first-bonuses', {
    bean: '10.00',
    bonus: '1.00',
    description: 'x',
    description_en: 'x',
  });
  expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: 'DUPLICATE_ID' });
  expect(await auditEntries(suite.app, 'first-bonuses', '10.00')).toMatchObject([
    { action: 'create', role: 'finance', before: null, after: created.body.data, reason: 'small spender promo' },
  ]);
});

it('edits and deletes a bonus (audited before and after)', async () => {
  const edited = await suite.finance.put<Bonus>('first-bonuses/100.00', {
    bonus: '15.00',
    description: '首充 100 送 15 金币',
    description_en: 'First top-up of 100: 15 coins extra',
  });
  expect(edited.body.data).toMatchObject({ id: '100.00', bonus: '15.00' });
  expect((await firstBonuses()).find((bonus) => bonus.bean === '100.00')?.bonus).toBe('15.00');
  expect((await suite.finance.delete<Bonus>('first-bonuses/100.00')).body.data.bonus).toBe('15.00');
  expect((await firstBonuses()).map((bonus) => bonus.bean)).not.toContain('100.00');
  expect(
    (await suite.finance.put('first-bonuses/100.00', { bonus: '1.00', description: 'x', description_en: 'x' })).status,
  ).toBe(404);
  const entries = await auditEntries(suite.app, 'first-bonuses', '100.00');
  expect(entries.map((entry) => [entry.action, entry.before?.bonus ?? null, entry.after?.bonus ?? null])).toEqual([
    ['edit', '12.00', '15.00'],
    ['delete', '15.00', null],
  ]);
});

it('refuses a bonus that is not a two-decimal amount above zero and empty descriptions, naming each', async () => {
  const refused = await suite.finance.post('first-bonuses', {
    bean: '20',
    bonus: '1.5',
    description: 'x',
    description_en: 'x',
  });
  expect(refusedFields(refused).sort()).toEqual(['bean', 'bonus']);
  const rules = await suite.finance.post(
    'first-bonuses',
    { bean: '20.00', bonus: '0.00', description: ' ', description_en: '' },
    'zh',
  );
  expect(refusedFields(rules)).toEqual(['bonus', 'description', 'description_en']);
  expect(fieldErrors(rules)[0].message).toBe('bonus 须为大于 0 的金额');
  expect((await suite.finance.get('first-bonuses/20.00')).status).toBe(404);
});
