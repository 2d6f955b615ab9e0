import { loadConfig } from '../../platform/config/app-config';
import { SandboxSmsController } from '../sandbox-sms/sandbox-sms.controller';
import { AliyunSmsProvider } from './aliyun-sms.provider';
import { SmsProviderModule } from './sms-provider.module';
import { SMS_PROVIDER } from './sms-provider.port';
import { TencentSmsProvider } from './tencent-sms.provider';

describe('SmsProviderModule', () => {
  it('provides the sandbox and mounts GET /sandbox/sms with SMS_PROVIDER=sandbox (the default)', () => {
    const module = SmsProviderModule.forRoot(loadConfig({}));
    expect(module.controllers).toEqual([SandboxSmsController]);
    expect(module.exports).toEqual([SMS_PROVIDER]);
    expect(module.global).toBe(true);
  });

  it('refuses to start with an unknown adapter, naming the available ones', () => {
    expect(() => SmsProviderModule.forRoot(loadConfig({ SMS_PROVIDER: 'twilio' }))).toThrow(
      'SMS_PROVIDER=twilio: no such SMS adapter (available: sandbox, aliyun, tencent)',
    );
    expect(() => SmsProviderModule.forRoot(loadConfig({ SMS_PROVIDER: 'toString' }))).toThrow(/no such SMS adapter/);
  });

  it('provides the Aliyun or Tencent adapter with its keys, without the sandbox endpoint', () => {
    const aliyun = SmsProviderModule.forRoot(
      loadConfig({
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: 'sign',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      }),
    );
    expect(aliyun.controllers).toBeUndefined();
    expect(aliyun.providers).toEqual([{ provide: SMS_PROVIDER, useValue: expect.any(AliyunSmsProvider) }]);
    const tencent = SmsProviderModule.forRoot(
      loadConfig({
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: 'id',
        TENCENT_SMS_SECRET_KEY: 'key',
        TENCENT_SMS_SDK_APP_ID: '1400000001',
        TENCENT_SMS_SIGN_NAME: 'sign',
        TENCENT_SMS_TEMPLATE_ID: '1',
      }),
    );
    expect(tencent.providers).toEqual([{ provide: SMS_PROVIDER, useValue: expect.any(TencentSmsProvider) }]);
  });

  it('refuses to start a real adapter without its keys, naming the first missing one', () => {
    expect(() => SmsProviderModule.forRoot(loadConfig({ SMS_PROVIDER: 'aliyun' }))).toThrow(
      'ALIYUN_SMS_ACCESS_KEY_ID is required by SMS_PROVIDER=aliyun and is not set',
    );
    expect(() =>
      SmsProviderModule.forRoot(loadConfig({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'id' })),
    ).toThrow('TENCENT_SMS_SECRET_KEY is required by SMS_PROVIDER=tencent and is not set');
  });
});
