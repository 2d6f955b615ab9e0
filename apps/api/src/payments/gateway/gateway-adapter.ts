// What a payment gateway adapter is to PaymentGatewayModule (see its header): a function of the
// configuration answering the adapter's endpoints, providers and gateway; and the public base URL
// the gateways send players and notifications to. Below the module: adapters import this, the module
// imports the adapters.
import type { DynamicModule, Type } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../../platform/config/app-config';
import type { PaymentGateway } from './payment-gateway.port';

/** What an enabled adapter adds: its endpoints, its providers and which of them is the gateway. */
export interface GatewayAdapterParts extends Pick<DynamicModule, 'controllers' | 'providers'> {
  gateway: Type<PaymentGateway>;
}

/** Reads the adapter's settings (throwing, naming a missing one) and answers its parts. */
export type GatewayAdapter = (config: AppConfig) => GatewayAdapterParts;

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
