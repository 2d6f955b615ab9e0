// This platform's absolute URL as players and gateways reach it, for the links a gateway hands out
// (the sandbox's pay page, Stripe Checkout's return page). Its own file so that an adapter the module
// lists can use it without importing the module back.
import type { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../../platform/config/app-config';

/** PUBLIC_BASE_URL, else this server on the loopback address at the port it listens on (PORT until it listens). */
export function publicBaseUrl(config: AppConfig, adapterHost?: HttpAdapterHost): () => string {
  if (config.publicBaseUrl) {
    const base = config.publicBaseUrl;
    return () => base;
  }
  return () => {
    const address: unknown = adapterHost?.httpAdapter?.getHttpServer()?.address();
    const port = typeof address === 'object' && address !== null ? (address as { port: number }).port : config.port;
    return `http://127.0.0.1:${port}`;
  };
}
