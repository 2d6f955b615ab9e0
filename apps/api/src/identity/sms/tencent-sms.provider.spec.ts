// The Tencent adapter against a local double of Tencent Cloud SMS on the wire
// (testing/tencent-sms-double.ts), reached as sms.tencentcloudapi.com through the double's proxy side:
// the SDK's real TC3-HMAC-SHA256 signature with the keys this test makes, the documented fields, the
// request-level and per-number (SendStatusSet) refusals mapped to the player's error keys.
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../platform/errors/domain-error';
import { SmsPurpose } from '../domain/sms-code';
import type { SmsMessage } from './sms-provider.port';
import { TencentSmsProvider, tencentSmsSettings } from './tencent-sms.provider';
import { startTencentSmsDouble, type TencentSmsDouble } from './testing/tencent-sms-double';

const secretId = `AKID${randomBytes(16).toString('hex')}`;
const secretKey = randomBytes(24).toString('base64');

function tencentEnv(double: TencentSmsDouble, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    TENCENT_SMS_SECRET_ID: secretId,
    TENCENT_SMS_SECRET_KEY: secretKey,
    TENCENT_SMS_SDK_APP_ID: '1400000001',
    TENCENT_SMS_SIGN_NAME: '战利品账本',
    TENCENT_SMS_TEMPLATE_ID: '100001',
    TENCENT_SMS_TEMPLATE_ID_BIND: '100003',
    TENCENT_SMS_ENDPOINT: 'http://sms.tencentcloudapi.com',
    TENCENT_SMS_PROXY: double.url,
    TENCENT_SMS_TIMEOUT_MS: '50',
    ...overrides,
  };
}

function providerFor(double: TencentSmsDouble, overrides: Record<string, string> = {}): TencentSmsProvider {
  return new TencentSmsProvider(tencentSmsSettings({ providerEnv: tencentEnv(double, overrides) }));
}

const message = (areaCode: string, mobile: string, purpose = SmsPurpose.Register): SmsMessage => ({
  areaCode,
  mobile,
  code: '012345',
  purpose,
  sentAt: new Date(),
});

