// Maps every error to the contract's envelope with a stable key and a message in the request's
// language. Nothing else reaches a client: unexpected errors become 500 INTERNAL_ERROR, logged here.
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorKey } from '@lootledger/contracts';
import { DomainError } from './domain-error';
import { sendError } from './error-envelope';

const KEY_BY_STATUS: Record<number, ErrorKey> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONCURRENT_CHANGE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function toDomainError(exception: unknown): DomainError {
  if (exception instanceof DomainError) return exception;
  if (exception instanceof HttpException) {
    const key = KEY_BY_STATUS[exception.getStatus()];
    if (key) return new DomainError(key);
  }
  // Fastify's own errors (malformed JSON, body too large) carry a 4xx statusCode.
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && KEY_BY_STATUS[statusCode]) return new DomainError(KEY_BY_STATUS[statusCode]);
  return new DomainError('INTERNAL_ERROR');
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const error = toDomainError(exception);
    if (error.key === 'INTERNAL_ERROR') {
      this.logger.error({ reqId: request.id, url: request.url, err: describe(exception) });
    }
    void sendError(request, reply, error);
  }
}

function describe(exception: unknown): unknown {
  return exception instanceof Error
    ? { name: exception.name, message: exception.message, stack: exception.stack }
    : exception;
}
