// Builds the Nest application on Fastify; used by main.ts and by the e2e tests.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { registerStaticSites } from './platform/web/static-sites';

export async function createApp(
  config: AppConfig,
  options: { logger?: boolean } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: (request: IncomingMessage) => (request.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    bodyLimit: 8 * 1024 * 1024,
    trustProxy: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    abortOnError: false,
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
    bufferLogs: false,
  });
  app.enableShutdownHooks();
  await registerStaticSites(app.getHttpAdapter().getInstance(), config);
  await app.init();
  return app;
}
