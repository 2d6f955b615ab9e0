// What the fleet test (platform/cluster/fleet.e2e.spec.ts) does through the balancer and checks
// afterwards: waits with a deadline, authenticated websockets (and the process each landed on), the
// frames a socket received, a player's change-record sum, amounts in hundredths.
import type { ServerFrame } from '@lootledger/contracts';
import { WebSocket } from 'ws';
import { randomAddress, TestSocket } from '../../../realtime/testing';
import type { ApiClient, ApiResult } from '../api-client';

/** How long the fleet test waits for anything (a process, a push, a credit). */
export const WAIT_MS = 120_000;

export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${WAIT_MS} ms (${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A websocket through the balancer, authenticated; which process it landed on. */
export async function connect(baseUrl: string, token: string): Promise<{ socket: TestSocket; backend: string }> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers: { 'x-forwarded-for': randomAddress() } });
  let backend = '';
  ws.once('upgrade', (response) => (backend = String(response.headers['x-lb-backend'])));
  const socket = new TestSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  socket.clientId = (await socket.next('connect', WAIT_MS)).client_id;
  socket.send({ type: 'auth', token, nonce: 'n'.repeat(32), time: Math.floor(Date.now() / 1000), app_id: 'fleet' });
  const answer = await socket.next(['authenticated', 'error'], WAIT_MS);
  if (answer.type !== 'authenticated') throw new Error(`websocket auth refused: ${JSON.stringify(answer)}`);
  return { socket, backend };
}

export function received<T extends ServerFrame['type']>(
  socket: TestSocket,
  type: T,
): Extract<ServerFrame, { type: T }>[] {
  return socket.unread.filter((frame) => frame.type === type) as Extract<ServerFrame, { type: T }>[];
}

export async function changeRecordSum(player: { client: ApiClient; token: string }): Promise<bigint> {
  let sum = 0n;
  for (let page = 1; ; page++) {
    const result = await player.client.get<{ data: { bean: string }[] }>(
      `/api/bean/change_records?per_page=100&page=${page}`,
      { token: player.token },
    );
    expect(result.status).toBe(200);
    for (const row of result.body.data.data) sum += toHundredths(row.bean);
    if (result.body.data.data.length < 100) return sum;
  }
}

export function toHundredths(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole, fraction = '0'] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -value : value;
}

export function backendOf(result: ApiResult): string | null {
  return result.headers.get('x-lb-backend');
}
