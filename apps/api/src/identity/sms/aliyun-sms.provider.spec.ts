// The Aliyun adapter against a local double of Dysmsapi's wire protocol (testing/aliyun-sms-double.ts):
// the SDK's real ACS3-HMAC-SHA256 signature with the keys this test makes, the documented fields, and
// each kind of refusal mapped to the player's error key.
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../platform/errors/domain-error';
import { SmsPurpose } from '../domain/sms-code';
import { AliyunSmsProvider, aliyunSmsSettings } from './aliyun-sms.provider';
import type { SmsMessage } from './sms-provider.port';
import { startAliyunSmsDouble, type AliyunSmsDouble } from './testing/aliyun-sms-double';

const keyId = `LTAI${randomBytes(8).toString('hex')}`;
const keySecret = randomBytes(20).toString('base64');

function aliyunEnv(double: AliyunSmsDouble, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ALIYUN_SMS_ACCESS_KEY_ID: keyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: keySecret,
    ALIYUN_SMS_SIGN_NAME: '战利品账本',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
    ALIYUN_SMS_TEMPLATE_CODE_LOGIN: 'SMS_100000002',
    ALIYUN_SMS_ENDPOINT: double.url,
    ALIYUN_SMS_TIMEOUT_MS: '50',
    ...overrides,
  };
}

function providerFor(double: AliyunSmsDouble, overrides: Record<string, string> = {}): AliyunSmsProvider {
  return new AliyunSmsProvider(aliyunSmsSettings({ providerEnv: aliyunEnv(double, overrides) }));
}

const message = (areaCode: string, mobile: string, purpose = SmsPurpose.Register): SmsMessage => ({
  areaCode,
  mobile,
  code: '012345',
  purpose,
  sentAt: new Date(),
});

describe('AliyunSmsProvider against the Dysmsapi double', () => {
  let double: AliyunSmsDouble;
  beforeEach(async () => {
    double = await startAliyunSmsDouble({
      accessKeyId: keyId,
      accessKeySecret: keySecret,
      signNames: ['战利品账本'],
      templateCodes: ['SMS_100000001', 'SMS_100000002'],
    });
  });
  afterEach(() => double.close());

  it('sends a mainland code signed with the access key: 11 digits without +86, the sign name, the purpose template, {"code"} as a string', async () => {
    await providerFor(double).send(message('86', '13912345678'));
    await providerFor(double).send(message('86', '13912345679', SmsPurpose.Login));
    expect(double.refused).toEqual([]);
    expect(double.sent).toEqual([
      {
        phoneNumbers: '13912345678',
        signName: '战利品账本',
        templateCode: 'SMS_100000001',
        templateParam: { code: '012345' },
        code: '012345',
      },
      expect.objectContaining({ phoneNumbers: '13912345679', templateCode: 'SMS_100000002' }),
    ]);
  });

  it('sends an international number as country code + number, digits only', async () => {
    await providerFor(double).send(message('852', '91234567'));
    await providerFor(double).send(message('44', '07911123456'));
    expect(double.sent.map((sms) => sms.phoneNumbers)).toEqual(['85291234567', '447911123456']);
  });

  it('is refused by the double when signed with another secret (SignatureDoesNotMatch): SMS_UNAVAILABLE, nothing sent', async () => {
    const wrong = providerFor(double, { ALIYUN_SMS_ACCESS_KEY_SECRET: randomBytes(20).toString('base64') });
    await expect(wrong.send(message('86', '13912345678'))).rejects.toEqual(new DomainError('SMS_UNAVAILABLE'));
    const unknown = providerFor(double, { ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIunknown' });
    await expect(unknown.send(message('86', '13912345678'))).rejects.toEqual(new DomainError('SMS_UNAVAILABLE'));
    expect(double.refused).toEqual(['SignatureDoesNotMatch', 'InvalidAccessKeyId.NotFound']);
    expect(double.sent).toEqual([]);
  });

  it('is refused when its clock is off by more than 15 minutes (InvalidTimeStamp.Expired): SMS_UNAVAILABLE', async () => {
    const skewed = await startAliyunSmsDouble({
      accessKeyId: keyId,
      accessKeySecret: keySecret,
      signNames: ['战利品账本'],
      templateCodes: ['SMS_100000001'],
      now: () => new Date(Date.now() + 16 * 60 * 1000),
    });
    try {
      await expect(providerFor(skewed).send(message('86', '13912345678'))).rejects.toEqual(
        new DomainError('SMS_UNAVAILABLE'),
      );
      expect(skewed.refused).toEqual(['InvalidTimeStamp.Expired']);
    } finally {
      await skewed.close();
    }
  });

  it('maps an unapproved sign name (isv.SMS_SIGNATURE_ILLEGAL) to SMS_UNAVAILABLE', async () => {
    const provider = providerFor(double, { ALIYUN_SMS_SIGN_NAME: '未审核' });
    await expect(provider.send(message('86', '13912345678'))).rejects.toEqual(new DomainError('SMS_UNAVAILABLE'));
    expect(double.refused).toEqual(['isv.SMS_SIGNATURE_ILLEGAL']);
  });

  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', 'SMS_RATE_LIMITED'],
    ['isv.MOBILE_NUMBER_ILLEGAL', 'MOBILE_INVALID'],
    ['isv.DAY_LIMIT_CONTROL', 'SMS_UNAVAILABLE'],
    ['isv.AMOUNT_NOT_ENOUGH', 'SMS_UNAVAILABLE'],
    ['isp.SYSTEM_ERROR', 'SMS_UNAVAILABLE'],
  ])('maps the answer Code %s (HTTP 200) to %s', async (code, key) => {
    double.failNext({ kind: 'code', code });
    await expect(providerFor(double).send(message('86', '13912345678'))).rejects.toEqual(new DomainError(key as never));
    expect(double.refused).toEqual([code]);
    expect(double.sent).toEqual([]);
  });

  it('maps an outage (HTTP 503), no answer within the timeout and a dropped connection to SMS_UNAVAILABLE', async () => {
    double.failNext({ kind: 'status', status: 503 }, { kind: 'hang' }, { kind: 'drop' });
    for (let i = 0; i < 3; i++) {
      await expect(providerFor(double).send(message('86', '13912345678'))).rejects.toEqual(
        new DomainError('SMS_UNAVAILABLE'),
      );
    }
    expect(double.requestCount()).toBe(3);
    await providerFor(double).send(message('86', '13912345678'));
    expect(double.sent).toHaveLength(1);
  });

  it('refuses a number that cannot take a text (MOBILE_INVALID) without asking Aliyun', async () => {
    await expect(providerFor(double).send(message('86', '12345678901'))).rejects.toEqual(
      new DomainError('MOBILE_INVALID'),
    );
    expect(double.requestCount()).toBe(0);
  });
});