describe('TencentSmsProvider against the Tencent Cloud SMS double', () => {
  let double: TencentSmsDouble;
  beforeEach(async () => {
    double = await startTencentSmsDouble({
      secretId,
      secretKey,
      sdkAppId: '1400000001',
      signNames: ['战利品账本'],
      templateIds: ['100001', '100003'],
    });
  });
  afterEach(() => double.close());

  it('sends the code signed with the secret key to the +E.164 number, with the app id, sign name, purpose template and region', async () => {
    await providerFor(double).send(message('86', '13912345678'));
    await providerFor(double).send(message('852', '91234567', SmsPurpose.Bind));
    expect(double.refused).toEqual([]);
    expect(double.sent).toEqual([
      {
        phoneNumber: '+8613912345678',
        signName: '战利品账本',
        templateId: '100001',
        templateParams: ['012345'],
        code: '012345',
        region: 'ap-guangzhou',
      },
      expect.objectContaining({ phoneNumber: '+85291234567', templateId: '100003' }),
    ]);
    expect(double.tunnels).toEqual(['sms.tencentcloudapi.com:80', 'sms.tencentcloudapi.com:80']);
  });

  it('is refused by the double when signed with another key (AuthFailure.SignatureFailure): SMS_UNAVAILABLE, nothing sent', async () => {
    const wrong = providerFor(double, { TENCENT_SMS_SECRET_KEY: randomBytes(24).toString('base64') });
    await expect(wrong.send(message('86', '13912345678'))).rejects.toEqual(new DomainError('SMS_UNAVAILABLE'));
    // Straight at 127.0.0.1 the SDK signs the service "127": the double, like Tencent, wants "sms".
    const direct = providerFor(double, { TENCENT_SMS_ENDPOINT: double.url, TENCENT_SMS_PROXY: '' });
    await expect(direct.send(message('86', '13912345678'))).rejects.toEqual(new DomainError('SMS_UNAVAILABLE'));
    expect(double.refused).toEqual(['AuthFailure.SignatureFailure', 'AuthFailure.SignatureFailure']);
    expect(double.sent).toEqual([]);
  });

  it('is refused when its clock is off by more than 5 minutes (AuthFailure.SignatureExpire): SMS_UNAVAILABLE', async () => {
    const skewed = await startTencentSmsDouble({
      secretId,
      secretKey,
      sdkAppId: '1400000001',
      signNames: ['战利品账本'],
      templateIds: ['100001'],
      now: () => new Date(Date.now() - 6 * 60 * 1000),
    });
    try {
      const provider = providerFor(skewed);
      await expect(provider.send(message('86', '13912345678'))).rejects.toEqual(new DomainError('SMS_UNAVAILABLE'));
      expect(skewed.refused).toEqual(['AuthFailure.SignatureExpire']);
    } finally {
      await skewed.close();
    }
  });

  it('maps a wrong app id or template (our configuration) to SMS_UNAVAILABLE', async () => {
    await expect(
      providerFor(double, { TENCENT_SMS_SDK_APP_ID: '1400000002' }).send(message('86', '13912345678')),
    ).rejects.toEqual(new DomainError('SMS_UNAVAILABLE'));
    await expect(
      providerFor(double, { TENCENT_SMS_TEMPLATE_ID: '999' }).send(message('86', '13912345678')),
    ).rejects.toEqual(new DomainError('SMS_UNAVAILABLE'));
    expect(double.refused).toEqual([
      'UnauthorizedOperation.SmsSdkAppIdVerifyFail',
      'FailedOperation.TemplateIncorrectOrUnapproved',
    ]);
  });

  it.each([
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'SMS_RATE_LIMITED'],
    ['LimitExceeded.PhoneNumberDailyLimit', 'SMS_RATE_LIMITED'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'MOBILE_INVALID'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'SMS_UNAVAILABLE'],
  ])('maps the number’s SendStatusSet code %s inside a 200 answer to %s', async (code, key) => {
    double.failNext({ kind: 'code', code, inStatusSet: true });
    await expect(providerFor(double).send(message('86', '13912345678'))).rejects.toEqual(new DomainError(key as never));
    expect(double.refused).toEqual([code]);
    expect(double.sent).toEqual([]);
  });

  it.each([
    ['LimitExceeded.PhoneNumberOneHourLimit', 'SMS_RATE_LIMITED'],
    ['AuthFailure.SignatureFailure', 'SMS_UNAVAILABLE'],
    ['InternalError.Timeout', 'SMS_UNAVAILABLE'],
  ])('maps the request error %s to %s', async (code, key) => {
    double.failNext({ kind: 'code', code });
    await expect(providerFor(double).send(message('86', '13912345678'))).rejects.toEqual(new DomainError(key as never));
    expect(double.refused).toEqual([code]);
  });

  it('maps an outage (HTTP 502), no answer within the timeout and a dropped connection to SMS_UNAVAILABLE', async () => {
    double.failNext({ kind: 'status', status: 502 }, { kind: 'hang' }, { kind: 'drop' });
    for (let i = 0; i < 3; i++) {
      await expect(providerFor(double).send(message('86', '13912345678'))).rejects.toEqual(
        new DomainError('SMS_UNAVAILABLE'),
      );
    }
    expect(double.requestCount()).toBe(3);
    await providerFor(double).send(message('86', '13912345678'));
    expect(double.sent).toHaveLength(1);
  });

  it('refuses a landline (MOBILE_INVALID) without asking Tencent', async () => {
    await expect(providerFor(double).send(message('86', '01062345678'))).rejects.toEqual(
      new DomainError('MOBILE_INVALID'),
    );
    expect(double.requestCount()).toBe(0);
  });
});

describe('tencentSmsSettings', () => {
  const complete = {
    TENCENT_SMS_SECRET_ID: 'id',
    TENCENT_SMS_SECRET_KEY: 'key',
    TENCENT_SMS_SDK_APP_ID: '1400000001',
    TENCENT_SMS_SIGN_NAME: 'sign',
    TENCENT_SMS_TEMPLATE_ID: '1',
  };

  it('defaults to sms.tencentcloudapi.com over https in ap-guangzhou, no proxy, a 5 s timeout', () => {
    const settings = tencentSmsSettings({ providerEnv: complete });
    expect(settings).toMatchObject({
      endpoint: { host: 'sms.tencentcloudapi.com', protocol: 'https' },
      region: 'ap-guangzhou',
      proxy: undefined,
      timeoutMs: 5000,
    });
  });

  it.each(Object.keys(complete))('refuses to start without %s, naming it', (name) => {
    const env: Record<string, string> = { ...complete };
    delete env[name];
    expect(() => tencentSmsSettings({ providerEnv: env })).toThrow(`${name} is required by SMS_PROVIDER=tencent`);
  });
});
