// Graceful shutdown: stop accepting connections, let every in-flight request finish (and its
// database writes commit), then run Nest's shutdown (which closes the database last) and exit 0.
// Nest's own enableShutdownHooks runs onModuleDestroy hooks before it stops the HTTP server and
// re-raises the signal (exit code 143), so the process uses this instead.
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';

const DRAINING = Symbol('lootledger.draining');
const IN_FLIGHT = Symbol('lootledger.inFlight');

type Drainable = FastifyInstance & { [DRAINING]?: boolean; [IN_FLIGHT]?: number };

export interface ShutdownOptions {
  /** How long in-flight requests may take before their connections are cut. */
  drainTimeoutMs?: number;
}

/**
 * Once shutdown starts, every response asks its client to close the connection, so a keep-alive
 * connection that was busy when the server stopped listening ends with its response instead of
 * lingering until the keep-alive timeout. Installed by createApp before any route exists.
 */
export function installConnectionDraining(fastify: FastifyInstance): void {
  const drainable = fastify as Drainable;
  drainable[IN_FLIGHT] = 0;
  // Counted until the response is written out or the connection dies, for the shutdown log.
  fastify.addHook('onRequest', (request, reply, done) => {
    drainable[IN_FLIGHT] = (drainable[IN_FLIGHT] ?? 0) + 1;
    reply.raw.once('close', () => (drainable[IN_FLIGHT] = (drainable[IN_FLIGHT] ?? 1) - 1));
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if ((fastify as Drainable)[DRAINING]) void reply.header('connection', 'close');
    done(null, payload);
  });
}

export async function shutdownGracefully(app: NestFastifyApplication, options: ShutdownOptions = {}): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as Drainable;
  const server = app.getHttpServer() as Server;
  const logger = new Logger('Shutdown');
  fastify[DRAINING] = true;
  logger.log({ msg: 'draining', in_flight: fastify[IN_FLIGHT] ?? 0 });
  // server.close() cuts only the connections idle at that moment; sweep the ones that go idle
  // after their last response (a client may ignore "Connection: close").
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const started = Date.now();
  try {
    // Stops listening; a request arriving on an open connection now gets a complete 503; in-flight
    // requests run to the end.
    const closed = fastify.close();
    const drained = await Promise.race([
      closed.then(() => true),
      delay(options.drainTimeoutMs ?? 20_000).then(() => false),
    ]);
    if (!drained) {
      logger.warn({ msg: 'in-flight requests outlived the drain timeout; closing their connections' });
      server.closeAllConnections();
      await closed;
    }
    logger.log({ msg: 'HTTP server drained', ms: Date.now() - started });
  } finally {
    clearInterval(sweep);
  }
  // Module destroy and shutdown hooks: workers stop, the database closes last.
  await app.close();
  logger.log({ msg: 'shutdown complete', ms: Date.now() - started });
}

/** main.ts: on SIGTERM or SIGINT shut down gracefully and exit 0 (1 if shutdown itself failed). */
export function exitOnSignals(
  app: NestFastifyApplication,
  options: ShutdownOptions & { hardTimeoutMs?: number } = {},
): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    new Logger('Shutdown').log({ msg: 'shutdown requested', signal });
    const hard = setTimeout(() => {
      new Logger('Shutdown').error({ msg: 'shutdown took too long; exiting' });
      process.exit(1);
    }, options.hardTimeoutMs ?? 30_000);
    hard.unref();
    shutdownGracefully(app, options).then(
      () => process.exit(0),
      (error: unknown) => {
        new Logger('Shutdown').error({ msg: 'shutdown failed', err: error });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
