// Provides SMS_PROVIDER (the SMS gateway port) from SMS_PROVIDER in the configuration, and mounts the
// sandbox's GET /sandbox/sms only when the sandbox is the provider. Global: identity's SMS code
// service injects SMS_PROVIDER. A real adapter reads its settings here, so a missing key refuses the
// start naming the variable (docs/sms.md).
import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { SandboxSmsController } from '../sandbox-sms/sandbox-sms.controller';
import { AliyunSmsProvider, aliyunSmsSettings } from './aliyun-sms.provider';
import { SandboxSmsProvider } from './sandbox-sms.provider';
import { SMS_PROVIDER } from './sms-provider.port';
import { TencentSmsProvider, tencentSmsSettings } from './tencent-sms.provider';

type SmsAdapter = (config: AppConfig) => Pick<DynamicModule, 'controllers' | 'providers'>;

/** The adapters SMS_PROVIDER may name. */
export const SMS_ADAPTERS: Readonly<Record<string, SmsAdapter>> = {
  sandbox: () => ({
    controllers: [SandboxSmsController],
    providers: [SandboxSmsProvider, { provide: SMS_PROVIDER, useExisting: SandboxSmsProvider }],
  }),
  aliyun: (config) => ({
    providers: [{ provide: SMS_PROVIDER, useValue: new AliyunSmsProvider(aliyunSmsSettings(config)) }],
  }),
  tencent: (config) => ({
    providers: [{ provide: SMS_PROVIDER, useValue: new TencentSmsProvider(tencentSmsSettings(config)) }],
  }),
};

@Module({})
export class SmsProviderModule {
  static forRoot(config: AppConfig): DynamicModule {
    const adapter = Object.prototype.hasOwnProperty.call(SMS_ADAPTERS, config.smsProvider)
      ? SMS_ADAPTERS[config.smsProvider]
      : undefined;
    if (!adapter) {
      throw new Error(
        `SMS_PROVIDER=${config.smsProvider}: no such SMS adapter (available: ${Object.keys(SMS_ADAPTERS).join(', ')})`,
      );
    }
    return { module: SmsProviderModule, global: true, ...adapter(config), exports: [SMS_PROVIDER] };
  }
}
