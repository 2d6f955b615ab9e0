// /admin/api/promotion-levels over HTTP: content staff list, show, create, edit and delete referral
// levels (invite totals rise with the level); each change is audited; GET /api/promote shows it.
import { aPlayer } from '../../identity/testing';
import { staffSuite, auditEntries, refusedFields } from '../../staff/testing';

interface PromotionLevel {
  id: string;
  level: number;
  name_zh: string;
  name_en: string;
  invite_total: string;
  rebate: string;
  description_zh: string;
  description_en: string;
}

const suite = staffSuite('content');

const body = (overrides: Partial<PromotionLevel> = {}) => ({
  name_zh: '王者推广员',
  name_en: 'King',
  invite_total: '500000.00',
  rebate: '6.00',
  description_zh: '下级累计充值满 500000 元',
  description_en: "Invitees' recharges from 500000",
  ...overrides,
});

const promote = async () => {
  const player = await aPlayer(suite.client).register();
  return (
    await suite.client.get<{ list: { level: number; name: string; rebate: string }[] }>('/api/promote', {
      token: player.token,
      lang: 'en',
    })
  ).body.data.list;
};

it('lists the five default levels by level, sorts them, shows one', async () => {
  const all = await suite.content.list<PromotionLevel>('promotion-levels');
  expect(all.body.data.map((level) => level.name_en)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
  expect(all.headers.get('content-range')).toBe('promotion-levels 0-4/5');
  expect(all.body.data[1]).toMatchObject({ id: '2', level: 2, invite_total: '1000.00', rebate: '2.00' });
  const top = await suite.content.list<PromotionLevel>('promotion-levels', {
    sort: ['invite_total', 'DESC'],
    range: [0, 0],
  });
  expect(top.body.data.map((level) => level.id)).toEqual(['5']);
  expect(top.headers.get('content-range')).toBe('promotion-levels 0-0/5');
  expect((await suite.content.get('promotion-levels/9')).status).toBe(404);
});

it('creates, edits and deletes a level (audited); players see each change', async () => {
  const created = await suite.content.post<PromotionLevel>('promotion-levels', {
    ...body(),
    level: 6,
    reason: 'top referrers',
  });
  expect(created.body.data).toMatchObject({
    id: '6',
    level: 6,
    name_en: 'King',
    invite_total: '500000.00',
    rebate: '6.00',
  });
  expect((await promote()).map((level) => level.name)).toContain('King');
  const edited = await suite.content.put<PromotionLevel>('promotion-levels/6', body({ rebate: '7.50' }));
  expect(edited.body.data.rebate).toBe('7.50');
  expect((await promote()).find((level) => level.level === 6)?.rebate).toBe('7.50');
  expect((await suite.content.delete<PromotionLevel>('promotion-levels/6')).body.data.rebate).toBe('7.50');
  expect((await promote()).map((level) => level.level)).toEqual([1, 2, 3, 4, 5]);
  const entries = await auditEntries(suite.app, 'promotion-levels', '6');
  expect(
    entries.map((entry) => [entry.action, entry.before?.rebate ?? null, entry.after?.rebate ?? null, entry.reason]),
  ).toEqual([
    ['create', null, '6.00', 'top referrers'],
    ['edit', '6.00', '7.50', null],
    ['delete', '7.50', null, null],
  ]);
  const taken = await suite.content.post('promotion-levels', { ...body({ invite_total: '999999.00' }), level: 5 });
  expect({ status: taken.status, error: taken.body.error }).toEqual({ status: 409, error: 'DUPLICATE_ID' });
});

it('refuses invite totals that do not rise with the level, a bad level and rebate, naming each field', async () => {
  const lower = await suite.content.post('promotion-levels', { ...body({ invite_total: '100.00' }), level: 6 }, 'en');
  expect(refusedFields(lower)).toEqual(['invite_total']);
  const between = await suite.content.put('promotion-levels/3', body({ invite_total: '60000.00' }));
  expect(refusedFields(between)).toEqual(['invite_total']);
  const bad = await suite.content.post(
    'promotion-levels',
    { ...body({ rebate: '101.00', name_en: ' ' }), level: 120 },
    'zh',
  );
  expect(refusedFields(bad)).toEqual(['level', 'name_en', 'rebate']);
  expect((await suite.content.list('promotion-levels')).headers.get('content-range')).toBe('promotion-levels 0-4/5');
});
