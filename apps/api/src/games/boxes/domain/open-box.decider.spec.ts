import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { serverSeedHash, unitFloat, verifyDraw, weightedPick } from '@lootledger/fairness';
import { fold, initialState, type ItemsGranted, type PlayerAccountEvent } from '../../../ledger';
import type { StreamEvent } from '../../../platform/event-sourcing';
import type { BoxOpened } from './box-opened.event';
import { DomainError } from '../../../platform/errors/domain-error';
import { SeedPairChangedError } from '../../fairness/seed-pair-changed.error';
import { openBox, type BoxForOpening, type OpenBoxRequest } from './open-box.decider';
import { aGameItem } from '../../testing/game-item.builder';

const serverSeed = 'a'.repeat(64);
// Positions deliberately out of array order: the draw follows position, then id.
const box: BoxForOpening = {
  id: 'box-1',
  name_zh: '箱子',
  name_en: 'Box',
  cover: '/covers/boxes/box-1.svg',
  price: 1_000n,
  pool: [
    { itemId: 'm4', position: 2, weight: 3, item: aGameItem('m4', 800n) },
    { itemId: 'ak', position: 1, weight: 1, item: aGameItem('ak', 500n) },
    { itemId: 'knife', position: 3, weight: 1, item: aGameItem('knife', 9_000n) },
  ],
};

const funded = (hundredths: string, nonceUsed = 0): StreamEvent[] => [
  {
    type: 'CoinsCredited',
    data: {
      amount: hundredths,
      balance_after: hundredths,
      change_type: ChangeType.RECHARGE,
      reference: 'order-1',
      counter_account: CounterAccount.PAYMENT_CLEARING,
    },
  },
  {
    type: 'SeedPairCommitted',
    data: { pair_id: 'pair-1', server_seed_hash: serverSeedHash(serverSeed), client_seed: 'player-seed' },
  },
  ...(nonceUsed > 0
    ? [
        {
          type: 'BoxOpened',
          data: {
            ...openedTemplate(),
            draws: [{ nonce: nonceUsed - 1, cursor: 0, ticket: 0, item_id: 'ak', storage_id: 's0' }],
          },
        } as BoxOpened,
      ]
    : []),
];

function openedTemplate(): BoxOpened['data'] {
  return {
    open_id: 'earlier',
    box_id: 'box-1',
    box_name_zh: '箱子',
    box_name_en: 'Box',
    box_cover: '',
    price: '1000',
    num: 1,
    pool: [],
    pair_id: 'pair-1',
    server_seed_hash: serverSeedHash(serverSeed),
    client_seed: 'player-seed',
    draws: [],
  };
}

const request = (num: number, overrides: Partial<OpenBoxRequest> = {}): OpenBoxRequest => ({
  openId: 'open-1',
  box,
  num,
  pairId: 'pair-1',
  serverSeed,
  storageIds: Array.from({ length: num }, (_, index) => `storage-${index}`),
  ...overrides,
});

describe('openBox (decider)', () => {
  it('debits num x price, draws on consecutive nonces from the pool in draw order, grants what it drew', () => {
    const state = fold(initialState(), funded('5000', 7));
    const [debit, opened, granted] = openBox(state, request(3)) as [PlayerAccountEvent, BoxOpened, ItemsGranted];

    expect(debit).toEqual({
      type: 'CoinsDebited',
      data: {
        amount: '-3000',
        balance_after: '2000',
        change_type: ChangeType.BOX_OPEN,
        reference: 'open-1',
        counter_account: CounterAccount.HOUSE_REVENUE,
      },
    });
    expect(opened.data.pool).toEqual([
      ['ak', 1],
      ['m4', 3],
      ['knife', 1],
    ]);
    expect(opened.data.draws.map((draw) => draw.nonce)).toEqual([7, 8, 9]);
    for (const draw of opened.data.draws) {
      const expected = weightedPick(opened.data.pool, unitFloat(serverSeed, 'player-seed', draw.nonce, 0));
      expect(draw).toMatchObject({ ticket: expected.ticket, item_id: expected.itemId, cursor: 0 });
      // What an auditor holding the revealed seed recomputes:
      expect(
        verifyDraw({
          kind: 'weighted-pick',
          serverSeed,
          serverSeedHash: opened.data.server_seed_hash,
          clientSeed: opened.data.client_seed,
          nonce: draw.nonce,
          cursor: draw.cursor,
          pool: opened.data.pool,
          ticket: draw.ticket,
          itemId: draw.item_id,
        }).ok,
      ).toBe(true);
    }
    expect(granted.data.items.map((granted) => [granted.storage_id, granted.item_id])).toEqual(
      opened.data.draws.map((draw) => [draw.storage_id, draw.item_id]),
    );
    expect(granted.data).toMatchObject({ source: 'box_open', source_id: 'open-1' });

    const after = fold(state, [debit, opened, granted]);
    expect(after.balance).toBe(2_000n);
    expect(after.seedPair?.nonce).toBe(10);
    expect([...after.items.keys()].sort()).toEqual(['storage-0', 'storage-1', 'storage-2']);
  });

  it('refuses an open the balance cannot pay, drawing nothing', () => {
    const state = fold(initialState(), funded('2999'));
    expect(() => openBox(state, request(3))).toThrow(DomainError);
    expect(() => openBox(state, request(3))).toThrow('INSUFFICIENT_BALANCE');
  });

  it('asks for the seed again when the active pair is another one, or there is none', () => {
    expect(() => openBox(fold(initialState(), funded('5000')), request(1, { pairId: 'pair-0' }))).toThrow(
      SeedPairChangedError,
    );
    expect(() => openBox(initialState(), request(1))).toThrow(SeedPairChangedError);
  });

  it('refuses a server seed that is not the committed one', () => {
    expect(() => openBox(fold(initialState(), funded('5000')), request(1, { serverSeed: 'b'.repeat(64) }))).toThrow(
      /commitment/,
    );
  });
});

describe('openBox, free (a daily free box)', () => {
  it('debits nothing, even at a zero balance, and draws exactly as a paid opening on the same nonce', () => {
    const state = fold(initialState(), funded('0', 4).slice(1));
    const events = openBox(state, request(1, { free: { reference: 'free-box-f1-2026-11-25' } }));
    expect(events.map((event) => event.type)).toEqual(['BoxOpened', 'ItemsGranted']);
    const opened = events[0] as BoxOpened;
    expect(opened.data).toEqual(
      expect.objectContaining({ price: '0', free: true, free_reference: 'free-box-f1-2026-11-25' }),
    );
    const paid = openBox(fold(initialState(), funded('5000', 4)), request(1))[1] as BoxOpened;
    expect(opened.data.draws).toEqual(paid.data.draws);
  });
});
