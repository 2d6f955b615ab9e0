// The client address used for per-IP rate limits: the socket's peer, or the address trusted proxies
// forwarded (TRUST_PROXY; Fastify resolves it, see platform/http/client-address.ts).
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<FastifyRequest>().ip ?? 'unknown',
);
