// Refuses input no handler can store or walk safely, in one place for every route: a NUL character
// anywhere in the path parameters, the query or the parsed body (PostgreSQL refuses 0x00 in text),
// and values nested deeper than MAX_INPUT_DEPTH (class-transformer would recurse until the stack
// ends). Both answer 400 INVALID_INPUT before signing, guards and validation, so nothing changes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { sendError } from '../errors/error-envelope';

/** No request of this API nests deeper; the admin list filters (JSON in the query) neither. */
export const MAX_INPUT_DEPTH = 32;

/** Whether a parsed value holds a NUL character (in a string or a key) or nests deeper than the limit. */
export function isUnsafeInput(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_INPUT_DEPTH) return true;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || isUnsafeInput(item, depth + 1)) return true;
  }
  return false;
}

/** Throws 400 INVALID_INPUT for an unsafe value (for JSON that arrives inside a string, e.g. a filter). */
export function assertSafeInput(value: unknown): void {
  if (isUnsafeInput(value)) throw new DomainError('INVALID_INPUT');
}

/** Installed on the root Fastify instance ahead of the signature check (see createApp). */
export function installInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isUnsafeInput(request.params) || isUnsafeInput(request.query) || isUnsafeInput(request.body)) {
      return sendError(request, reply, new DomainError('INVALID_INPUT'));
    }
  });
}
