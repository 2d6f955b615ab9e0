import { loadConfig } from '../../platform/config/app-config';
import { SandboxSmsController } from '../sandbox-sms/sandbox-sms.controller';
import { SmsProviderModule } from './sms-provider.module';
import { SMS_PROVIDER } from './sms-provider.port';

describe('SmsProviderModule', () => {
  it('provides the sandbox and mounts GET /sandbox/sms with SMS_PROVIDER=sandbox (the default)', () => {
    const module = SmsProviderModule.forRoot(loadConfig({}));
    expect(module.controllers).toEqual([SandboxSmsController]);
    expect(module.exports).toEqual([SMS_PROVIDER]);
    expect(module.global).toBe(true);
  });

  it('refuses to start with an unknown adapter, naming the available ones', () => {
    expect(() => SmsProviderModule.forRoot(loadConfig({ SMS_PROVIDER: 'aliyun' }))).toThrow(
      'SMS_PROVIDER=aliyun: no such SMS adapter (available: sandbox)',
    );
    expect(() => SmsProviderModule.forRoot(loadConfig({ SMS_PROVIDER: 'toString' }))).toThrow(/no such SMS adapter/);
  });
});
