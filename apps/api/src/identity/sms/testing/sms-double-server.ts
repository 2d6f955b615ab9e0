// The plumbing both SMS provider doubles share: a node:http server on 127.0.0.1 (port 0) that reads
// each request whole, lets a test script failures for the next requests (the provider's own error
// code, an HTTP 5xx, no answer at all, a dropped connection) and closes with its hung requests. It
// also serves as an HTTP proxy (CONNECT tunnels into itself), so a client can reach it under the
// provider's real host name, as signatures that name the host or service require.
import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A failure the double answers the next request with, instead of the provider's normal answer. */
export type InjectedFailure =
  /**
   * The provider's own refusal in its usual shape and status (e.g. isv.BUSINESS_LIMIT_CONTROL);
   * inStatusSet (Tencent): as the number's SendStatusSet code inside a 200 answer, not Response.Error.
   */
  | { kind: 'code'; code: string; message?: string; inStatusSet?: boolean }
  /** An HTTP error status (an outage), with the provider's error body when a code is given. */
  | { kind: 'status'; status: number; code?: string }
  /** No answer until the double closes: the client's timeout decides. */
  | { kind: 'hang' }
  /** The connection is closed without an answer. */
  | { kind: 'drop' };

export interface DoubleRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface DoubleAnswer {
  status: number;
  body: unknown;
}

export interface DoubleServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** host:port */
  host: string;
  /** The targets clients asked to tunnel to (CONNECT host:port), in order. */
  tunnels: string[];
  /** Requests answered, failures included. */
  requestCount(): number;
  failNext(...failures: InjectedFailure[]): void;
  /** The failure for this request, if one is scripted. */
  takeFailure(): InjectedFailure | undefined;
  close(): Promise<void>;
}

export async function startDoubleServer(
  answer: (request: DoubleRequest, server: DoubleServer) => DoubleAnswer | 'hang' | 'drop',
): Promise<DoubleServer> {
  const failures: InjectedFailure[] = [];
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  let count = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      count++;
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      const result = answer(
        { method: request.method ?? 'GET', url, headers: request.headers, body: Buffer.concat(chunks) },
        double,
      );
      if (result === 'hang') return;
      if (result === 'drop') {
        request.socket.destroy();
        return;
      }
      response.writeHead(result.status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(result.body));
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // An HTTP proxy's CONNECT: the tunnel's bytes go to this same server.
  server.on('connect', (request: http.IncomingMessage, socket: Socket, head: Buffer) => {
    tunnels.push(request.url ?? '');
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const double: DoubleServer = {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    tunnels,
    requestCount: () => count,
    failNext: (...next) => failures.push(...next),
    takeFailure: () => failures.shift(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return double;
}

/** A provider-style request id. */
export function requestId(): string {
  return randomUUID().toUpperCase();
}
