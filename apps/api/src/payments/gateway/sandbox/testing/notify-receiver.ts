// Our notify endpoint's stand-in for the sandbox gateway's int spec: a small HTTP server that records
// every request (its x-gateway-sign and body) and answers the scripted statuses, then 200.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  sign: string | undefined;
  body: string;
}

export interface NotificationBody {
  order_id: string;
  amount: string;
  paid_at: string;
  trade_no: string;
}

export interface Receiver {
  baseUrl: string;
  received: Received[];
  statuses: number[];
  /** Leave requests unanswered (a hung endpoint). */
  hang: boolean;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const state = { received: [] as Received[], statuses: [] as number[], hang: false };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.received.push({
        sign: request.headers['x-gateway-sign'] as string | undefined,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (state.hang) return;
      response.statusCode = state.statuses.shift() ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The notification bodies the receiver got for `orderId`, in order. */
export function receivedFor(receiver: Receiver, orderId: string): NotificationBody[] {
  return receiver.received
    .map((request) => JSON.parse(request.body) as NotificationBody)
    .filter((body) => body.order_id === orderId);
}
