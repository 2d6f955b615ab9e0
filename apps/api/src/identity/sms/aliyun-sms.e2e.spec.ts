// The app with SMS_PROVIDER=aliyun over real HTTP, its SDK pointed at the Dysmsapi double: the code
// reaches the double signed and in Aliyun's number form and registers the player; the provider's
// refusals reach the player as clear errors (zh and en), leave no usable code, and an outage does
// not hold the player past a retry; a start without a key is refused, naming it.
import { randomBytes } from 'node:crypto';
import type { SqlClient } from '@lootledger/event-store';
import { expectRefusal } from '../../platform/testing/api-client';
import { fileSuite, startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { startAliyunSmsDouble, type AliyunSmsDouble } from './testing/aliyun-sms-double';
import { aMainlandMobile, register, sendCode } from './testing/sms-e2e';

const keyId = `LTAI${randomBytes(8).toString('hex')}`;
const keySecret = randomBytes(20).toString('base64');

function aliyunEnv(double: AliyunSmsDouble): Record<string, string> {
  return {
    ALIYUN_SMS_ACCESS_KEY_ID: keyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: keySecret,
    ALIYUN_SMS_SIGN_NAME: '战利品账本',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
    ALIYUN_SMS_ENDPOINT: double.url,
  };
}

const suite = fileSuite(async () => {
  const double = await startAliyunSmsDouble({
    accessKeyId: keyId,
    accessKeySecret: keySecret,
    signNames: ['战利品账本'],
    templateCodes: ['SMS_100000001'],
  });
  const app = await startTestApp({ smsProvider: 'aliyun', providerEnv: aliyunEnv(double) });
  return { ...suiteOf(app), double };
});
afterAll(() => suite.double?.close());

async function codeRows(sql: SqlClient, mobile: string): Promise<{ used_at: unknown }[]> {
  const { rows } = await sql.query<{ used_at: unknown }>(
    `SELECT used_at FROM identity_sms_codes WHERE mobile = $1 ORDER BY id`,
    [mobile],
  );
  return rows;
}

function lastCodeTo(double: AliyunSmsDouble, phoneNumbers: string): string {
  const sms = double.sent.filter((sent) => sent.phoneNumbers === phoneNumbers).at(-1);
  if (!sms) throw new Error(`the double got no SMS for ${phoneNumbers}`);
  return sms.code;
}

function expectNoStack(result: { body: unknown }): void {
  expect(JSON.stringify(result.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe('SMS_PROVIDER=aliyun (e2e, Dysmsapi double)', () => {
  it('sends the code through Aliyun to the 11-digit mainland number; the player registers with it; no sandbox endpoint', async () => {
    const mobile = aMainlandMobile();
    const sent = await sendCode(suite.client, mobile);
    expect(sent.status).toBe(200);
    const code = lastCodeTo(suite.double, mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(suite.double.sent.at(-1)).toMatchObject({ signName: '战利品账本', templateCode: 'SMS_100000001' });
    expect(suite.double.refused).toEqual([]);
    const registered = await register(suite.client, mobile, code);
    expect(registered.status).toBe(200);
    expect(registered.body.data.token).toEqual(expect.any(String));
    expect((await fetch(`${suite.app.baseUrl}/sandbox/sms?mobile=${mobile}&area_code=86`)).status).toBe(404);
  });

  it('answers Aliyun’s per-number limit (isv.BUSINESS_LIMIT_CONTROL) with 429 SMS_RATE_LIMITED in zh and en; the code is retired and the 60 s wait stands', async () => {
    const [zhMobile, enMobile] = [aMainlandMobile(), aMainlandMobile()];
    suite.double.failNext(
      { kind: 'code', code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发号码天级流控Permits:10' },
      { kind: 'code', code: 'isv.BUSINESS_LIMIT_CONTROL' },
    );
    const zh = await sendCode(suite.client, zhMobile, 'zh');
    expectRefusal(zh, 429, 'SMS_RATE_LIMITED');
    expect(zh.body.message).toBe('该手机号今日接收验证码过多，请稍后再试');
    const en = await sendCode(suite.client, enMobile, 'en');
    expectRefusal(en, 429, 'SMS_RATE_LIMITED');
    expect(en.body.message).toBe('This number has received too many codes for now; please try again later');
    expect(await codeRows(suite.sql, zhMobile)).toEqual([{ used_at: expect.anything() }]);
    expectRefusal(await sendCode(suite.client, zhMobile), 429, 'SMS_TOO_FREQUENT');
  });

  it('answers an Aliyun outage (HTTP 503) with 503 SMS_UNAVAILABLE and no stack; the player may retry at once and register', async () => {
    const mobile = aMainlandMobile();
    suite.double.failNext({ kind: 'status', status: 503 });
    const refused = await sendCode(suite.client, mobile, 'zh');
    expectRefusal(refused, 503, 'SMS_UNAVAILABLE');
    expect(refused.body.message).toBe('短信服务暂时不可用，请稍后再试');
    expectNoStack(refused);
    expect(await codeRows(suite.sql, mobile)).toEqual([{ used_at: expect.anything() }]);
    expect((await sendCode(suite.client, mobile)).status).toBe(200);
    expect((await register(suite.client, mobile, lastCodeTo(suite.double, mobile))).status).toBe(200);
  });

  it('refuses a number no carrier serves (12x) with 422 MOBILE_INVALID, asking Aliyun nothing and changing nothing', async () => {
    const before = suite.double.requestCount();
    const refused = await sendCode(suite.client, '12345678901', 'en');
    expectRefusal(refused, 422, 'MOBILE_INVALID');
    expect(refused.body.message).toBe(
      'This mobile number is invalid or cannot receive SMS; check the area code and number',
    );
    expect(suite.double.requestCount()).toBe(before);
    expect(await codeRows(suite.sql, '12345678901')).toEqual([]);
    const { rows } = await suite.sql.query(`SELECT bucket FROM platform_rate_limits WHERE bucket LIKE $1`, [
      '%12345678901',
    ]);
    expect(rows).toEqual([]);
  });
});

describe('SMS_PROVIDER=aliyun without its keys (e2e)', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses to start, naming the missing variable', async () => {
    const providerEnv = {
      ALIYUN_SMS_ACCESS_KEY_ID: keyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: keySecret,
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
    };
    await expect(startTestApp({ smsProvider: 'aliyun', providerEnv })).rejects.toThrow(
      'ALIYUN_SMS_SIGN_NAME is required by SMS_PROVIDER=aliyun and is not set',
    );
  });
});
