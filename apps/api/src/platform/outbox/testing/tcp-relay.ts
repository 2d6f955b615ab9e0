// A TCP relay in front of a broker, for "the broker is unavailable" tests: the app is configured
// with the relay's fixed address while brokers come and go behind it (a new mock cluster listens on
// a new port). With no target it accepts and closes every connection: the client sees the broker
// as down. Not a broker double: the bytes go to the real one.
import * as net from 'node:net';

export interface TcpRelay {
  readonly port: number;
  readonly address: string;
  /** Where new connections go (host:port), or null: refuse them. Open connections stay as they are. */
  pointAt(target: string | null): void;
  close(): Promise<void>;
}

export async function startTcpRelay(target: string | null = null): Promise<TcpRelay> {
  let current = target;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    sockets.add(inbound);
    inbound.once('close', () => sockets.delete(inbound));
    inbound.on('error', () => undefined);
    if (!current) {
      inbound.destroy();
      return;
    }
    const [host, port] = current.split(':');
    const outbound = net.connect(Number(port), host);
    sockets.add(outbound);
    outbound.once('close', () => {
      sockets.delete(outbound);
      inbound.destroy();
    });
    outbound.on('error', () => inbound.destroy());
    inbound.once('close', () => outbound.destroy());
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    address: `127.0.0.1:${port}`,
    pointAt(next) {
      current = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
