// Builds the Nest application on Fastify; used by main.ts and by the e2e tests. The order matters:
// the Fastify hooks (request id, security headers, body policy, input guard, signature check,
// metrics, connection draining) go on the root instance before Nest registers a route, so they run ahead of
// every Nest guard, pipe and handler.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { installWorkerRoutes } from './platform/cluster/worker-routes';
import { servesTraffic, type AppConfig } from './platform/config/app-config';
import { assertSandboxAllowed } from './platform/config/sandbox-providers';
import { BODY_LIMIT_BYTES, installBodyPolicy } from './platform/http/body-policy';
import { trustFunction } from './platform/http/client-address';
import { installInputGuard } from './platform/http/input-guard';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { JsonLogger } from './platform/logging/json-logger';
import { PINO_REDACT_PATHS, REDACTED } from './platform/logging/redact';
import { installRequestIdHeader, requestIdOf } from './platform/logging/request-id';
import { installHttpMetrics } from './platform/metrics/http-metrics.hook';
import { Metrics } from './platform/metrics/metrics';
import { setupOpenApi } from './platform/openapi/openapi';
import { installRouteRecorder } from './platform/openapi/route-table';
import { installConnectionDraining } from './platform/shutdown/graceful-shutdown';
import { installRequestSigning } from './platform/signing/request-signing.hook';
import { RequestSigningVerifier } from './platform/signing/request-signing.verifier';
import { apiVersion } from './platform/site-info/api-version';
import { statsScriptOrigin } from './platform/site-info/site-settings';
import { SiteSettingsStore } from './platform/site-info/site-settings.store';
import { registerStaticSites } from './platform/web/static-sites';

export interface CreateAppOptions {
  /** false: no logs at all (tests). */
  logger?: boolean;
  /** Where the JSON log lines go (default stdout); tests capture them. */
  logStream?: { write(line: string): void };
}

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  assertSandboxAllowed(config);
  const logging = options.logger !== false;
  const adapter = new FastifyAdapter({
    logger: logging
      ? {
          level: config.logLevel,
          redact: { paths: PINO_REDACT_PATHS, censor: REDACTED },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustFunction(config.trustProxy),
  });
  const fastify = adapter.getInstance();
  installRouteRecorder(fastify);
  installRequestIdHeader(fastify);
  if (!servesTraffic(config)) installWorkerRoutes(fastify);
  await registerSecurityHeaders(fastify);
  installBodyPolicy(adapter);
  installInputGuard(fastify);
  // The verifier is a Nest provider: it exists once Nest has built the module graph, below.
  const signing: { verifier?: RequestSigningVerifier } = {};
  installRequestSigning(fastify, () => signing.verifier);
  const measured: { metrics?: Metrics } = {};
  installHttpMetrics(fastify, () => measured.metrics);
  installConnectionDraining(fastify);

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    abortOnError: false,
    logger: logging ? new JsonLogger(fastify.log) : false,
    bufferLogs: false,
    // The JSON and urlencoded parsers keep the raw bytes (request.rawBody): the signature covers them.
    rawBody: true,
  });
  signing.verifier = app.get(RequestSigningVerifier);
  measured.metrics = app.get(Metrics);
  setupOpenApi(app, apiVersion());
  const siteSettings = app.get(SiteSettingsStore);
  if (servesTraffic(config)) {
    await registerStaticSites(app.getHttpAdapter().getInstance(), {
      ...config,
      playerScriptOrigin: async () => statsScriptOrigin(await siteSettings.current()),
    });
  }
  await app.init();
  return app;
}
