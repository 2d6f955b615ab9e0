// The audit's responsible-gaming check over a history made through the real API: it passes when the
// rules held, and names the event when a reward reached an excluded player or a top-up passed a
// deposit limit. Only a superuser's edit can put either there: the player stream refuses both.
import { CommandBus } from '@nestjs/cqrs';
import { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { auditResultOf, failingAuditChecks } from '../../audit/testing';
import { startGamesTestApp, type GamesTestApp } from '../../games/testing';
import { aPlayer } from '../../identity/testing';
import { CreditCoinsCommand, type PlayerAccountResult } from '../../ledger';
import { aPaidTopUp } from '../../payments/testing';
import { setEventField, whileTampered } from '../../platform/testing/tamper';
import { suiteOf } from '../../platform/testing/test-app';
import { exclusionRespectedCheck } from './exclusion-respected.check';

let app: GamesTestApp, sql: SqlClient;

beforeAll(async () => ({ app, sql } = suiteOf(await startGamesTestApp())));
afterAll(() => app.close());

const check = () => auditResultOf(sql, exclusionRespectedCheck);
const credit = (playerId: string, amount: bigint, changeType: ChangeType) =>
  app.app
    .get(CommandBus)
    .execute(
      new CreditCoinsCommand({ playerId, amount, changeType, reference: `around-the-gate-${playerId}-${changeType}` }),
    );

it('passes a history where the gates held, and names what slipped around them', async () => {
  const limited = await aPlayer(app.client.fromAddress('127.0.2.2')).register();
  const excluded = await aPlayer(app.client.fromAddress('127.0.2.3')).register();
  expect((await app.client.post('/api/limits', { day: '150.00' }, { token: limited.token })).status).toBe(200);
  await aPaidTopUp(app.client, limited, 'pkg-100');
  const over = await app.client.post('/api/recharge', { id: 'pkg-100', pay_way: 7 }, { token: limited.token });
  expect([over.status, over.body.error]).toEqual([422, 'DEPOSIT_LIMIT_EXCEEDED']);
  expect((await app.client.post('/api/self_exclusion', { days: 30 }, { token: excluded.token })).status).toBe(200);
  expect((await app.client.post('/api/recharge', { id: 'pkg-10', pay_way: 7 }, { token: excluded.token })).status).toBe(
    403,
  );

  // The whole audit holds too: the rules read model rebuilds equal to the live one, and so on.
  expect(await failingAuditChecks(sql)).toEqual([]);
  const clean = await check();
  expect({ failures: clean.failures, checked: clean.checked }).toEqual({
    failures: [],
    checked: [
      expect.stringMatching(/^1 exclusions, /),
      expect.stringMatching(/top-ups asked for \(1 under a deposit limit\)$/),
    ],
  });

  // Around the gate, the player stream still refuses play: a sign-in packet is not recorded.
  await expect(credit(excluded.id, 1_000n, ChangeType.SIGN_IN_PACKET)).rejects.toMatchObject({ key: 'SELF_EXCLUDED' });
  // A refund may reach an excluded player; a superuser who turns it into a sign-in packet is named.
  const refund = (await credit(excluded.id, 1_000n, ChangeType.REFUND)) as PlayerAccountResult;
  // A superuser who lowers the limit under the paid top-up: the top-up is named.
  const { rows } = await sql.query<{ event_id: string }>(
    `SELECT event_id FROM events WHERE stream_id = $1 AND event_type = 'DepositLimitSet'`,
    [`player-${limited.id}`],
  );
  const caught = await whileTampered(
    sql,
    setEventField(refund.events[0].eventId, 'change_type', String(ChangeType.SIGN_IN_PACKET)),
    setEventField(refund.events[0].eventId, 'change_type', String(ChangeType.REFUND)),
    () =>
      whileTampered(
        sql,
        setEventField(rows[0].event_id, 'amount', '5000'),
        setEventField(rows[0].event_id, 'amount', '15000'),
        check,
      ),
  );
  expect(caught.failureCount).toBe(2);
  expect(caught.failures).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(`^stream player-${excluded.id} v\\d+ .*CoinsCredited while the player was excluded$`),
      ),
      expect.stringMatching(
        new RegExp(`^stream player-${limited.id} v\\d+ .*TopUpRequested past the day limit \\(50.00 of 50.00 left\\)$`),
      ),
    ]),
  );
});
