// Who the client is: the socket's peer, unless trusted proxies (TRUST_PROXY) forwarded the address.
// One trust rule for Fastify's request.ip / request.protocol and for the websocket handshake, so a
// client cannot pick its own address with X-Forwarded-For to escape the per-address limits.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config/config-settings';

/** Whether the hop at `hop` (0 = the socket's peer) is a proxy whose forwarded headers count. */
export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile([...trust]);
}

/** The client's address of a raw request under that trust (the socket's peer when nothing is trusted). */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(request, trust) || 'unknown';
}
