// /admin/api/vip-levels over HTTP: the eleven VIP levels listed and shown; an edit (thresholds must
// rise with the level) is audited and the next paid recharge uses it.
import { aPlayer } from '../../identity/testing';
import { staffSuite, auditEntries, fieldErrors, refusedFields } from '../../staff/testing';
import { aPaidTopUp } from '../../payments/testing';

interface VipLevel {
  id: string;
  level: number;
  threshold: string;
  rebate: string;
  description_zh: string;
  description_en: string;
}

const suite = staffSuite('content', { sandboxPayNotifyDelayMs: 20, sandboxPayRetryBaseMs: 50 });

const edit = (level: VipLevel, changes: Partial<VipLevel>) => {
  const { threshold, rebate, description_zh, description_en } = { ...level, ...changes };
  return { threshold, rebate, description_zh, description_en };
};

it('lists levels 0 to 10 by level with a Content-Range, sorts and shows them', async () => {
  const all = await suite.content.list<VipLevel>('vip-levels', { range: [0, 99] });
  expect(all.body.data.map((level) => level.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  expect(all.headers.get('content-range')).toBe('vip-levels 0-10/11');
  expect(all.body.data[2]).toMatchObject({ id: '2', level: 2, threshold: '500.00', rebate: '1.00' });
  const top = await suite.content.list<VipLevel>('vip-levels', { sort: ['threshold', 'DESC'], range: [0, 1] });
  expect(top.body.data.map((level) => level.threshold)).toEqual(['200000.00', '100000.00']);
  expect((await suite.content.get<VipLevel>('vip-levels/1')).body.data.rebate).toBe('0.50');
  expect((await suite.content.get('vip-levels/11')).status).toBe(404);
});

it('edits level 1; the next paid recharge is rebated by the new rule (audited before and after)', async () => {
  const level1 = (await suite.content.get<VipLevel>('vip-levels/1')).body.data;
  const edited = await suite.content.put<VipLevel>('vip-levels/1', {
    ...edit(level1, { threshold: '5.00', rebate: '10.00', description_en: 'From 5: 10% back' }),
    reason: 'launch week',
  });
  expect(edited.body.data).toMatchObject({
    id: '1',
    threshold: '5.00',
    rebate: '10.00',
    description_en: 'From 5: 10% back',
  });
  const player = await aPlayer(suite.client).register();
  await aPaidTopUp(suite.client, player, 'pkg-10');
  // 10.00 reaches level 1 (from 5.00 now), which rebates 10 %: 1.00; no first bonus for 10.00.
  const me = (await suite.client.get<{ bean: string; vip_level: number }>('/api/me', { token: player.token })).body
    .data;
  expect(me).toMatchObject({ bean: '11.00', vip_level: 1 });
  const [entry] = await auditEntries(suite.app, 'vip-levels', '1');
  expect(entry).toMatchObject({
    action: 'edit',
    role: 'content',
    reason: 'launch week',
    before: { id: '1', level: 1, threshold: '100.00', rebate: '0.50' },
    after: { id: '1', level: 1, threshold: '5.00', rebate: '10.00', description_en: 'From 5: 10% back' },
  });
});

it('refuses thresholds that do not rise with the level, level 0 above 0.00, a rebate above 100 %, naming the field', async () => {
  const level3 = (await suite.content.get<VipLevel>('vip-levels/3')).body.data;
  const below = await suite.content.put('vip-levels/3', edit(level3, { threshold: '400.00' }), 'en');
  expect(refusedFields(below)).toEqual(['threshold']);
  expect(refusedFields(await suite.content.put('vip-levels/3', edit(level3, { threshold: '3000.00' })))).toEqual([
    'threshold',
  ]);
  const level0 = (await suite.content.get<VipLevel>('vip-levels/0')).body.data;
  const zh = await suite.content.put('vip-levels/0', edit(level0, { threshold: '1.00' }), 'zh');
  expect(fieldErrors(zh)).toEqual([{ field: 'threshold', message: '0 级的门槛须为 0.00' }]);
  expect(refusedFields(await suite.content.put('vip-levels/3', edit(level3, { rebate: '100.01' })))).toEqual([
    'rebate',
  ]);
  expect(refusedFields(await suite.content.put('vip-levels/3', edit(level3, { rebate: '5%' })))).toEqual(['rebate']);
  expect((await suite.content.put('vip-levels/12', edit(level3, {}))).status).toBe(404);
  expect((await suite.content.get<VipLevel>('vip-levels/3')).body.data.threshold).toBe('1000.00');
  expect(await auditEntries(suite.app, 'vip-levels', '3')).toEqual([]);
});
