// The websocket at /ws on the one HTTP port (contract section 11). Attached to the Node HTTP server
// under Fastify when the application boots (main.ts and e2e tests alike), it runs the session
// protocol: connect -> auth (optional) -> ping/pong, closes silent connections, caps frame size,
// frame rate and connections per address, and closes every socket when the app shuts down: on
// fastify.close() (graceful shutdown stops the HTTP server first, and an open websocket would keep
// it from ever closing) or on app.close().
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { REALTIME_PATH, RealtimeCloseCode, type AuthFrame, type ErrorFrame } from '@lootledger/contracts';
import type { FastifyInstance } from 'fastify';
import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData, type ServerOptions } from 'ws';
import { SessionService } from '../../identity';
import { ClusterSignals } from '../../platform/cluster/cluster-signals';
import { LocalConnections, type RealtimeConnection } from '../connections/local-connections';
import { clientAddress, trustFunction, type TrustFunction } from '../../platform/http/client-address';
import { REALTIME_OPTIONS, type RealtimeOptions } from '../realtime-options';
import { parseClientFrame } from './client-frame';

interface Session {
  readonly connection: RealtimeConnection;
  readonly socket: WebSocket;
  readonly idle: NodeJS.Timeout;
  windowStartedAt: number;
  framesInWindow: number;
  /** Only the latest auth frame's answer counts (a token check is asynchronous). */
  authAttempt: number;
  /** The player session whose token bound this connection, while it is bound. */
  playerSessionId?: string;
}

