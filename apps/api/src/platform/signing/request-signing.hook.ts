// Puts the signature check in front of every signed route as a Fastify preValidation hook: it runs
// after the body is read (the signature covers the raw bytes) and before any Nest guard, pipe,
// interceptor or handler, so a refused request changes nothing. Installed on the root Fastify
// instance before Nest registers a route (see createApp).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toDomainError } from '../errors/api-exception.filter';
import { sendError } from '../errors/error-envelope';
import type { RequestSigningVerifier } from './request-signing.verifier';

const SIGNED_PREFIXES = ['/api/', '/admin/api/'];
/** Gateways call the payment notifications with their own signature (contract section 8). */
const UNSIGNED_PREFIXES = ['/api/payments/notify/'];
/** The OpenAPI UI and document are opened from a browser. */
const UNSIGNED_DOCS = /^\/api\/docs(?:$|\/|-json$|-yaml$)/;

/** Whether a route (by its registered URL pattern, e.g. /api/box/:id) needs signed requests. */
export function requiresSignature(routeUrl: string | undefined): boolean {
  if (!routeUrl) return false; // no route matched: the 404 answer changes nothing
  if (!SIGNED_PREFIXES.some((prefix) => routeUrl.startsWith(prefix))) return false;
  if (UNSIGNED_PREFIXES.some((prefix) => routeUrl.startsWith(prefix))) return false;
  return !UNSIGNED_DOCS.test(routeUrl);
}

export function installRequestSigning(
  fastify: FastifyInstance,
  verifier: () => RequestSigningVerifier | undefined,
): void {
  fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!requiresSignature(request.routeOptions.url)) return;
    const signing = verifier();
    if (signing && !signing.enabled) return;
    try {
      if (!signing) throw new Error('request signing is not ready');
      await signing.verify(request);
    } catch (exception) {
      const error = toDomainError(exception);
      if (error.key === 'INTERNAL_ERROR') request.log.error({ err: exception }, 'request signing check failed');
      return sendError(request, reply, error);
    }
  });
}
