// What a request body may be. On the JSON APIs (/api, /admin/api) only UTF-8 JSON: another content
// type or charset is refused with 415 UNSUPPORTED_MEDIA_TYPE before the body is read. Everywhere a
// body is at most BODY_LIMIT_BYTES (413 PAYLOAD_TOO_LARGE, also before reading when Content-Length
// says so) unless its route declares more with @BodyLimit (the avatar upload). The JSON parser keeps
// the raw bytes (request.rawBody): the request signature and the gateways' signatures cover them. It
// refuses bytes that are not UTF-8 (400 BODY_NOT_UTF8): decoded as they were, each bad byte became
// U+FFFD and the request went on with a mangled value (a box id that was not found: 404). A route
// marked @TakesFormBody (Alipay's notification, posted as a form) also takes a UTF-8
// application/x-www-form-urlencoded body.
import { isUtf8 } from 'node:buffer';
import { RouteConfig, type FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { sendError } from '../errors/error-envelope';

export const BODY_LIMIT_BYTES = 64 * 1024;

const JSON_API_PREFIXES = ['/api/', '/admin/api/'];

/** A route that takes a bigger body than BODY_LIMIT_BYTES. */
export const BodyLimit = (bytes: number): MethodDecorator => RouteConfig({ bodyLimit: bytes });

/** A route that also takes application/x-www-form-urlencoded (UTF-8) bodies: a gateway posting a form. */
export const TakesFormBody = (): MethodDecorator => RouteConfig({ formBody: true });

/** application/x-www-form-urlencoded with no charset or charset=utf-8. */
export function isUtf8Form(contentType: string | undefined): boolean {
  return isUtf8Of('application/x-www-form-urlencoded', contentType);
}

/** application/json with no charset or charset=utf-8. */
export function isUtf8Json(contentType: string | undefined): boolean {
  return isUtf8Of('application/json', contentType);
}

/** The media type with no charset or charset=utf-8 (media types and parameters are case-insensitive). */
function isUtf8Of(expected: string, contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [mediaType, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== expected) return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || ['utf-8', 'utf8', '"utf-8"'].includes(value ?? '');
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Call on the adapter before Nest registers its parsers and routes (see createApp). */
export function installBodyPolicy(adapter: FastifyAdapter): void {
  const fastify: FastifyInstance = adapter.getInstance();
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  // Without a limit of its own the parser applies the route's (Nest's default parser would pin the server's).
  const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  adapter.useBodyParser('application/json', true, {}, (request, body, done) => {
    if (!isUtf8(body)) return done(new DomainError('BODY_NOT_UTF8'), undefined);
    parseJson(request, body.toString('utf8'), done);
  });
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    if (!route || !JSON_API_PREFIXES.some((prefix) => route.startsWith(prefix))) return;
    const contentType = request.headers['content-type'];
    const formBody = (request.routeOptions.config as { formBody?: unknown } | undefined)?.formBody === true;
    if (hasBody(request) && !isUtf8Json(contentType) && !(formBody && isUtf8Form(contentType))) {
      return sendError(request, reply, new DomainError('UNSUPPORTED_MEDIA_TYPE'));
    }
  });
}
