// A websocket client for e2e tests (the `ws` package, as a Node client would use it): opens /ws,
// keeps every frame the server sends, and waits for the next one of a type.
//   const socket = await openSocket(testApp.baseUrl);          // socket.clientId from the connect frame
//   await socket.authenticate(player.token);
//   const balance = await socket.next('balance');
import type { ServerFrame } from '@lootledger/contracts';
import { randomInt } from 'node:crypto';
import { WebSocket } from 'ws';

type FrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;

interface Waiter {
  types: readonly string[];
  resolve(frame: ServerFrame): void;
}

export interface OpenSocketOptions {
  /** The client address the server sees (X-Forwarded-For); random unless given, so per-address caps stay out of the way. */
  address?: string;
  path?: string;
}

export class TestSocket {
  /** Frames received and not yet taken by next(). */
  readonly unread: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  clientId = '';
  private readonly waiters: Waiter[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.arrive(JSON.parse(String(data)) as ServerFrame));
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    ws.on('error', () => undefined);
  }

  /** The next frame of that type, or of one of those types (earlier frames of other types stay unread). */
  next<T extends ServerFrame['type']>(type: T | readonly T[], timeoutMs = 15_000): Promise<FrameOf<T>> {
    const types: readonly string[] = typeof type === 'string' ? [type] : type;
    const index = this.unread.findIndex((frame) => types.includes(frame.type));
    if (index >= 0) return Promise.resolve(this.unread.splice(index, 1)[0] as FrameOf<T>);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        types,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame as FrameOf<T>);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no ${types.join('/')} frame within ${timeoutMs} ms; unread: ${JSON.stringify(this.unread)}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Unread frames of that type after waiting a moment (to show that something did not arrive). */
  async unreadAfter(type: ServerFrame['type'], ms = 200): Promise<ServerFrame[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.unread.filter((frame) => frame.type === type);
  }

  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  sendRaw(data: string | Buffer, options: { binary?: boolean } = {}): void {
    this.ws.send(data, { binary: options.binary ?? false });
  }

  /** Answers connect with auth, as the web client does; resolves with the server's answer. */
  async authenticate(token: string): Promise<FrameOf<'authenticated'> | FrameOf<'error'>> {
    this.send({
      type: 'auth',
      token,
      nonce: 'n'.repeat(32),
      time: Math.floor(Date.now() / 1000),
      app_id: 'lootledger-web',
    });
    return this.next(['authenticated', 'error']);
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    await this.closed;
  }

  private arrive(frame: ServerFrame): void {
    const index = this.waiters.findIndex((waiter) => waiter.types.includes(frame.type));
    if (index >= 0) this.waiters.splice(index, 1)[0].resolve(frame);
    else this.unread.push(frame);
  }
}

export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Opens /ws and waits for the connect frame. */
export async function openSocket(baseUrl: string, options: OpenSocketOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + (options.path ?? '/ws'), {
    headers: { 'x-forwarded-for': options.address ?? randomAddress() },
  });
  const socket = new TestSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`handshake refused: ${response.statusCode}`));
      ws.terminate();
    });
    ws.once('error', reject);
  });
  socket.clientId = (await socket.next('connect')).client_id;
  return socket;
}

/** The HTTP status a refused handshake got (or 101 when it was accepted, then closed). */
export function handshakeStatus(baseUrl: string, options: OpenSocketOptions = {}): Promise<number> {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + (options.path ?? '/ws'), {
    headers: { 'x-forwarded-for': options.address ?? randomAddress() },
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      ws.terminate();
    });
    ws.on('error', (error) => reject(error));
  });
}
