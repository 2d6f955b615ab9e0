import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { systemContext } from '../../platform/event-sourcing';
import { GetJournalTotalsHandler } from '../get-journal-totals/get-journal-totals.handler';
import { openLedgerTestDatabase, type LedgerTestDatabase } from '../testing/ledger-test-database';
import { aLedgerPlayer, debitPlayer } from '../testing/player-account.builder';
import { CounterAccountsService } from './counter-accounts.service';

describe('settlements between counter-accounts (int)', () => {
  let db: LedgerTestDatabase;
  beforeAll(async () => {
    db = await openLedgerTestDatabase();
  });
  afterAll(() => db.close());

  it('moves escrowed stakes to the house once, as two journal legs summing to zero', async () => {
    const accounts = db.accounts();
    const settlements = CounterAccountsService.over(db.store);
    const players = [
      await aLedgerPlayer(accounts).withBalance('50.00').create(),
      await aLedgerPlayer(accounts).withBalance('50.00').create(),
    ];
    for (const player of players) await debitPlayer(accounts, player, 1_500n, `stake-${player}`, ChangeType.BATTLE);
    const totals = () => new GetJournalTotalsHandler(db.sql).execute();
    expect((await totals()).counterAccounts).toMatchObject({ [CounterAccount.GAME_ESCROW]: '30.00' });

    const release = {
      source: 'battle-b1',
      from: CounterAccount.GAME_ESCROW,
      to: CounterAccount.HOUSE_REVENUE,
      amount: 3_000n,
      reason: 'battle_ended',
      reference: 'battle-b1',
    };
    const first = await settlements.settle(release, systemContext('test', new Date()));
    expect(first.events.map((event) => [event.streamId, event.type])).toEqual([
      ['house-battle-b1', 'CounterAccountsSettled'],
    ]);
    // A repeat (a process after a crash, racing a request) appends nothing, even from another runner.
    const again = await CounterAccountsService.over(db.store).settle(release, systemContext('test', new Date()));
    expect(again.events).toEqual([]);
    // Two runners racing for a new one: one appends it.
    const race = await Promise.all(
      [1, 2].map(() =>
        CounterAccountsService.over(db.store).settle(
          { ...release, source: 'battle-b2', reference: 'battle-b2', amount: 1n },
          systemContext('test', new Date()),
        ),
      ),
    );
    expect(race.flatMap((result) => result.events)).toHaveLength(1);
    expect(await db.store.readStream('house-battle-b2')).toHaveLength(1);

    const legs = await db.sql.query<{ leg: number; account: string; amount: string }>(
      `SELECT leg, account, amount::text AS amount FROM ledger_journal WHERE stream_id = 'house-battle-b1' ORDER BY leg`,
    );
    expect(legs.rows).toEqual([
      { leg: 2, account: CounterAccount.HOUSE_REVENUE, amount: '3000' },
      { leg: 3, account: CounterAccount.GAME_ESCROW, amount: '-3000' },
    ]);
    expect(await totals()).toEqual({
      counterAccounts: {
        [CounterAccount.PAYMENT_CLEARING]: '-100.00',
        [CounterAccount.GAME_ESCROW]: '-0.01',
        [CounterAccount.HOUSE_REVENUE]: '30.01',
      },
      players: '70.00',
      total: '0.00',
    });
  });
});
