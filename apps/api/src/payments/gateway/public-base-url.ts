// Where players, phones and the gateways reach this platform: PUBLIC_BASE_URL, else this server on the
// loopback address (development and tests). Gateways get notify and return URLs under it.
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
