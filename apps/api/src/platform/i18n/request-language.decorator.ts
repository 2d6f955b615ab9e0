// @RequestLanguage(): the request's language (?lang=, else Accept-Language, else en) for names in
// responses. A parameter decorator keeps lang out of the DTOs (the OpenAPI document already
// declares it once for every call).
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Language } from '@lootledger/contracts';
import type { FastifyRequest } from 'fastify';
import { resolveLanguage } from './language';

export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): Language => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return resolveLanguage(request.query, request.headers['accept-language']);
});
