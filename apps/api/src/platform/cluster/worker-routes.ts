// A worker (ROLE=worker) answers only its health and metrics: everything else is 404 NOT_FOUND
// before any route runs, so a load balancer that sends a player there by mistake gets no answer
// from a process that follows no log for pushes.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { sendError } from '../errors/error-envelope';

/** Paths a worker serves (prefixes). */
export const WORKER_PATHS = ['/health/', '/metrics'];

export function installWorkerRoutes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    if (WORKER_PATHS.some((prefix) => path === prefix || path.startsWith(prefix))) return;
    return sendError(request, reply, new DomainError('NOT_FOUND'));
  });
}
