// What an adapter gives PaymentGatewayModule (one entry of PAYMENT_GATEWAY_ADAPTERS). Its own file so
// that an adapter the module lists can name the type without importing the module back.
import type { DynamicModule, Type } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import type { PaymentGateway } from './payment-gateway.port';

/** What an enabled adapter adds: its endpoints, its providers and which of them is the gateway. */
export interface GatewayAdapterParts extends Pick<DynamicModule, 'controllers' | 'providers'> {
  gateway: Type<PaymentGateway>;
}

/** Reads the adapter's settings (throwing, naming a missing one) and answers its parts. */
export type GatewayAdapter = (config: AppConfig) => GatewayAdapterParts;
