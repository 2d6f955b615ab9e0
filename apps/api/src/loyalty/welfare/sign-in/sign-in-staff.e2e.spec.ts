// Staff and the welfare rules over real HTTP: the day table and reward tiers edited (finance or
// content; validated with REWARD_TIERS_INVALID; audited) and used by the next sign-in; the
// registration tiers changed, their expected value beside the cheapest box, the next new player's
// packet drawn from them and verified by the audit.
import { formatAmount, type WelfareRulesResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../../audit';
import { aFundedPlayer, balanceOf, type GamesTestApp } from '../../../games/testing';
import { expectRefusal } from '../../../platform/testing/api-client';
import { setEventField, whileTampered } from '../../../platform/testing/tamper';
import { auditEntries, refusedFields, staffOfEveryRole } from '../../../staff/testing';
import type { RegistrationPacketDrawnData } from '../domain/welfare.events';
import { RegistrationPacketProcess } from '../registration-packet/registration-packet.process';
import type { WelfareClock } from '../welfare-clock';
import { editable, hundredths, welfarePlay, welfareSuite } from '../testing/welfare-e2e';

const suite = welfareSuite();
const { signIn, facts } = welfarePlay(suite);
let app: GamesTestApp;
let sql: SqlClient;
let clock: WelfareClock;

beforeAll(() => ({ app, sql, clock } = suite));

describe('sign-in rules edited by staff (e2e)', () => {
  afterEach(() => clock.setNow(null));

  it('staff edit the day table and reward tiers (finance or content; validated; audited); the next sign-in uses them', async () => {
    const staff = await staffOfEveryRole(app, app.client);
    const current = await staff.finance.get<WelfareRulesResponse>('welfare-rules/current');
    expect(current.body.data).toMatchObject({
      days: ['0.88', '1.88', '2.88', '3.88', '5.88', '8.88', '68.88'],
      award_tiers: [
        { amount: '1.00', weight: 40 },
        { amount: '3.00', weight: 30 },
        { amount: '6.00', weight: 20 },
        { amount: '9.90', weight: 10 },
      ],
      month_sign_ins: 7,
      registration_tiers: [
        { amount: '0.10', weight: 724 },
        { amount: '0.30', weight: 200 },
        { amount: '1.00', weight: 60 },
        { amount: '8.88', weight: 15 },
        { amount: '88.00', weight: 1 },
      ],
      award_expected_value: '3.49',
      month_packet_expected_value: '38.50',
      registration_expected_value: '0.41',
    });
    const { body } = editable(current.body.data);
    expect(refusedFields(await staff.content.put('welfare-rules/current', { ...body, days: ['1.00'] }))).toContain(
      'days',
    );
    expectRefusal(await staff.support.put('welfare-rules/current', body), 403, 'FORBIDDEN');
    const saved = await staff.content.put<WelfareRulesResponse>('welfare-rules/current', {
      ...body,
      days: ['2.00', '1.88', '2.88', '3.88', '5.88', '8.88', '68.88'],
      reason: 'launch week',
    });
    expect(saved.body.data.days[0]).toBe('2.00');
    const audit = await auditEntries(app, 'welfare-rules', 'current');
    expect(audit.at(-1)).toMatchObject({ role: 'content', action: 'edit', reason: 'launch week' });
    expect((audit.at(-1)!.before as { days: string[] }).days[0]).toBe('0.88');
    const player = await aFundedPlayer(app, '1.00');
    expect((await signIn(player, '2026-06-01')).body.data.bean).toBe('2.00');
    await staff.content.put('welfare-rules/current', body);
  });

  it('refuses invalid tiers with REWARD_TIERS_INVALID naming each field, in the request language, changing nothing', async () => {
    const staff = await staffOfEveryRole(app, app.client);
    const { body } = editable((await staff.finance.get<WelfareRulesResponse>('welfare-rules/current')).body.data);
    const cases: [unknown, string[]][] = [
      [[], ['registration_tiers']],
      [[{ amount: '0.00', weight: 1 }], ['registration_tiers.0.amount']],
      [[{ amount: '1.5', weight: 1 }], ['registration_tiers.0.amount']],
      [[{ amount: '1.00', weight: 0 }], ['registration_tiers.0.weight']],
      [[{ amount: '1.00', weight: 2.5 }], ['registration_tiers.0.weight']],
      [Array.from({ length: 21 }, () => ({ amount: '1.00', weight: 1 })), ['registration_tiers']],
    ];
    for (const [tiers, fields] of cases) {
      const refused = await staff.finance.put<{ errors: { field: string; message: string }[] }>(
        'welfare-rules/current',
        { ...body, registration_tiers: tiers },
      );
      expectRefusal(refused, 400, 'REWARD_TIERS_INVALID');
      expect(refused.body.data.errors.map((error) => error.field)).toEqual(fields);
    }
    // A weight of another JSON type than the documented number is refused before the rules see it.
    const typed = await staff.finance.put<{ errors: { field: string; message: string }[] }>('welfare-rules/current', {
      ...body,
      registration_tiers: [{ amount: '1.00', weight: '3' }],
    });
    expectRefusal(typed, 400, 'VALIDATION_FAILED');
    expect(typed.body.data.errors.map((error) => error.field)).toEqual(['registration_tiers.0.weight']);
    const zh = await staff.finance.put<{ errors: { field: string; message: string }[] }>(
      'welfare-rules/current',
      { ...body, award_tiers: [{ amount: '1.00', weight: 0 }] },
      'zh',
    );
    expect(zh.body.message).toBe('奖励档位无效：需要 1 到 20 个档位，每档金额大于 0.00，权重为 1 到 1000000 的整数');
    expect(zh.body.data.errors).toEqual([
      { field: 'award_tiers.0.weight', message: '档位权重必须是 1 到 1000000 之间的整数' },
    ]);
    expect((await staff.finance.get<WelfareRulesResponse>('welfare-rules/current')).body.data).toMatchObject(body);
  });

  it('staff change the registration tiers: the console sees the new expected value beside the cheapest box, the next new player’s packet is drawn from them, and the audit verifies it', async () => {
    const staff = await staffOfEveryRole(app, app.client);
    const { body } = editable((await staff.finance.get<WelfareRulesResponse>('welfare-rules/current')).body.data);
    const saved = await staff.finance.put<WelfareRulesResponse>('welfare-rules/current', {
      ...body,
      registration_tiers: [
        { amount: '0.05', weight: 3 },
        { amount: '0.07', weight: 1 },
      ],
      reason: 'cheaper packets',
    });
    expect(saved.status).toBe(200);
    // (0.05 × 3 + 0.07) / 4 = 0.055, rounded half up: 0.06.
    expect(saved.body.data.registration_expected_value).toBe('0.06');
    const cheapest = saved.body.data.cheapest_box_price;
    expect(cheapest).toMatch(/^\d+\.\d{2}$/);
    expect(saved.body.data.registration_within_cheapest_box).toBe(hundredths(cheapest!) >= 6n);
    const [entry] = (await auditEntries(app, 'welfare-rules', 'current')).slice(-1);
    expect(entry).toMatchObject({ role: 'finance', reason: 'cheaper packets' });
    expect((entry.after as { registration_tiers: unknown }).registration_tiers).toEqual([
      { amount: '0.05', weight: 3 },
      { amount: '0.07', weight: 1 },
    ]);

    try {
      const player = await aFundedPlayer(app, '1.00');
      await app.app.get(RegistrationPacketProcess).catchUp();
      const [drawn] = await facts<RegistrationPacketDrawnData>(player, 'RegistrationPacketDrawn');
      expect(drawn.data.draws).toEqual([
        expect.objectContaining({
          rule: 'tiers',
          tiers: [
            { amount: '5', weight: 3 },
            { amount: '7', weight: 1 },
          ],
        }),
      ]);
      expect(['5', '7']).toContain(drawn.data.amount);
      expect(hundredths(await balanceOf(app.client, player))).toBe(100n + BigInt(drawn.data.amount));

      await app.client.post('/api/fairness/rotate', {}, { token: player.token });
      const draws = await app.client.get<{ game: string; pool?: unknown; ticket?: number; result: unknown }[]>(
        `/api/fairness/pairs/${drawn.data.pair_id}/draws`,
      );
      expect(draws.body.data.find((draw) => draw.game === 'registration_packet')).toMatchObject({
        pool: [
          ['0.05', 3],
          ['0.07', 1],
        ],
        ticket: (drawn.data.draws[0] as { ticket: number }).ticket,
        result: { amount: formatAmount(BigInt(drawn.data.amount)) },
      });
      const check = (await runAudit(sql)).checks.find((candidate) => candidate.name.startsWith('welfare'))!;
      expect(check.failures).toEqual([]);
      const wrong = drawn.data.amount === '5' ? '7' : '5';
      const tampered = await whileTampered(
        sql,
        setEventField(drawn.event_id, ['draws', '0', 'roll'], wrong),
        setEventField(drawn.event_id, ['draws', '0', 'roll'], drawn.data.amount),
        async () => (await runAudit(sql)).checks.find((candidate) => candidate.name.startsWith('welfare'))!,
      );
      expect(tampered.failures.join('\n')).toContain(`player-${player.id}`);
    } finally {
      await staff.finance.put('welfare-rules/current', body);
    }
  });
});
