// Nest's LoggerService writing through Fastify's pino logger, so the whole process logs one JSON
// line per event in one format (level, time, pid, hostname, context, msg), secrets redacted.
import type { LoggerService, LogLevel } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import { redactSecrets } from './redact';

type PinoMethod = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

export class JsonLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Levels are pino's (LOG_LEVEL); Nest's own filter is not used. */
  setLogLevels(_levels: LogLevel[]): void {}

  private write(level: PinoMethod, message: unknown, params: unknown[]): void {
    // Nest calls (message, ...extra, context) and for errors (message, stack, context).
    const rest = [...params];
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    if (rest.length === 1 && typeof rest[0] === 'string' && level === 'error') fields.stack = rest[0];
    else if (rest.length > 0) fields.params = redactSecrets(rest);
    if (message instanceof Error) {
      fields.err = redactSecrets(message);
      this.pino[level](fields, message.message);
    } else if (message !== null && typeof message === 'object') {
      this.pino[level]({ ...(redactSecrets(message) as Record<string, unknown>), ...fields });
    } else {
      this.pino[level](fields, String(message));
    }
  }
}
