// Verifies one request against contract section 5: signature, then clock, then nonce, so neither a
// forged nor a stale request can burn a nonce that its honest sender still has to use.
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { NonceStore } from './nonce-store';
import { checkSignature } from './request-signature';

@Injectable()
export class RequestSigningVerifier {
  /** The clock; tests replace it. */
  now: () => Date = () => new Date();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly nonces: NonceStore,
  ) {}

  get enabled(): boolean {
    return this.config.signingRequired;
  }

  /** Resolves when the request may go on; throws DomainError with the refusal's key otherwise. */
  async verify(request: FastifyRequest): Promise<void> {
    const now = this.now();
    const check = checkSignature(
      this.config.signingSecret,
      {
        method: request.method,
        path: request.raw.url ?? request.url,
        timestamp: request.headers['x-timestamp'],
        nonce: request.headers['x-nonce'],
        sign: request.headers['x-sign'],
        body: rawBody(request),
      },
      Math.floor(now.getTime() / 1000),
    );
    if (!check.ok) throw new DomainError(check.error);
    if (!(await this.nonces.claim(check.nonce, now))) throw new DomainError('NONCE_REUSED');
  }
}

/** The bytes the client signed: kept by the JSON/urlencoded parsers (rawBody: true in createApp). */
function rawBody(request: FastifyRequest): Uint8Array | null {
  const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
  if (raw) return raw;
  const body: unknown = request.body;
  if (body === undefined || body === null) return new Uint8Array();
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (Buffer.isBuffer(body)) return body;
  // Parsed by a parser that dropped the bytes (e.g. multipart): it cannot be verified.
  return null;
}
