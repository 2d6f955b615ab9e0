// kill -9 in the middle of top-ups: the built server (apps/api/dist/main.js) runs as a child process;
// each round pays an order through the sandbox gateway and kills the server with SIGKILL a random
// moment later (while the notification is sent, recorded or credited), then starts it again. In the
// end every order is credited exactly once and the audit finds nothing: the gateway resends what it
// still owed, the order's steps are idempotent, and the recovery loop finishes half-done orders.
import { ChangeType } from '@lootledger/contracts';
import { runAudit } from '../../audit';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import { aCrashTestServer } from '../../platform/testing/built-server';

const ROUNDS = 4;

/** Confirms the sandbox payment; true when it is (now or already) paid, false when the server was gone. */
async function confirm(port: number, orderId: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/sandbox/pay/${orderId}/confirm`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    return response.status === 200 || response.status === 409;
  } catch {
    return false;
  }
}

describe('kill -9 during top-ups (built server, child process)', () => {
  const server = aCrashTestServer('crash', {
    SANDBOX_PAY_NOTIFY_DELAY_MS: '0',
    SANDBOX_PAY_RETRY_BASE_MS: '100',
    SANDBOX_PAY_DUPLICATES: '3',
  });

  it('credits every paid order exactly once across SIGKILLs and restarts; the audit passes', async () => {
    const client = await server.start();
    const { port } = server.site;
    const player: TestPlayer = await aPlayer(client).register();

    const orders: { id: string; confirmed: boolean }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const placed = await client.post<{ order_id: string }>(
        '/api/recharge',
        { id: 'pkg-10', pay_way: 7 },
        { token: player.token },
      );
      expect(placed.status).toBe(200);
      const order = { id: placed.body.data.order_id, confirmed: false };
      orders.push(order);
      const confirming = confirm(port, order.id).then((ok) => (order.confirmed = ok));
      // Somewhere between the notification's arrival and the end of the order's steps.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 60)));
      await server.kill();
      await confirming;
      await server.start();
      // A confirmation the kill cut off is made again (the sandbox answers 409 when it was paid).
      for (const earlier of orders) if (!earlier.confirmed) earlier.confirmed = await confirm(port, earlier.id);
    }
    expect(orders.every((order) => order.confirmed)).toBe(true);

    // A notification cut off mid-attempt is due again once its lease ends (request timeout + 5 s).
    const deadline = Date.now() + 40_000;
    let bean = '';
    while (Date.now() < deadline) {
      bean = (await client.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean;
      if (bean === '40.00') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(bean).toBe('40.00');
    const history = await client.get<{ data: { status: string }[] }>('/api/recharge_record', { token: player.token });
    expect(history.body.data.data.map((row) => row.status)).toEqual(Array(ROUNDS).fill('paid'));

    // Stopped (what was in flight finished), the store is final: every duplicate and retry that
    // arrived was refused or changed nothing, whenever it came.
    await server.stopAndRead(async (sql) => {
      const credits = await sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger_change_records WHERE player_id = $1 AND change_type = $2',
        [player.id, ChangeType.RECHARGE],
      );
      expect(credits.rows[0].n).toBe(ROUNDS);
      const balance = await sql.query<{ balance: string }>(
        'SELECT balance::text FROM ledger_balances WHERE player_id = $1',
        [player.id],
      );
      expect(balance.rows).toEqual([{ balance: '4000' }]);
      const report = await runAudit(sql);
      expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    });
  }, 300_000);
});
