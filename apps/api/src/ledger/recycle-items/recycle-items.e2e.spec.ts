// POST /api/cash over real HTTP: recycling pays the items' value once, all or nothing; items that
// are not the caller's are 404, items no longer in the backpack 409; a refusal changes nothing.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { expectRefusal } from '../../platform/testing/api-client';
import { aFundedPlayer, balanceOf, storageOf, gamesSuite } from '../../games/testing';

const suite = gamesSuite();

/** A player who opened `num` boxes and has nothing else. */
async function aPlayerWithItems(
  num: number,
): Promise<{ player: TestPlayer; items: { storage_id: string; bean: string }[] }> {
  const player = await aFundedPlayer(suite.app, formatAmount(parseAmount(suite.box.price)! * BigInt(num)));
  const opened = await suite.client.post<{ items: { storage_id: string; bean: string }[] }>(
    '/api/box/open',
    { id: suite.box.id, num },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  return { player, items: opened.body.data.items };
}

const cash = (player: TestPlayer, data: unknown, lang: 'en' | 'zh' = 'en') =>
  suite.client.post<{ bean: string; balance: string }>('/api/cash', { data }, { token: player.token, lang });

const sum = (values: string[]) => formatAmount(values.reduce((total, value) => total + parseAmount(value)!, 0n));

describe('POST /api/cash', () => {
  it("pays the items' value, moves them to status 2 (exchanged), and records the income", async () => {
    const { player, items } = await aPlayerWithItems(3);
    const chosen = items.slice(0, 2);
    const result = await cash(
      player,
      chosen.map((item) => item.storage_id),
    );
    expect(result.status).toBe(200);
    expect(result.body.data.bean).toBe(sum(chosen.map((item) => item.bean)));
    expect(await balanceOf(suite.client, player)).toBe(result.body.data.bean);
    expect((await storageOf(suite.client, player)).map((row) => row.id)).toEqual([items[2].storage_id]);
    const exchanged = await storageOf(suite.client, player, 2);
    expect(exchanged.map((row) => row.id).sort()).toEqual(chosen.map((item) => item.storage_id).sort());
    expect(exchanged.every((row) => row.status_alias === 'Claimed')).toBe(true);
    const records = await suite.client.get<{ data: { change_type: number; bean: string }[] }>(
      '/api/bean/change_records?type=7',
      {
        token: player.token,
      },
    );
    expect(records.body.data.data).toEqual([expect.objectContaining({ change_type: 7, bean: result.body.data.bean })]);
  });

  describe('refusals change nothing', () => {
    let player: TestPlayer;
    let items: { storage_id: string; bean: string }[];
    const state = async () => ({
      bean: await balanceOf(suite.client, player),
      backpack: (await storageOf(suite.client, player)).length,
    });

    beforeAll(async () => {
      ({ player, items } = await aPlayerWithItems(2));
      await cash(player, [items[1].storage_id]);
    });

    it('an item recycled already: 409 ITEM_NOT_IN_BACKPACK, also inside a list with a good one', async () => {
      const before = await state();
      expectRefusal(await cash(player, [items[1].storage_id]), 409, 'ITEM_NOT_IN_BACKPACK');
      expectRefusal(await cash(player, [items[0].storage_id, items[1].storage_id]), 409, 'ITEM_NOT_IN_BACKPACK');
      expect(await state()).toEqual(before);
    });

    it("someone else's item or an unknown id: 404 STORAGE_NOT_FOUND, in Chinese too", async () => {
      const other = await aPlayerWithItems(1);
      const before = await state();
      expectRefusal(await cash(player, [other.items[0].storage_id]), 404, 'STORAGE_NOT_FOUND');
      const unknown = await cash(player, ['00000000-0000-4000-8000-000000000000'], 'zh');
      expectRefusal(unknown, 404, 'STORAGE_NOT_FOUND');
      expect(unknown.body.message).toBe('饰品不存在');
      expect(await state()).toEqual(before);
      expect(await storageOf(suite.client, other.player)).toHaveLength(1);
    });

    it.each([
      ['an empty list', []],
      ['not a list', 'abc'],
      ['a non-uuid id', ['abc']],
      ['the same id twice', 'twice'],
    ])('%s: 400 VALIDATION_FAILED', async (_name, data) => {
      const before = await state();
      const body = data === 'twice' ? [items[0].storage_id, items[0].storage_id] : data;
      expectRefusal(await cash(player, body), 400, 'VALIDATION_FAILED');
      expect(await state()).toEqual(before);
    });

    it('needs a login', async () => {
      expectRefusal(await suite.client.post('/api/cash', { data: [items[0].storage_id] }), 401, 'UNAUTHENTICATED');
    });
  });

  it('pays once when the same items are recycled by 20 parallel requests', async () => {
    const { player, items } = await aPlayerWithItems(2);
    const ids = items.map((item) => item.storage_id);
    const results = await Promise.all(Array.from({ length: 20 }, () => cash(player, ids)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(
      results.filter((result) => result.status !== 200).every((result) => result.body.error === 'ITEM_NOT_IN_BACKPACK'),
    ).toBe(true);
    expect(await balanceOf(suite.client, player)).toBe(sum(items.map((item) => item.bean)));
  });

  it('a player with nothing to recycle gets 404', async () => {
    const player = await aPlayer(suite.client).register();
    expectRefusal(await cash(player, ['00000000-0000-4000-8000-000000000001']), 404, 'STORAGE_NOT_FOUND');
  });
});
