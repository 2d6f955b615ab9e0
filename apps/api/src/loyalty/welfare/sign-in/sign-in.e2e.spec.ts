// Sign-in and the registration packet over real HTTP: one sign-in per Asia/Shanghai day (twice
// refused, racing twins credit once), the streak and its reset after a missed day, day 7's award,
// the recharge-month packet (needs a paid recharge in the month, paid once), the registration
// packet exactly once (the process reacting twice, a direct retry), every random reward recomputed
// with libs/fairness after rotating the pair (tier draws, and a range draw as events recorded before
// tiers hold it), the audit passing and catching a tampered credit or draw. Staff editing the rules:
// sign-in-staff.e2e.spec.ts.
import { ChangeType, formatAmount, type SignInResponse } from '@lootledger/contracts';
import { randomReward, serverSeedHash, tierReward, unitFloat } from '@lootledger/fairness';
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../../audit';
import { SeedPairsService, ServerSeedVault } from '../../../games';
import { aFundedPlayer, balanceOf, type GamesTestApp } from '../../../games/testing';
import { coinChange, PlayerAccountService } from '../../../ledger';
import { aPaidTopUp } from '../../../payments/testing';
import { expectRefusal } from '../../../platform/testing/api-client';
import { setEventField, whileTampered } from '../../../platform/testing/tamper';
import { DEFAULT_REGISTRATION_TIERS } from '../domain/welfare-rules';
import { isTierDraw, type RegistrationPacketDrawnData, type SignedInData } from '../domain/welfare.events';
import { RegistrationPacketProcess } from '../registration-packet/registration-packet.process';
import type { WelfareClock } from '../welfare-clock';
import { WelfareService } from '../welfare.service';
import {
  hundredths,
  noonOf,
  plusDays,
  previousMonth,
  thisMonth,
  welfarePlay,
  welfareSuite,
} from '../testing/welfare-e2e';

const suite = welfareSuite();
const { signIn, stateOf, facts } = welfarePlay(suite);
let app: GamesTestApp;
let sql: SqlClient;
let clock: WelfareClock;

beforeAll(() => ({ app, sql, clock } = suite));

