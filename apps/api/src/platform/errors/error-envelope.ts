// The error body of the contract (section 2), in the request's language. The exception filter and
// the Fastify hooks that answer before Nest (request signing) both send it through here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorKey, Language } from '@lootledger/contracts';
import { resolveLanguage } from '../i18n/language';
import { errorMessage } from '../i18n/messages';
import { localizeFieldErrors } from '../validation/field-errors';
import type { DomainError } from './domain-error';

export interface ErrorBody {
  code: number;
  message: string;
  error: ErrorKey;
  data: unknown;
}

export function errorEnvelope(error: DomainError, lang: Language): ErrorBody {
  const data = error.fieldErrors ? { errors: localizeFieldErrors(error.fieldErrors, lang) } : (error.data ?? null);
  return { code: error.status, message: errorMessage(error.key, lang), error: error.key, data };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: DomainError): FastifyReply {
  const lang = resolveLanguage(request.query, request.headers['accept-language']);
  return reply.status(error.status).send(errorEnvelope(error, lang));
}
