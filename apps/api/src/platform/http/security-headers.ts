// Security headers on every response (pages, API, sandbox) through @fastify/helmet: a Content Security
// Policy both web apps and the Swagger UI pass (their scripts and styles are files; MUI and React set
// inline styles; covers and avatars may be data: or https: images; the websocket needs ws:/wss:),
// no framing, nosniff, no referrer; HSTS only on a request that arrived over TLS (directly, or per
// X-Forwarded-Proto from a trusted proxy: TRUST_PROXY), never on plain http where it cannot apply.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Call on the root Fastify instance before any route is registered (see createApp). */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
