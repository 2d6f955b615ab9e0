// The live pushes of an opening over the real websocket: every connection gets a `drop` per item
// (committed openings only), the player's own connections get `balance`; nothing is pushed for a
// refused open.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { openSocket, type TestSocket } from '../../../realtime/testing';
import { aDemoBox, aFundedPlayer, startGamesTestApp, type GamesTestApp } from '../../testing';

let app: GamesTestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await startGamesTestApp();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await app.close();
});

async function socket(): Promise<TestSocket> {
  const opened = await openSocket(app.baseUrl);
  sockets.push(opened);
  return opened;
}

it('pushes a drop per item to everyone and the new balance to the player only', async () => {
  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 2n));
  const own = await socket();
  expect(await own.authenticate(player.token)).toMatchObject({ type: 'authenticated', player_id: player.id });
  const anonymous = await socket();

  const opened = await app.client.post<{ open_id: string; bean: string; items: { id: string; bean: string }[] }>(
    '/api/box/open',
    { id: box.id, num: 2 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);

  for (const listener of [own, anonymous]) {
    const drops = [await listener.next('drop', 30_000), await listener.next('drop', 30_000)];
    expect(drops.map((drop) => drop.open_id)).toEqual([opened.body.data.open_id, opened.body.data.open_id]);
    expect(drops.map((drop) => drop.item.id)).toEqual(opened.body.data.items.map((item) => item.id));
    expect(drops[0]).toMatchObject({ v: 1, user: { id: player.id }, box: { id: box.id, name: box.name } });
    expect(drops[0].item.bean).toBe(opened.body.data.items[0].bean);
  }
  // The top-up may still be on its way as a push of its own: the balances arrive in ledger order.
  let balance = await own.next('balance', 30_000);
  if (balance.bean !== opened.body.data.bean) balance = await own.next('balance', 30_000);
  expect(balance).toEqual({ type: 'balance', v: 1, bean: opened.body.data.bean });
  expect(await anonymous.unreadAfter('balance')).toEqual([]);

  // A refused open (the balance pays no third box) pushes nothing.
  const refused = await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token });
  expect(refused.status).toBe(422);
  expect(await anonymous.unreadAfter('drop', 500)).toEqual([]);
});
