import { ChangeType, CounterAccount } from '@lootledger/contracts';
import type { AppendOptions, EventStore, ExpectedVersion, NewEvent } from '@lootledger/event-store';
import { DomainError } from '../../platform/errors/domain-error';
import { grantItems } from '../domain/backpack.decider';
import { PLAYER_ACCOUNT_SNAPSHOT_SCHEMA, initialState } from '../domain/player-account';
import { playerStreamId, type GrantedItem } from '../domain/player-account.events';
import { fold, PLAYER_ACCOUNT } from '../domain/player-account.stream';
import { aLedgerPlayer, creditPlayer, debitPlayer, openLedgerTestDatabase, type LedgerTestDatabase } from '../testing';
import { PlayerAccountService } from './player-account.service';

describe('PlayerAccountService (int, real event store)', () => {
  let db: LedgerTestDatabase;
  let accounts: PlayerAccountService;

  beforeAll(async () => {
    db = await openLedgerTestDatabase();
    accounts = db.accounts();
  });
  afterAll(() => db.close());

  async function balanceRow(playerId: string) {
    const { rows } = await db.sql.query<{ balance: string; stream_version: number }>(
      `SELECT balance::text AS balance, stream_version FROM ledger_balances WHERE player_id = $1`,
      [playerId],
    );
    return rows[0] ? { balance: rows[0].balance, version: Number(rows[0].stream_version) } : undefined;
  }

  async function changeRecords(playerId: string) {
    const { rows } = await db.sql.query<{ bean: string; final_bean: string; type: number; change_type: number }>(
      `SELECT bean::text AS bean, final_bean::text AS final_bean, type, change_type
         FROM ledger_change_records WHERE stream_id = $1 ORDER BY stream_version`,
      [playerStreamId(playerId)],
    );
    return rows.map((row) => ({ ...row, type: Number(row.type), change_type: Number(row.change_type) }));
  }

  it('credits and debits: events with the pinned data shape, balance, change records and a balanced journal', async () => {
    const playerId = await aLedgerPlayer(accounts).withBalance('10.00').create();
    const result = await debitPlayer(accounts, playerId, 250n, 'open-1');
    expect(result).toMatchObject({ balance: 750n, bean: '7.50', version: 2, idempotent: false });
    expect(result.events).toHaveLength(1);

    const events = await db.store.readStream(playerStreamId(playerId));
    expect(events.map((event) => [event.type, event.data])).toEqual([
      [
        'CoinsCredited',
        {
          amount: '1000',
          balance_after: '1000',
          change_type: ChangeType.RECHARGE,
          reference: expect.any(String),
          counter_account: CounterAccount.PAYMENT_CLEARING,
        },
      ],
      [
        'CoinsDebited',
        {
          amount: '-250',
          balance_after: '750',
          change_type: ChangeType.BOX_OPEN,
          reference: 'open-1',
          counter_account: CounterAccount.HOUSE_REVENUE,
        },
      ],
    ]);
    expect(events[1].metadata).toMatchObject({
      schema: 1,
      actor: { type: 'system' },
      command: `debit/${ChangeType.BOX_OPEN}/open-1`,
    });

    expect(await balanceRow(playerId)).toEqual({ balance: '750', version: 2 });
    expect(await changeRecords(playerId)).toEqual([
      { bean: '1000', final_bean: '1000', type: 1, change_type: ChangeType.RECHARGE },
      { bean: '-250', final_bean: '750', type: 2, change_type: ChangeType.BOX_OPEN },
    ]);
    const { rows: legs } = await db.sql.query<{ account: string; amount: string }>(
      `SELECT account, amount::text AS amount FROM ledger_journal WHERE stream_id = $1 ORDER BY stream_version, leg`,
      [playerStreamId(playerId)],
    );
    expect(legs).toEqual([
      { account: playerStreamId(playerId), amount: '1000' },
      { account: CounterAccount.PAYMENT_CLEARING, amount: '-1000' },
      { account: playerStreamId(playerId), amount: '-250' },
      { account: CounterAccount.HOUSE_REVENUE, amount: '250' },
    ]);
  });

  it('refuses a debit above the balance with INSUFFICIENT_BALANCE and changes nothing', async () => {
    const playerId = await aLedgerPlayer(accounts).withBalance('1.00').create();
    await expect(debitPlayer(accounts, playerId, 101n, 'open-too-much')).rejects.toMatchObject({
      key: 'INSUFFICIENT_BALANCE',
      status: 422,
    });
    expect(await db.store.streamVersion(playerStreamId(playerId))).toBe(1);
    expect(await balanceRow(playerId)).toEqual({ balance: '100', version: 1 });
    expect(await changeRecords(playerId)).toHaveLength(1);
  });

  it('100 parallel debits of 1.00 against 10.00: exactly 10 succeed, the balance ends at 0.00, never negative', async () => {
    const playerId = await aLedgerPlayer(accounts).withBalance('10.00').create();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) => debitPlayer(accounts, playerId, 100n, `open-${index}`)),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refusals = outcomes
      .filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
      .map((outcome) => (outcome.reason instanceof DomainError ? outcome.reason.key : String(outcome.reason)));
    expect(succeeded).toHaveLength(10);
    expect(new Set(refusals)).toEqual(new Set(['INSUFFICIENT_BALANCE']));

    expect(await balanceRow(playerId)).toEqual({ balance: '0', version: 11 });
    const records = await changeRecords(playerId);
    expect(records).toHaveLength(11);
    expect(records.every((record) => BigInt(record.final_bean) >= 0n)).toBe(true);
    const events = await db.store.readStream(playerStreamId(playerId));
    expect(events.map((event) => event.data.balance_after)).toEqual([
      '1000',
      '900',
      '800',
      '700',
      '600',
      '500',
      '400',
      '300',
      '200',
      '100',
      '0',
    ]);
  });

  it('is idempotent by reference: the same credit twice credits once; a repeated debit answers as the first time', async () => {
    const playerId = await aLedgerPlayer(accounts).create();
    const first = await creditPlayer(accounts, playerId, 500n, 'order-42');
    const again = await creditPlayer(accounts, playerId, 500n, 'order-42');
    expect(first).toMatchObject({ balance: 500n, idempotent: false });
    expect(again).toMatchObject({ balance: 500n, idempotent: true, events: [] });
    // Same reference, other change type: another fact (e.g. the first-recharge bonus of that order).
    await creditPlayer(accounts, playerId, 50n, 'order-42', ChangeType.FIRST_RECHARGE_BONUS);

    await debitPlayer(accounts, playerId, 550n, 'open-all');
    // Redelivered after the coins are gone: not refused, nothing appended.
    await expect(debitPlayer(accounts, playerId, 550n, 'open-all')).resolves.toMatchObject({
      idempotent: true,
      balance: 0n,
    });
    // A redelivery after the account moved on is still recognised.
    await creditPlayer(accounts, playerId, 1n, 'order-43');
    await expect(creditPlayer(accounts, playerId, 500n, 'order-42')).resolves.toMatchObject({
      idempotent: true,
      balance: 1n,
    });

    expect(await db.store.streamVersion(playerStreamId(playerId))).toBe(4);
    expect((await changeRecords(playerId)).map((record) => record.bean)).toEqual(['500', '50', '-550', '1']);
  });

  it('concurrent duplicates of one credit apply it once', async () => {
    const playerId = await aLedgerPlayer(accounts).create();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => creditPlayer(accounts, playerId, 700n, 'order-dup')),
    );
    expect(results.filter((result) => !result.idempotent)).toHaveLength(1);
    expect(await balanceRow(playerId)).toEqual({ balance: '700', version: 1 });
  });

  it('loads from a snapshot plus the events after it, equal to a full replay', async () => {
    const service = db.accounts({ snapshotEvery: 10, cachedAccounts: 0 });
    const playerId = await aLedgerPlayer(service).withBalance('1000.00').create();
    for (let index = 0; index < 24; index++) await debitPlayer(service, playerId, BigInt(index + 1), `open-${index}`);

    const loaded = await service.load(playerId);
    const all = await db.store.readStream(playerStreamId(playerId));
    const replayed = fold(
      initialState(),
      all.map((event) => PLAYER_ACCOUNT.events.read(event)),
    );
    expect(loaded.state).toEqual(replayed);
    expect(loaded).toMatchObject({ state: { balance: 100_000n - 300n }, version: 25 });
    // The snapshot at version 20 leaves 5 events to read.
    expect(loaded.eventsRead).toBe(5);
    const snapshot = await db.store.loadSnapshot(playerStreamId(playerId), PLAYER_ACCOUNT_SNAPSHOT_SCHEMA);
    expect(snapshot?.version).toBe(20);
  });

  it('snapshots a large backpack less often: about one version per three items held', async () => {
    const service = db.accounts({ snapshotEvery: 10 });
    const playerId = 'a-large-backpack';
    const stream = playerStreamId(playerId);
    const item = (storageId: string): GrantedItem => ({
      storage_id: storageId,
      item_id: 'knife',
      name_zh: '刀',
      name_en: 'Knife',
      hash_name: 'Knife',
      cover: '',
      value: '100',
      lv: 1,
      dura: 0,
    });
    const grant = (from: number, count: number) =>
      service.execute(
        playerId,
        `grant/${from}`,
        (state) => [
          grantItems(
            state,
            'test',
            `grant-${from}`,
            Array.from({ length: count }, (_, index) =>
              item(`00000000-0000-4000-8000-${String(from + index).padStart(12, '0')}`),
            ),
          ).event,
        ],
        { actor: { type: 'system', id: 'test' }, at: new Date() },
      );
    const snapshotVersion = async () => (await db.store.loadSnapshot(stream, PLAYER_ACCOUNT_SNAPSHOT_SCHEMA))?.version;
    // 20 items: a third of them is 7 versions, under 10: snapshots stay every 10 versions.
    for (let version = 0; version < 10; version++) await grant(version * 2, 2);
    expect(await snapshotVersion()).toBe(10);
    // 600 items more (620): the interval becomes 210 (620 / 3, up to a multiple of 10): none at 20 ... 200.
    await grant(1_000, 600);
    for (let version = 12; version < 210; version++) await creditPlayer(service, playerId, 1n, `filler-${version}`);
    expect(await snapshotVersion()).toBe(10);
    await creditPlayer(service, playerId, 1n, 'filler-210');
    expect(await snapshotVersion()).toBe(210);
  });

  it('takes a snapshot when a load folds a long tail, so the next load is short', async () => {
    const service = db.accounts({ snapshotEvery: 10, cachedAccounts: 0 });
    const playerId = 'long-tail';
    const streamId = playerStreamId(playerId);
    // Appended straight to the store (as a bulk import would), without snapshots.
    const events: NewEvent[] = Array.from({ length: 30 }, (_, index) => ({
      eventId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      type: 'CoinsCredited',
      data: {
        amount: '1',
        balance_after: String(index + 1),
        change_type: ChangeType.RECHARGE,
        reference: `r-${index}`,
        counter_account: CounterAccount.PAYMENT_CLEARING,
      },
    }));
    await db.store.appendToStream(streamId, events, 0);
    expect((await service.load(playerId)).eventsRead).toBe(30);
    expect(await service.load(playerId)).toMatchObject({ state: { balance: 30n }, version: 30, eventsRead: 0 });
  });

  it('starts from its cached state but reads what other processes appended since, and decides on that', async () => {
    const here = db.accounts();
    const elsewhere = db.accounts();
    const playerId = await aLedgerPlayer(here).withBalance('10.00').create();
    expect(here.cachedState(playerId)).toMatchObject({ balance: 1_000n });
    expect((await here.load(playerId)).version).toBe(1);
    await debitPlayer(elsewhere, playerId, 900n, 'open-elsewhere');
    // The cache says 10.00; the stream says 1.00: the decision follows the stream.
    const loaded = await here.load(playerId);
    expect(loaded).toMatchObject({ state: { balance: 100n }, version: 2, eventsRead: 1 });
    await expect(debitPlayer(here, playerId, 500n, 'open-here')).rejects.toThrow('INSUFFICIENT_BALANCE');
    expect(await balanceRow(playerId)).toEqual({ balance: '100', version: 2 });
  });

  function interferingStore(sneakIn: () => Promise<unknown>, times = 1): EventStore {
    let remaining = times;
    const store: EventStore = Object.create(db.store) as EventStore;
    store.appendToStream = async (
      streamId: string,
      events: readonly NewEvent[],
      expected: ExpectedVersion,
      options?: AppendOptions,
    ) => {
      if (remaining-- > 0) await sneakIn();
      return db.store.appendToStream(streamId, events, expected, options);
    };
    return store;
  }

  it('retries a version conflict in one place: reloads, decides again on the fresh state, appends', async () => {
    const playerId = await aLedgerPlayer(accounts).withBalance('5.00').create();
    const service = PlayerAccountService.over(
      interferingStore(() => creditPlayer(accounts, playerId, 100n, 'sneaked-in')),
    );
    await expect(debitPlayer(service, playerId, 400n, 'open-after-conflict')).resolves.toMatchObject({
      balance: 200n,
      version: 3,
    });
    expect(await balanceRow(playerId)).toEqual({ balance: '200', version: 3 });
  });

  it('re-decides after a conflict: a debit that fit the stale state but not the fresh one is refused', async () => {
    const playerId = await aLedgerPlayer(accounts).withBalance('5.00').create();
    const service = PlayerAccountService.over(
      interferingStore(() => debitPlayer(accounts, playerId, 200n, 'sneaked-debit')),
    );
    await expect(debitPlayer(service, playerId, 400n, 'open-stale')).rejects.toMatchObject({
      key: 'INSUFFICIENT_BALANCE',
    });
    expect(await balanceRow(playerId)).toEqual({ balance: '300', version: 2 });
  });

  it('gives up after the bounded attempts with 409 CONCURRENT_CHANGE, appending nothing of its own', async () => {
    const playerId = await aLedgerPlayer(accounts).withBalance('5.00').create();
    let sneaked = 0;
    const alwaysBehind = interferingStore(() => creditPlayer(accounts, playerId, 1n, `sneaked-${sneaked++}`), 1000);
    const service = PlayerAccountService.over(alwaysBehind, { maxAttempts: 3 });
    await expect(debitPlayer(service, playerId, 100n, 'never')).rejects.toMatchObject({
      key: 'CONCURRENT_CHANGE',
      status: 409,
    });
    expect(await balanceRow(playerId)).toEqual({ balance: '503', version: 4 });
  });
});