@Injectable()
export class RealtimeWebsocketServer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Realtime');
  private readonly sessions = new Set<Session>();
  private readonly perAddress = new Map<string, number>();
  private server?: WebSocketServer;
  private httpServer?: Server;
  private closing = false;
  private closed?: Promise<void>;
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    this.upgrade(request, socket, head);
  private readonly stopListening: (() => void)[] = [];
  /** The same proxy trust as Fastify's request.ip (TRUST_PROXY). */
  private readonly trustProxy: TrustFunction;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly connections: LocalConnections,
    private readonly tokens: SessionService,
    @Inject(REALTIME_OPTIONS) private readonly options: RealtimeOptions,
    private readonly signals: ClusterSignals,
  ) {
    this.trustProxy = trustFunction(options.trustProxy);
  }

  onApplicationBootstrap(): void {
    // A worker (ROLE=worker) serves no websocket.
    if (!this.options.servesTraffic) return;
    const adapter = this.adapterHost.httpAdapter;
    const httpServer = adapter?.getHttpServer() as Server | undefined;
    if (!httpServer) return; // an application context without HTTP: nothing to attach to
    const serverOptions: ServerOptions & { closeTimeout: number } = {
      noServer: true,
      clientTracking: false,
      perMessageDeflate: false,
      maxPayload: this.options.maxFrameBytes,
      maxFragments: 64,
      closeTimeout: this.options.closeGraceMs,
    };
    this.server = new WebSocketServer(serverOptions);
    // Logout anywhere in the fleet unbinds this process's sockets of that session (identity tells
    // every process); after signals may have been missed, every bound session is checked again.
    this.stopListening.push(
      this.tokens.onRevoked((sessionId) => this.unbindSession(sessionId)),
      this.signals.onMissed(() => void this.recheckSessions()),
    );
    this.httpServer = httpServer;
    httpServer.on('upgrade', this.onUpgrade);
    // Runs at the start of fastify.close(), before it waits for the HTTP server's connections.
    adapter.getInstance<FastifyInstance>().addHook('preClose', () => this.closeAll());
  }

  async onModuleDestroy(): Promise<void> {
    for (const stop of this.stopListening.splice(0)) stop();
    await this.closeAll();
  }

  /** Unbinds the sockets whose session ended while this process may have missed the signal. */
  private async recheckSessions(): Promise<void> {
    const bound = [...new Set([...this.sessions].flatMap((session) => session.playerSessionId ?? []))];
    try {
      const active = await this.tokens.stillActive(bound);
      for (const sessionId of bound) if (!active.has(sessionId)) this.unbindSession(sessionId);
    } catch (error) {
      this.logger.warn({ msg: 'websocket sessions not re-checked', err: error });
    }
  }

  /** A signed-out (or reset) session's sockets stay open but anonymous: no more of its pushes. */
  private unbindSession(sessionId: string): void {
    for (const session of this.sessions) {
      if (session.playerSessionId !== sessionId) continue;
      session.playerSessionId = undefined;
      this.connections.bindPlayer(session.connection, undefined);
      this.connections.reply(session.connection, { type: 'authenticated', player_id: null });
    }
  }

  /** Closes every socket (1001 going away) and refuses new ones; resolves when all are closed. */
  closeAll(): Promise<void> {
    this.closed ??= this.closeEverything();
    return this.closed;
  }

  /** Open websocket connections of this process. */
  get connectionCount(): number {
    return this.sessions.size;
  }

  private async closeEverything(): Promise<void> {
    this.closing = true;
    this.httpServer?.off('upgrade', this.onUpgrade);
    const closing = [...this.sessions].map(
      (session) =>
        new Promise<void>((resolve) => {
          if (session.socket.readyState === WebSocket.CLOSED) return resolve();
          session.socket.once('close', () => resolve());
          // ws cuts the socket if the client does not answer the close frame within closeGraceMs.
          session.socket.close(RealtimeCloseCode.GOING_AWAY, 'server shutting down');
        }),
    );
    await Promise.all(closing);
    this.server?.close();
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => undefined);
    if (pathOf(request.url) !== REALTIME_PATH) {
      // Another listener may own that path; with none, answer instead of leaving the socket hanging.
      if (this.httpServer && this.httpServer.listenerCount('upgrade') === 1) refuse(socket, 404);
      return;
    }
    if (this.closing || !this.server) return refuse(socket, 503);
    const address = clientAddress(request, this.trustProxy);
    if ((this.perAddress.get(address) ?? 0) >= this.options.maxConnectionsPerIp) return refuse(socket, 429);
    // Completes synchronously (no verifyClient), so the per-address count cannot be raced past.
    this.server.handleUpgrade(request, socket, head, (ws) => this.accept(ws, address));
  }

  private accept(socket: WebSocket, address: string): void {
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    const connection = this.connections.open(socket, address);
    const idle = setTimeout(() => socket.close(RealtimeCloseCode.IDLE_TIMEOUT, 'idle'), this.options.idleTimeoutMs);
    idle.unref();
    const session: Session = {
      connection,
      socket,
      idle,
      windowStartedAt: Date.now(),
      framesInWindow: 0,
      authAttempt: 0,
    };
    this.sessions.add(session);

    socket.on('message', (data, isBinary) => this.receive(session, data, isBinary));
    socket.on('error', (error) =>
      this.logger.debug({ msg: 'websocket error', client_id: connection.clientId, err: error.message }),
    );
    socket.once('close', () => {
      clearTimeout(idle);
      this.sessions.delete(session);
      this.connections.close(connection);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    this.connections.reply(connection, { type: 'connect', client_id: connection.clientId });
  }

  private receive(session: Session, data: RawData, isBinary: boolean): void {
    if (session.socket.readyState !== WebSocket.OPEN) return;
    session.idle.refresh();
    if (!this.withinRate(session)) {
      this.error(session, 'RATE_LIMITED');
      session.socket.close(RealtimeCloseCode.POLICY_VIOLATION, 'too many frames');
      return;
    }
    const parsed = isBinary ? ({ ok: false } as const) : parseClientFrame(textOf(data));
    if (!parsed.ok) return this.error(session, 'BAD_REQUEST');
    switch (parsed.frame.type) {
      case 'ping':
        this.connections.reply(session.connection, { type: 'pong' });
        return;
      case 'auth':
        void this.authenticate(session, parsed.frame);
        return;
      default: {
        const never: never = parsed.frame;
        return never;
      }
    }
  }

  private async authenticate(session: Session, frame: AuthFrame): Promise<void> {
    const attempt = ++session.authAttempt;
    const token = frame.token ?? '';
    let verified: { playerId: string; sessionId: string } | undefined;
    if (token !== '') {
      try {
        verified = await this.tokens.verifyAccessToken(token);
      } catch (error) {
        this.logger.error({ msg: 'websocket token check failed', err: error });
        if (attempt === session.authAttempt) this.error(session, 'INTERNAL_ERROR');
        return;
      }
    }
    if (attempt !== session.authAttempt || !this.sessions.has(session)) return;
    const playerId = verified?.playerId;
    session.playerSessionId = verified?.sessionId;
    this.connections.bindPlayer(session.connection, playerId);
    if (token !== '' && playerId === undefined) return this.error(session, 'TOKEN_INVALID');
    this.connections.reply(session.connection, { type: 'authenticated', player_id: playerId ?? null });
  }

  private withinRate(session: Session): boolean {
    const now = Date.now();
    if (now - session.windowStartedAt >= this.options.frameWindowMs) {
      session.windowStartedAt = now;
      session.framesInWindow = 0;
    }
    session.framesInWindow++;
    return session.framesInWindow <= this.options.maxFramesPerWindow;
  }

  private error(session: Session, error: ErrorFrame['error']): void {
    this.connections.reply(session.connection, { type: 'error', error });
  }
}

function pathOf(url: string | undefined): string {
  const path = (url ?? '').split('?', 1)[0];
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Answers a handshake with a plain HTTP status and closes the socket. */
function refuse(socket: Duplex, status: number): void {
  const text = STATUS_CODES[status] ?? 'Error';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}
