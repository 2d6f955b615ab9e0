// Leaving a battle before it starts, over real HTTP: a joiner who paid leaves and gets the stake back
// exactly once, even with two leave requests racing and a third after them (one REFUND change
// record, the battle's escrow netting to their stake's return); the freed seat takes a new player;
// the creator, a stranger and a player of a started battle are refused; arena.left is pushed; the
// audit passes with the left seat in the log.
import { ChangeType, formatAmount } from '@lootledger/contracts';
import { expectRefusal } from '../../../platform/testing/api-client';
import { aFundedPlayer, balanceOf, type GamesTestApp } from '../../testing';
import { arenaPlay, arenaSuite, cents } from '../testing/arena-e2e';

const suite = arenaSuite();
const { post, create, expectAuditPasses, battleJournal, arenaSocket, nextPush } = arenaPlay(suite);
let app: GamesTestApp;

beforeAll(() => ({ app } = suite));

describe('leaving a battle before it starts (e2e)', () => {
  it('two parallel leaves refund the stake once; the seat is free again; the ledger and the audit agree', async () => {
    const creator = await aFundedPlayer(app, '100.00');
    const joiner = await aFundedPlayer(app, '100.00');
    const socket = await arenaSocket(creator);
    try {
      const created = await create(creator, { seats: 3 });
      const price = cents(created.price);
      const joined = await post(joiner, 'join', { id: created.id });
      expect(joined.body.data.seats[1].player_id).toBe(joiner.id);
      expect(await balanceOf(app.client, joiner)).toBe(formatAmount(10_000n - price));

      const [first, second] = await Promise.all([
        post(joiner, 'leave', { id: created.id }),
        post(joiner, 'leave', { id: created.id }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      for (const left of [first, second]) {
        expect(left.body.data).toMatchObject({ status: 0 });
        expect(left.body.data.seats[1]).toMatchObject({ player_id: null, name: '' });
      }
      const pushed = await nextPush(socket, created.id, ['arena.left']);
      expect(pushed.battle.seats.some((seat) => seat.player_id === joiner.id)).toBe(false);
      // A third, later: nothing left to do.
      expect((await post(joiner, 'leave', { id: created.id })).status).toBe(200);

      expect(await balanceOf(app.client, joiner)).toBe('100.00');
      const records = await app.client.get<{ data: { change_type: number; bean: string }[] }>(
        '/api/bean/change_records',
        { token: joiner.token },
      );
      const refunds = records.body.data.data.filter((record) => record.change_type === ChangeType.REFUND);
      expect(refunds.map((record) => record.bean)).toEqual([formatAmount(price)]);
      // The escrow holds the creator's stake only: two in, one back.
      expect(await battleJournal(created.id)).toMatchObject({
        stakes: 2n * price,
        refunds: price,
        escrow: price,
        released: 0n,
        total: 0n,
      });

      // The creator cancels instead; a stranger holds no seat.
      expectRefusal(await post(creator, 'leave', { id: created.id }), 409, 'CREATOR_CANNOT_LEAVE');
      expectRefusal(await post(await aFundedPlayer(app, '10.00'), 'leave', { id: created.id }), 403, 'NOT_SEATED');

      // The freed seat is taken again (by the same player), robots fill the rest: it starts and ends.
      expect((await post(joiner, 'join', { id: created.id, seat: 1 })).status).toBe(200);
      const started = await post(creator, 'robots', { id: created.id });
      expect(started.body.data.status).toBe(2);
      expectRefusal(await post(joiner, 'leave', { id: created.id }), 409, 'BATTLE_NOT_WAITING');
      expect(await balanceOf(app.client, joiner)).toBe(formatAmount(10_000n - price));
      expect(await battleJournal(created.id)).toMatchObject({
        stakes: 3n * price,
        refunds: price,
        released: 2n * price,
        escrow: 0n,
        total: 0n,
      });
      await expectAuditPasses();
    } finally {
      await socket.close();
    }
  });
});