describe('aliyunSmsSettings', () => {
  const complete = {
    ALIYUN_SMS_ACCESS_KEY_ID: 'id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    ALIYUN_SMS_SIGN_NAME: 'sign',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  };

  it('defaults to Aliyun over https with a 5 s timeout; a template per purpose overrides the shared one', () => {
    const settings = aliyunSmsSettings({ providerEnv: { ...complete, ALIYUN_SMS_TEMPLATE_CODE_BIND: 'SMS_3' } });
    expect(settings.endpoint).toEqual({ host: 'dysmsapi.aliyuncs.com', protocol: 'https' });
    expect(settings.timeoutMs).toBe(5000);
    expect(settings.templateCodes).toEqual({
      [SmsPurpose.Register]: 'SMS_1',
      [SmsPurpose.Login]: 'SMS_1',
      [SmsPurpose.Bind]: 'SMS_3',
    });
  });

  it.each(Object.keys(complete))('refuses to start without %s, naming it', (name) => {
    const env: Record<string, string> = { ...complete };
    delete env[name];
    expect(() => aliyunSmsSettings({ providerEnv: env })).toThrow(`${name} is required by SMS_PROVIDER=aliyun`);
  });

  it('needs no shared template when every purpose has its own', () => {
    const env: Record<string, string> = {
      ...complete,
      ALIYUN_SMS_TEMPLATE_CODE_REGISTER: 'SMS_1',
      ALIYUN_SMS_TEMPLATE_CODE_LOGIN: 'SMS_2',
      ALIYUN_SMS_TEMPLATE_CODE_BIND: 'SMS_3',
    };
    delete env.ALIYUN_SMS_TEMPLATE_CODE;
    expect(aliyunSmsSettings({ providerEnv: env }).templateCodes[SmsPurpose.Login]).toBe('SMS_2');
  });
});
