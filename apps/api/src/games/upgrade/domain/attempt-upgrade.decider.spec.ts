import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { serverSeedHash, unitFloat } from '@lootledger/fairness';
import { fold, grantItems, initialState, type PlayerAccountState } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import type { StreamEvent } from '../../../platform/event-sourcing';
import { refusal } from '../../../platform/testing/refusal';
import { SeedPairChangedError } from '../../fairness/seed-pair-changed.error';
import { attemptUpgrade, type AttemptUpgradeRequest } from './attempt-upgrade.decider';
import type { UpgradeAttempted } from './upgrade-attempted.event';
import { priceAtRate, rateForValue, upgradeTerms } from './upgrade-pricing';
import { aGrantedItem } from '../../../ledger/testing';

const serverSeed = 'a'.repeat(64);
// fairness.md vectors: nonce 0 of ("a"×64, "player-seed") rolls 1514, nonce 1 rolls 1188.
const target = {
  item_id: 'knife',
  name_zh: '刀',
  name_en: 'Knife',
  hash_name: 'Knife (Field-Tested)',
  cover: '/covers/items/knife.svg',
  value: '10000',
  lv: 6,
  dura: 3,
};

function account(balance: string, frozen = false): PlayerAccountState {
  const events: StreamEvent[] = [
    {
      type: 'CoinsCredited',
      data: {
        amount: balance,
        balance_after: balance,
        change_type: ChangeType.RECHARGE,
        reference: 'order-1',
        counter_account: CounterAccount.PAYMENT_CLEARING,
      },
    },
    {
      type: 'SeedPairCommitted',
      data: { pair_id: 'pair-1', server_seed_hash: serverSeedHash(serverSeed), client_seed: 'player-seed' },
    },
    ...(frozen ? [{ type: 'AccountFrozen', data: { reason: 'test' } }] : []),
  ];
  const state = fold(initialState(), events);
  const stake = aGrantedItem;
  return grantItems(state, 'box_open', 'open-1', [stake('s1', '2000'), stake('s2', '1000'), stake('big', '9000')])
    .state;
}

const request = (overrides: Partial<AttemptUpgradeRequest> = {}): AttemptUpgradeRequest => ({
  upgradeId: 'u-1',
  target,
  rtp: 9500,
  rate: 5000,
  stakedStorageIds: [],
  pairId: 'pair-1',
  serverSeed,
  storageId: 'new-1',
  ...overrides,
});

const attemptedOf = (events: StreamEvent[]) =>
  (events.find((event) => event.type === 'UpgradeAttempted') as UpgradeAttempted).data;

