import { openLedgerTestDatabase, type LedgerTestDatabase } from '../testing/ledger-test-database';
import { aPlayerStream } from '../testing/recorded-event.builder';
import { BalanceProjection } from './balance.projection';
import { GetPlayerBalanceHandler } from './get-player-balance.handler';
import { GetPlayerBalanceQuery } from './get-player-balance.query';

describe('player balance read model (int)', () => {
  let db: LedgerTestDatabase;
  let handler: GetPlayerBalanceHandler;
  const projection = new BalanceProjection();

  beforeAll(async () => {
    db = await openLedgerTestDatabase();
    handler = new GetPlayerBalanceHandler(db.sql);
  });
  afterAll(() => db.close());

  it('answers "0.00" for a player without coin events', async () => {
    expect(await handler.execute(new GetPlayerBalanceQuery('nobody'))).toEqual({ playerId: 'nobody', bean: '0.00' });
  });

  it('reflects the last balance_after, whatever order the events arrive in, and replays idempotently', async () => {
    const events = aPlayerStream('p-1').credit(10_000n).debit(1_250n).credit(5n).build();
    await db.sql.transaction((tx) => projection.apply(tx, [events[2], events[0]]));
    await db.sql.transaction((tx) => projection.apply(tx, [events[1]]));
    expect((await handler.execute(new GetPlayerBalanceQuery('p-1'))).bean).toBe('87.55');
    await db.sql.transaction((tx) => projection.apply(tx, events));
    expect((await handler.execute(new GetPlayerBalanceQuery('p-1'))).bean).toBe('87.55');
  });

  it('keeps amounts beyond 2^53 hundredths exact', async () => {
    const events = aPlayerStream('p-big').credit(9_007_199_254_740_993n).build();
    await db.sql.transaction((tx) => projection.apply(tx, events));
    expect((await handler.execute(new GetPlayerBalanceQuery('p-big'))).bean).toBe('90071992547409.93');
  });
});
