// The fleet's load balancer against small Node backends: round robin, the client's address appended
// to X-Forwarded-For, a refused connection retried on the next backend (nothing was sent) and the
// refusing one marked down, a request its backend died with answered 502 in-flight and never sent
// again, and websockets piped through with the backend named.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { freePort } from '../free-port';
import { startLoadBalancer, type LoadBalancer } from './load-balancer';

interface TestBackend {
  name: string;
  port: number;
  /** Request bodies it received. */
  received: string[];
  close(): Promise<void>;
}

/** A backend answering {backend, forwarded, body}; with `die`, it destroys the connection instead. */
async function aBackend(name: string, options: { die?: boolean } = {}): Promise<TestBackend> {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      if (options.die) return request.socket.destroy();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ backend: name, forwarded: request.headers['x-forwarded-for'], body }));
    });
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => socket.send(`hello from ${name}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    port: (server.address() as AddressInfo).port,
    received,
    async close() {
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the fleet load balancer', () => {
  const backends: TestBackend[] = [];
  let balancer: LoadBalancer | undefined;

  afterEach(async () => {
    await balancer?.close();
    await Promise.all(backends.splice(0).map((backend) => backend.close()));
  });

  async function post(body: string): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
    const response = await fetch(`${balancer!.baseUrl}/api/thing`, { method: 'POST', body });
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as Record<string, unknown>,
    };
  }

  it('spreads requests round robin and appends the client address to X-Forwarded-For', async () => {
    backends.push(await aBackend('a'), await aBackend('b'));
    balancer = await startLoadBalancer(backends.map(({ name, port }) => ({ name, port })));
    const answers = [await post('1'), await post('2'), await post('3'), await post('4')];
    expect(answers.map((answer) => answer.json.backend)).toEqual(['a', 'b', 'a', 'b']);
    expect(answers.map((answer) => answer.headers.get('x-lb-backend'))).toEqual(['a', 'b', 'a', 'b']);
    expect(answers[0].json.forwarded).toBe('127.0.0.1');
    expect(answers[0].json.body).toBe('1');
  });

  it('retries a refused connection on the next backend and marks the refusing one down', async () => {
    backends.push(await aBackend('live'));
    const deadPort = await freePort();
    balancer = await startLoadBalancer([
      { name: 'dead', port: deadPort },
      { name: 'live', port: backends[0].port },
    ]);
    const answers = [await post('x'), await post('y'), await post('z')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json.backend)).toEqual(['live', 'live', 'live']);
    expect(backends[0].received).toEqual(['x', 'y', 'z']);
    expect(balancer.stats().dead).toMatchObject({ up: false, refused: 1, failedInFlight: 0 });
    expect(balancer.failedInFlight).toBe(0);
  });

  it('answers 502 in-flight for a request its backend died with, and does not send it again', async () => {
    backends.push(await aBackend('dying', { die: true }), await aBackend('other'));
    balancer = await startLoadBalancer(backends.map(({ name, port }) => ({ name, port })));
    const failed = await post('once');
    expect(failed.status).toBe(502);
    expect(failed.headers.get('x-lb-failure')).toBe('in-flight');
    expect(failed.headers.get('x-lb-backend')).toBe('dying');
    expect(backends[0].received).toEqual(['once']);
    expect(backends[1].received).toEqual([]);
    expect(balancer.failedInFlight).toBe(1);
  });

  it('pipes a websocket to a backend and names it in the handshake answer', async () => {
    backends.push(await aBackend('a'), await aBackend('b'));
    balancer = await startLoadBalancer(backends.map(({ name, port }) => ({ name, port })));
    const ws = new WebSocket(`${balancer.baseUrl.replace('http', 'ws')}/ws`);
    const named = new Promise<string>((resolve) =>
      ws.once('upgrade', (response) => resolve(String(response.headers['x-lb-backend']))),
    );
    const greeting = new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
    const backend = await named;
    expect(await greeting).toBe(`hello from ${backend}`);
    expect(balancer.stats()[backend].upgrades).toBe(1);
    ws.terminate();
  });
});