describe('upgrade pricing', () => {
  it('prices rate × value ÷ RTP, rounded up to the hundredth', () => {
    expect(priceAtRate(10_000n, 5000, 9500)).toBe(5264n); // 5263.157… → 5264
    expect(priceAtRate(9_500n, 5000, 9500)).toBe(5000n); // exact: no rounding
    expect(priceAtRate(1n, 500, 9500)).toBe(1n); // 0.0526… of a hundredth → 1
    expect(priceAtRate(10_000n, 7500, 10_000)).toBe(7500n);
  });

  it('turns a value back into a rate, rounded down, and never overpays the price', () => {
    expect(rateForValue(10_000n, 5264n, 9500)).toBe(5000);
    expect(rateForValue(10_000n, 5263n, 9500)).toBe(4999);
    for (const rate of [500, 501, 1234, 5000, 7499, 7500]) {
      const price = priceAtRate(123_457n, rate, 9500);
      expect(rateForValue(123_457n, price, 9500)).toBe(rate);
      expect(rateForValue(123_457n, price - 1n, 9500)).toBeLessThan(rate);
    }
  });

  it('refuses rates outside 5%–75% and a stake worth more than the price', () => {
    const terms = (input: Partial<Parameters<typeof upgradeTerms>[0]>) => () =>
      upgradeTerms({ targetValue: 10_000n, rtp: 9500, staked: false, ...input });
    expect(refusal(terms({ rate: 499 }))).toBe('UPGRADE_RATE_TOO_LOW');
    expect(refusal(terms({ rate: 7501 }))).toBe('UPGRADE_RATE_TOO_HIGH');
    expect(refusal(terms({ rate: 50.5 }))).toBe('UPGRADE_RATE_TOO_LOW');
    expect(refusal(terms({}))).toBe('UPGRADE_RATE_TOO_LOW');
    expect(refusal(terms({ staked: true, stakeValue: 526n }))).toBe('UPGRADE_RATE_TOO_LOW'); // 499 bp
    expect(refusal(terms({ staked: true, stakeValue: 7896n }))).toBe('UPGRADE_RATE_TOO_HIGH'); // 7501 bp
    expect(refusal(terms({ rate: 500, staked: true, stakeValue: 528n }))).toBe('UPGRADE_STAKE_EXCEEDS_PRICE');
    expect(terms({ rate: 500, staked: true, stakeValue: 527n })().coins).toBe(0n); // exactly the price
    expect(terms({ staked: true, stakeValue: 527n })()).toEqual({
      rate: 500,
      price: 527n,
      coins: 0n,
      stakeValue: 527n,
    });
    expect(terms({ staked: true, stakeValue: 7895n })().rate).toBe(7500);
    expect(terms({ rate: 5000, staked: true, stakeValue: 2000n })()).toEqual({
      rate: 5000,
      price: 5264n,
      coins: 3264n,
      stakeValue: 2000n,
    });
  });
});

