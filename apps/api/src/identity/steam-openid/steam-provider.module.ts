// Provides STEAM_OPENID (the Steam sign-in port) from STEAM_PROVIDER in the configuration:
//   sandbox (default)  the sandbox OpenID provider at /sandbox/steam/login (mounted only then), whose
//                      check_authentication goes to this server's own loopback address
//   steam              Steam's endpoint STEAM_OPENID_URL for both the browser and check_authentication
// Global: identity's Steam sign-in and binding inject STEAM_OPENID and SITE_ADDRESS.
import { Module, type DynamicModule } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../../platform/config/app-config';
import { SandboxSteamController } from '../sandbox-steam/sandbox-steam.controller';
import { SandboxSteamOpenId } from '../sandbox-steam/sandbox-steam-openid';
import { OpenIdHttpProvider } from './openid-http.provider';
import { SITE_ADDRESS, STEAM_OPENID, type SiteAddress } from './steam-openid.port';

type SteamAdapter = (config: AppConfig) => Pick<DynamicModule, 'controllers' | 'providers'>;

/** PUBLIC_BASE_URL, else this server on the loopback address at the port it listens on. */
export function loopbackAddress(config: AppConfig, adapterHost: HttpAdapterHost): () => string {
  return () => {
    const address: unknown = adapterHost.httpAdapter?.getHttpServer()?.address();
    const port = typeof address === 'object' && address !== null ? (address as { port: number }).port : config.port;
    return `http://127.0.0.1:${port}`;
  };
}

export const SANDBOX_STEAM_PATH = '/sandbox/steam/login';

/** The adapters STEAM_PROVIDER may name. */
export const STEAM_ADAPTERS: Readonly<Record<string, SteamAdapter>> = {
  sandbox: (config) => ({
    controllers: [SandboxSteamController],
    providers: [
      {
        provide: SandboxSteamOpenId,
        inject: [SITE_ADDRESS],
        useFactory: (site: SiteAddress) =>
          new SandboxSteamOpenId(config.gatewaySecret, () => `${site()}${SANDBOX_STEAM_PATH}`),
      },
      {
        provide: STEAM_OPENID,
        inject: [SandboxSteamOpenId, HttpAdapterHost],
        useFactory: (sandbox: SandboxSteamOpenId, adapterHost: HttpAdapterHost) => {
          const loopback = loopbackAddress(config, adapterHost);
          return new OpenIdHttpProvider(sandbox.endpoint, () => `${loopback()}${SANDBOX_STEAM_PATH}`);
        },
      },
    ],
  }),
  steam: (config) => ({
    providers: [
      {
        provide: STEAM_OPENID,
        useFactory: () =>
          new OpenIdHttpProvider(
            () => config.steamOpenIdUrl,
            () => config.steamOpenIdUrl,
          ),
      },
    ],
  }),
};

@Module({})
export class SteamProviderModule {
  static forRoot(config: AppConfig): DynamicModule {
    const adapter = Object.prototype.hasOwnProperty.call(STEAM_ADAPTERS, config.steamProvider)
      ? STEAM_ADAPTERS[config.steamProvider]
      : undefined;
    if (!adapter) {
      throw new Error(
        `STEAM_PROVIDER=${config.steamProvider}: no such Steam sign-in adapter (available: ${Object.keys(STEAM_ADAPTERS).join(', ')})`,
      );
    }
    if (config.steamProvider === 'steam' && !/^https:\/\/[^/?#]+\/[^?#]*$/.test(config.steamOpenIdUrl)) {
      throw new Error(`STEAM_OPENID_URL=${config.steamOpenIdUrl}: not an https URL without query or fragment`);
    }
    const { controllers, providers } = adapter(config);
    return {
      module: SteamProviderModule,
      global: true,
      controllers,
      providers: [
        {
          provide: SITE_ADDRESS,
          inject: [HttpAdapterHost],
          useFactory: (adapterHost: HttpAdapterHost): SiteAddress =>
            config.publicBaseUrl ? () => config.publicBaseUrl as string : loopbackAddress(config, adapterHost),
        },
        ...(providers ?? []),
      ],
      exports: [STEAM_OPENID, SITE_ADDRESS],
    };
  }
}
