// Limits of the websocket: from configuration where an operator (or a test) may change them.
import { servesTraffic, type AppConfig } from '../platform/config/app-config';
import type { TrustProxy } from '../platform/config/config-settings';

export interface RealtimeOptions {
  /** Close a connection that sent nothing for this long (default 30 s: 3 missed keepalives). */
  idleTimeoutMs: number;
  /** Open connections per client address; more are refused with HTTP 429 at the handshake. */
  maxConnectionsPerIp: number;
  /** Largest frame a client may send; a bigger one closes the connection (1009). */
  maxFrameBytes: number;
  /** A socket with more than this waiting to be written is a slow consumer: pushes to it are dropped. */
  maxBufferedBytes: number;
  /** At most maxFramesPerWindow frames from a client per frameWindowMs (each auth costs a lookup). */
  maxFramesPerWindow: number;
  frameWindowMs: number;
  /** How long a closing handshake may take before the socket is cut. */
  closeGraceMs: number;
  /** Proxies whose X-Forwarded-For names the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** false in a worker (ROLE=worker): no websocket is served. */
  servesTraffic: boolean;
}

export const REALTIME_OPTIONS = Symbol('REALTIME_OPTIONS');

export function realtimeOptionsFrom(config: AppConfig): RealtimeOptions {
  return {
    idleTimeoutMs: config.wsIdleTimeoutMs,
    maxConnectionsPerIp: config.wsMaxConnectionsPerIp,
    maxFrameBytes: 16 * 1024,
    maxBufferedBytes: 512 * 1024,
    maxFramesPerWindow: 30,
    frameWindowMs: 10_000,
    closeGraceMs: 1_000,
    trustProxy: config.trustProxy,
    servesTraffic: servesTraffic(config),
  };
}