describe('attemptUpgrade decider', () => {
  it('a success: debits the price (UPGRADE, house revenue), records the draw, grants the target', () => {
    const state = account('10000');
    const events = attemptUpgrade(state, request({ rate: 2000 }));
    expect(events.map((event) => event.type)).toEqual(['CoinsDebited', 'UpgradeAttempted', 'ItemsGranted']);
    expect(events[0].data).toMatchObject({
      amount: '-2106', // ceil(2000 × 10000 ÷ 9500) = 2105.26… → 2106
      change_type: ChangeType.UPGRADE,
      counter_account: CounterAccount.HOUSE_REVENUE,
      reference: 'u-1',
    });
    const attempted = attemptedOf(events);
    expect(attempted).toMatchObject({
      rate: 2000,
      rtp: 9500,
      price: '2106',
      coins: '2106',
      stake_value: '0',
      nonce: 0,
      cursor: 0,
      roll: Math.floor(unitFloat(serverSeed, 'player-seed', 0, 0) * 10000),
      success: true,
      storage_id: 'new-1',
    });
    expect(attempted.roll).toBe(1514);
    const after = fold(state, events);
    expect(after.balance).toBe(10000n - 2106n);
    expect(after.items.get('new-1')).toMatchObject({ itemId: 'knife', value: 10000n, status: 0 });
    expect(after.seedPair?.nonce).toBe(1);
  });

  it('a failure: pays, records the draw, grants nothing; the next attempt uses the next nonce', () => {
    const state = account('10000');
    const events = attemptUpgrade(state, request({ rate: 1514 })); // roll 1514 is not below 1514
    expect(events.map((event) => event.type)).toEqual(['CoinsDebited', 'UpgradeAttempted']);
    expect(attemptedOf(events)).toMatchObject({ success: false, storage_id: null, roll: 1514 });
    const after = fold(state, events);
    expect(after.items.has('new-1')).toBe(false);
    expect(attemptedOf(attemptUpgrade(after, request({ upgradeId: 'u-2', rate: 1189 })))).toMatchObject({
      nonce: 1,
      roll: 1188,
      success: true,
    });
  });

  it('a stake alone: the items leave for good and their value buys the rate; no coins move', () => {
    const state = account('0');
    const events = attemptUpgrade(state, request({ rate: undefined, stakedStorageIds: ['s1', 's2'] }));
    expect(events.map((event) => event.type)).toEqual(['ItemsConsumed', 'UpgradeAttempted', 'ItemsGranted']);
    expect(events[0].data).toEqual({ source: 'upgrade', source_id: 'u-1', storage_ids: ['s1', 's2'], value: '3000' });
    expect(attemptedOf(events)).toMatchObject({ rate: 2850, price: '3000', coins: '0', stake_value: '3000' });
    const after = fold(state, events);
    expect(after.items.has('s1')).toBe(false);
    expect(after.items.has('s2')).toBe(false);
    expect(after.balance).toBe(0n);
  });

  it('a stake with a rate: the coins pay what the items do not', () => {
    const events = attemptUpgrade(account('5000'), request({ rate: 5000, stakedStorageIds: ['s1'] }));
    expect(events.map((event) => event.type)).toEqual([
      'ItemsConsumed',
      'CoinsDebited',
      'UpgradeAttempted',
      'ItemsGranted',
    ]);
    expect(events[1].data).toMatchObject({ amount: '-3264' });
    expect(attemptedOf(events)).toMatchObject({ price: '5264', coins: '3264', stake_value: '2000' });
  });

  it('refuses and decides nothing: balance, frozen, items not held, rates, excess stake', () => {
    expect(refusal(() => attemptUpgrade(account('2105'), request({ rate: 2000 })))).toBe('INSUFFICIENT_BALANCE');
    expect(refusal(() => attemptUpgrade(account('99999', true), request()))).toBe('ACCOUNT_FROZEN');
    expect(refusal(() => attemptUpgrade(account('0'), request({ rate: undefined, stakedStorageIds: ['nope'] })))).toBe(
      'ITEM_NOT_IN_BACKPACK',
    );
    expect(refusal(() => attemptUpgrade(account('99999'), request({ rate: 400 })))).toBe('UPGRADE_RATE_TOO_LOW');
    expect(refusal(() => attemptUpgrade(account('99999'), request({ rate: 8000 })))).toBe('UPGRADE_RATE_TOO_HIGH');
    expect(refusal(() => attemptUpgrade(account('99999'), request({ rate: undefined })))).toBe('UPGRADE_RATE_TOO_LOW');
    expect(
      refusal(() => attemptUpgrade(account('99999'), request({ rate: undefined, stakedStorageIds: ['big'] }))),
    ).toBe('UPGRADE_RATE_TOO_HIGH'); // 9000 × 0.95 ÷ 10000 = 85.5%
    expect(refusal(() => attemptUpgrade(account('99999'), request({ rate: 1000, stakedStorageIds: ['s1'] })))).toBe(
      'UPGRADE_STAKE_EXCEEDS_PRICE',
    );
    expect(
      refusal(() => attemptUpgrade(account('99999'), request({ rate: undefined, stakedStorageIds: ['s1', 's1'] }))),
    ).toBe('VALIDATION_FAILED');
  });

  it('a racing attempt that lost the stake decides again and is refused', () => {
    const state = account('0');
    const first = attemptUpgrade(state, request({ rate: undefined, stakedStorageIds: ['s1'] }));
    const after = fold(state, first);
    expect(
      refusal(() => attemptUpgrade(after, request({ upgradeId: 'u-2', rate: undefined, stakedStorageIds: ['s1'] }))),
    ).toBe('ITEM_NOT_IN_BACKPACK');
  });

  it('asks for the seed again when the pair rotated meanwhile', () => {
    expect(() => attemptUpgrade(account('10000'), request({ pairId: 'pair-0' }))).toThrow(SeedPairChangedError);
    expect(() => attemptUpgrade(account('10000'), request({ serverSeed: 'b'.repeat(64) }))).toThrow(Error);
    expect(() => attemptUpgrade(account('10000'), request({ serverSeed: 'b'.repeat(64) }))).not.toThrow(DomainError);
  });
});