describe('sign-in (e2e)', () => {
  afterEach(() => clock.setNow(null));

  it('signs in once per Shanghai day: the day amount credited, a second time refused and changing nothing', async () => {
    const player = await aFundedPlayer(app, '1.00');
    await app.app.get(RegistrationPacketProcess).catchUp();
    const before = hundredths(await balanceOf(app.client, player));
    const first = await signIn(player, '2026-03-10');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ day: 1, bean: '0.88', award: '0.00', month_packet: '0.00' });
    expect(hundredths(await balanceOf(app.client, player))).toBe(before + 88n);

    // 23:59 Shanghai (15:59 UTC) is still that day.
    clock.setNow(new Date('2026-03-10T15:59:00Z'));
    expectRefusal(await app.client.post('/api/sign_in', {}, { token: player.token }), 409, 'ALREADY_SIGNED_IN');
    expect(hundredths(await balanceOf(app.client, player))).toBe(before + 88n);
    expect(await facts(player, 'SignedIn')).toHaveLength(1);

    // 00:00 Shanghai (16:00 UTC) is the next day: day 2 of the streak.
    clock.setNow(new Date('2026-03-10T16:00:00Z'));
    const next = await app.client.post<SignInResponse>('/api/sign_in', {}, { token: player.token });
    expect(next.body.data).toMatchObject({ day: 2, bean: '1.88' });
    const state = await stateOf(player);
    expect(state).toMatchObject({ today: '2026-03-11', time_zone: 'Asia/Shanghai', signed_today: true, streak_day: 2 });
    expect(state.days.map((day) => day.bean)).toEqual(['0.88', '1.88', '2.88', '3.88', '5.88', '8.88', '68.88']);
    expect(state.history.map((row) => [row.date, row.day])).toEqual([
      ['2026-03-10', 1],
      ['2026-03-11', 2],
    ]);
  });

  it('racing sign-ins of one day credit once', async () => {
    const player = await aFundedPlayer(app, '1.00');
    clock.setNow(noonOf('2026-04-02'));
    const results = await Promise.all(
      Array.from({ length: 8 }, () => app.client.post<SignInResponse>('/api/sign_in', {}, { token: player.token })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 200))
      expectRefusal(refused, 409, 'ALREADY_SIGNED_IN');
    expect(await facts(player, 'SignedIn')).toHaveLength(1);
  });

  it('runs a 7-day streak with a random award on day 7, wraps to day 1, and resets after a missed day', async () => {
    const player = await aFundedPlayer(app, '1.00');
    const start = '2026-05-01';
    const days: SignInResponse[] = [];
    for (let n = 0; n < 8; n++) days.push((await signIn(player, plusDays(start, n))).body.data);
    expect(days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    expect(days[6].bean).toBe('68.88');
    const award = hundredths(days[6].award);
    expect(award).toBeGreaterThanOrEqual(100n);
    expect(award).toBeLessThanOrEqual(990n);
    expect(days.filter((day, index) => index !== 6).every((day) => day.award === '0.00')).toBe(true);

    // Skip a day: the streak restarts at day 1.
    expect((await signIn(player, plusDays(start, 8))).body.data.day).toBe(2);
    expect((await signIn(player, plusDays(start, 10))).body.data.day).toBe(1);
    clock.setNow(noonOf(plusDays(start, 12)));
    expect(await stateOf(player)).toMatchObject({ signed_today: false, streak_day: 0, next_day: 1 });
  });

  it('pays the recharge-month packet at the 7th sign-in of a month with a paid recharge, once', async () => {
    const player = await aFundedPlayer(app, '1.00');
    await aPaidTopUp(app.client, player, 'pkg-10');
    // Last month had no recharge: 7 sign-ins pay no packet.
    const last = `${previousMonth()}-01`;
    for (let n = 0; n < 7; n++) expect((await signIn(player, plusDays(last, n))).body.data.month_packet).toBe('0.00');
    // This month had the recharge: the 7th pays 18.00–188.00, the 8th nothing more.
    const first = `${thisMonth()}-01`;
    const packets: string[] = [];
    for (let n = 0; n < 8; n++) packets.push((await signIn(player, plusDays(first, n))).body.data.month_packet);
    expect(packets.slice(0, 6).every((packet) => packet === '0.00')).toBe(true);
    expect(hundredths(packets[6])).toBeGreaterThanOrEqual(1800n);
    expect(hundredths(packets[6])).toBeLessThanOrEqual(18800n);
    expect(packets[7]).toBe('0.00');
    clock.setNow(noonOf(plusDays(first, 7)));
    expect((await stateOf(player)).month).toMatchObject({ sign_ins: 8, needed: 7, recharged: true, packet_paid: true });
    const credits = await sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events WHERE stream_id = $1 AND event_type = 'CoinsCredited'
          AND data->>'reference' LIKE 'sign-in-month-%'`,
      [`player-${player.id}`],
    );
    expect(credits.rows[0].n).toBe('1');
  });

  it('credits the registration packet exactly once, drawn on the first pair', async () => {
    const player = await aFundedPlayer(app, '0.01');
    const process = app.app.get(RegistrationPacketProcess);
    await process.catchUp();
    await process.catchUp();
    // A retry of the command itself (a crash before the checkpoint moved) appends nothing: it answers
    // nothing, or the draw already recorded when it met the process's own run of that command.
    const retried = await app.app.get(WelfareService).ensureRegistrationPacket(player.id);
    const drawn = await facts<RegistrationPacketDrawnData>(player, 'RegistrationPacketDrawn');
    expect(drawn).toHaveLength(1);
    if (retried !== null) expect(retried).toEqual(drawn[0].data);
    const amount = BigInt(drawn[0].data.amount);
    expect(DEFAULT_REGISTRATION_TIERS.map((tier) => tier.amount)).toContain(amount);
    expect(drawn[0].data.draws[0]).toMatchObject({ rule: 'tiers', purpose: 'registration', roll: amount.toString() });
    expect(drawn[0].data.pair_id).toBe(`first-${player.id}`);
    expect(hundredths(await balanceOf(app.client, player))).toBe(1n + amount);
  });

  it('every random reward recomputes with libs/fairness after the pair is rotated; the audit agrees and catches tampering', async () => {
    const player = await aFundedPlayer(app, '1.00');
    await aPaidTopUp(app.client, player, 'pkg-10');
    await app.app.get(RegistrationPacketProcess).catchUp();
    const first = `${thisMonth()}-01`;
    for (let n = 0; n < 7; n++) await signIn(player, plusDays(first, n));
    await app.client.post('/api/fairness/rotate', {}, { token: player.token });
    const history = await app.client.get<{ data: { server_seed: string; server_seed_hash: string }[] }>(
      '/api/fairness/history',
      { token: player.token },
    );
    const seedOf = (hash: string) => history.body.data.data.find((row) => row.server_seed_hash === hash)!.server_seed;
    const signIns = await facts<SignedInData>(player, 'SignedIn');
    const registration = await facts<RegistrationPacketDrawnData>(player, 'RegistrationPacketDrawn');
    const draws = [...signIns, ...registration].flatMap(({ data }) =>
      data.draws.map((draw) => ({ ...draw, seed: seedOf(data.server_seed_hash), client: data.client_seed })),
    );
    expect(draws.map((draw) => draw.purpose).sort()).toEqual(['award', 'month_packet', 'registration']);
    for (const draw of draws) {
      if (!isTierDraw(draw)) throw new Error('a new draw without tiers');
      const pick = tierReward(unitFloat(draw.seed, draw.client, draw.nonce, draw.cursor), draw.tiers);
      expect({ ticket: pick.ticket, roll: pick.amount.toString() }).toEqual({ ticket: draw.ticket, roll: draw.roll });
    }

    const audit = await runAudit(sql);
    const check = audit.checks.find((candidate) => candidate.name.startsWith('welfare'))!;
    expect(check.failureCount).toBe(0);
    expect(check.checked.join('\n')).toMatch(/[1-9]\d* of \d+ random rewards recomputed/);
    expect(audit.checks.filter((candidate) => candidate.failureCount > 0).map((candidate) => candidate.name)).toEqual(
      [],
    );

    const day7 = signIns[6];
    // An award one hundredth off what was drawn (a fixed 9.90 is itself a tier the draw can land on).
    const tampered = await whileTampered(
      sql,
      setEventField(day7.event_id, 'award', String(BigInt(day7.data.award) + 1n)),
      setEventField(day7.event_id, 'award', day7.data.award),
      async () => (await runAudit(sql)).checks.find((candidate) => candidate.name.startsWith('welfare'))!,
    );
    expect(tampered.failures.join('\n')).toContain(`player-${player.id}`);

    // A draw's ticket moved (the tier and amount left alone): caught before any seed is used.
    const awardDraw = day7.data.draws.findIndex((draw) => draw.purpose === 'award');
    const ticketMoved = await whileTampered(
      sql,
      [
        `UPDATE events SET data = jsonb_set(data, $2::text[], to_jsonb($3::int)) WHERE event_id = $1`,
        [day7.event_id, ['draws', String(awardDraw), 'ticket'], 100],
      ],
      [
        `UPDATE events SET data = jsonb_set(data, $2::text[], to_jsonb($3::int)) WHERE event_id = $1`,
        [
          day7.event_id,
          ['draws', String(awardDraw), 'ticket'],
          (day7.data.draws[awardDraw] as { ticket: number }).ticket,
        ],
      ],
      async () => (await runAudit(sql)).checks.find((candidate) => candidate.name.startsWith('welfare'))!,
    );
    expect(ticketMoved.failures.join('\n')).toMatch(/ticket 100 outside its tiers' total weight 100/);
  });

  it('keeps verifying a draw recorded before tiers (a uniform range, no rule field) with the range rule', async () => {
    const player = await aFundedPlayer(app, '1.00');
    const accounts = app.app.get(PlayerAccountService);
    const active = await app.app.get(SeedPairsService).activePair(player.id);
    const { serverSeed } = await app.app.get(ServerSeedVault).get(active.pairId);
    const day = '2026-02-07';
    // The fact as the previous version wrote it: SignedIn on day 7 with a 1.00–9.90 range award.
    const result = await accounts.execute(
      player.id,
      `sign-in/${day}`,
      (state) => {
        const pair = state.seedPair!;
        expect(serverSeedHash(serverSeed)).toBe(pair.serverSeedHash);
        const award = randomReward(unitFloat(serverSeed, pair.clientSeed, pair.nonce, 0), 100n, 990n);
        const signedIn = {
          type: 'SignedIn',
          data: {
            day,
            time_zone: 'Asia/Shanghai',
            streak_day: 7,
            bean: '6888',
            award: award.toString(),
            month_packet: '0',
            month_sign_ins: 1,
            pair_id: pair.pairId,
            server_seed_hash: pair.serverSeedHash,
            client_seed: pair.clientSeed,
            draws: [{ purpose: 'award', nonce: pair.nonce, cursor: 0, min: '100', max: '990', roll: award.toString() }],
          },
        };
        const credit = coinChange(state, 'credit', {
          amount: 6888n + award,
          changeType: ChangeType.SIGN_IN_PACKET,
          reference: `sign-in-${day}`,
        });
        return [signedIn, credit.event];
      },
      { actor: { type: 'player', id: player.id }, at: noonOf(day) },
    );
    expect(result.idempotent).toBe(false);
    await app.client.post('/api/fairness/rotate', {}, { token: player.token });
    const [legacy] = await facts<SignedInData>(player, 'SignedIn');
    expect(legacy.data.draws[0]).not.toHaveProperty('rule');

    const check = (await runAudit(sql)).checks.find((candidate) => candidate.name.startsWith('welfare'))!;
    expect(check.failures).toEqual([]);
    // The public verify call still shows it as a range draw.
    const draws = await app.client.get<{ game: string; range?: unknown; pool?: unknown; result: unknown }[]>(
      `/api/fairness/pairs/${legacy.data.pair_id}/draws`,
    );
    expect(draws.body.data.find((draw) => draw.game === 'sign_in')).toMatchObject({
      range: { min: '1.00', max: '9.90' },
      result: { amount: formatAmount(BigInt(legacy.data.award)) },
    });

    const wrong = (BigInt(legacy.data.award) === 990n ? 989n : BigInt(legacy.data.award) + 1n).toString();
    const tampered = await whileTampered(
      sql,
      setEventField(legacy.event_id, ['draws', '0', 'roll'], wrong),
      setEventField(legacy.event_id, ['draws', '0', 'roll'], legacy.data.draws[0].roll),
      async () => (await runAudit(sql)).checks.find((candidate) => candidate.name.startsWith('welfare'))!,
    );
    expect(tampered.failures.join('\n')).toContain(`award recomputed ${legacy.data.award}, recorded ${wrong}`);
  });

  it('refuses without a session', async () => {
    expectRefusal(await app.client.post('/api/sign_in', {}), 401, 'UNAUTHENTICATED');
  });
});
