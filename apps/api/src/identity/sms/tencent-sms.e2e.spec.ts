// The app with SMS_PROVIDER=tencent over real HTTP, its SDK reaching the Tencent Cloud SMS double as
// sms.tencentcloudapi.com through TENCENT_SMS_PROXY: the code reaches the double signed and to the
// +E.164 number and registers the player; a per-number refusal inside a 200 answer (SendStatusSet)
// reaches the player as a clear error in zh and en; a start without a key is refused, naming it.
import { randomBytes } from 'node:crypto';
import { expectRefusal } from '../../platform/testing/api-client';
import { fileSuite, startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { startTencentSmsDouble, type TencentSmsDouble } from './testing/tencent-sms-double';
import { aMainlandMobile, register, sendCode } from './testing/sms-e2e';

const secretId = `AKID${randomBytes(16).toString('hex')}`;
const secretKey = randomBytes(24).toString('base64');

function tencentEnv(double: TencentSmsDouble): Record<string, string> {
  return {
    TENCENT_SMS_SECRET_ID: secretId,
    TENCENT_SMS_SECRET_KEY: secretKey,
    TENCENT_SMS_SDK_APP_ID: '1400000001',
    TENCENT_SMS_SIGN_NAME: '战利品账本',
    TENCENT_SMS_TEMPLATE_ID: '100001',
    TENCENT_SMS_ENDPOINT: 'http://sms.tencentcloudapi.com',
    TENCENT_SMS_PROXY: double.url,
  };
}

const suite = fileSuite(async () => {
  const double = await startTencentSmsDouble({
    secretId,
    secretKey,
    sdkAppId: '1400000001',
    signNames: ['战利品账本'],
    templateIds: ['100001'],
  });
  const app = await startTestApp({ smsProvider: 'tencent', providerEnv: tencentEnv(double) });
  return { ...suiteOf(app), double };
});
afterAll(() => suite.double?.close());

function lastCodeTo(double: TencentSmsDouble, phoneNumber: string): string {
  const sms = double.sent.filter((sent) => sent.phoneNumber === phoneNumber).at(-1);
  if (!sms) throw new Error(`the double got no SMS for ${phoneNumber}`);
  return sms.code;
}

describe('SMS_PROVIDER=tencent (e2e, Tencent Cloud SMS double)', () => {
  it('sends the code through Tencent to the +E.164 number; the player registers with it', async () => {
    const mobile = aMainlandMobile();
    expect((await sendCode(suite.client, mobile)).status).toBe(200);
    const code = lastCodeTo(suite.double, `+86${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(suite.double.sent.at(-1)).toMatchObject({
      signName: '战利品账本',
      templateId: '100001',
      region: 'ap-guangzhou',
    });
    expect(suite.double.refused).toEqual([]);
    const registered = await register(suite.client, mobile, code);
    expect(registered.status).toBe(200);
    expect(registered.body.data.token).toEqual(expect.any(String));
  });

  it('answers a number’s LimitExceeded.PhoneNumberDailyLimit (in a 200 answer) with 429 SMS_RATE_LIMITED in zh and en, the code unusable', async () => {
    const [zhMobile, enMobile] = [aMainlandMobile(), aMainlandMobile()];
    suite.double.failNext(
      { kind: 'code', code: 'LimitExceeded.PhoneNumberDailyLimit', inStatusSet: true },
      { kind: 'code', code: 'LimitExceeded.PhoneNumberThirtySecondLimit', inStatusSet: true },
    );
    const zh = await sendCode(suite.client, zhMobile, 'zh');
    expectRefusal(zh, 429, 'SMS_RATE_LIMITED');
    expect(zh.body.message).toBe('该手机号今日接收验证码过多，请稍后再试');
    const en = await sendCode(suite.client, enMobile, 'en');
    expectRefusal(en, 429, 'SMS_RATE_LIMITED');
    expect(en.body.message).toBe('This number has received too many codes for now; please try again later');
    const { rows } = await suite.sql.query(`SELECT used_at FROM identity_sms_codes WHERE mobile = $1`, [zhMobile]);
    expect(rows).toEqual([{ used_at: expect.anything() }]);
  });

  it('answers an unfunded SMS package (FailedOperation.InsufficientBalanceInSmsPackage) with 503 SMS_UNAVAILABLE; a retry goes through at once', async () => {
    const mobile = aMainlandMobile();
    suite.double.failNext({ kind: 'code', code: 'FailedOperation.InsufficientBalanceInSmsPackage', inStatusSet: true });
    expectRefusal(await sendCode(suite.client, mobile), 503, 'SMS_UNAVAILABLE');
    expect((await sendCode(suite.client, mobile)).status).toBe(200);
    expect((await register(suite.client, mobile, lastCodeTo(suite.double, `+86${mobile}`))).status).toBe(200);
  });
});

describe('SMS_PROVIDER=tencent without its keys (e2e)', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses to start, naming the missing variable', async () => {
    const providerEnv = {
      TENCENT_SMS_SECRET_ID: secretId,
      TENCENT_SMS_SECRET_KEY: secretKey,
      TENCENT_SMS_SIGN_NAME: 's',
    };
    await expect(startTestApp({ smsProvider: 'tencent', providerEnv })).rejects.toThrow(
      'TENCENT_SMS_SDK_APP_ID is required by SMS_PROVIDER=tencent and is not set',
    );
  });
});
