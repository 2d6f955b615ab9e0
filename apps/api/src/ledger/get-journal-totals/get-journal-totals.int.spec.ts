import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { openLedgerTestDatabase, type LedgerTestDatabase } from '../testing/ledger-test-database';
import { aLedgerPlayer, creditPlayer, debitPlayer } from '../testing/player-account.builder';
import { GetJournalTotalsHandler } from './get-journal-totals.handler';

describe('journal totals (int)', () => {
  let db: LedgerTestDatabase;
  beforeAll(async () => {
    db = await openLedgerTestDatabase();
  });
  afterAll(() => db.close());

  it('sums each counter-account and the players; the whole journal sums to zero', async () => {
    const accounts = db.accounts();
    const playerId = await aLedgerPlayer(accounts).withBalance('100.00').create();
    await debitPlayer(accounts, playerId, 3_000n, 'open-1');
    await creditPlayer(accounts, playerId, 1_200n, 'recycle-1', ChangeType.RECYCLE);
    await creditPlayer(accounts, playerId, 500n, 'sign-in-1', ChangeType.SIGN_IN_PACKET);
    expect(await new GetJournalTotalsHandler(db.sql).execute()).toEqual({
      counterAccounts: {
        [CounterAccount.PAYMENT_CLEARING]: '-100.00',
        [CounterAccount.HOUSE_REVENUE]: '18.00',
        [CounterAccount.PROMOTION_EXPENSE]: '-5.00',
      },
      players: '87.00',
      total: '0.00',
    });
  });
});
