// The client address used for per-IP rate limits (Fastify resolves X-Forwarded-For: trustProxy).
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<FastifyRequest>().ip ?? 'unknown',
);
