// Tencent Cloud SMS (SMS_PROVIDER=tencent): SendSms of API 2021-01-11 through
// tencentcloud-sdk-nodejs-sms, signed TC3-HMAC-SHA256 (X-TC-* headers, credential scope
// <date>/sms/tc3_request: the SDK takes the service from the endpoint's first label). A request-level
// refusal is HTTP 200 with Response.Error (the SDK throws with its code); a delivered request still
// carries one status per number in SendStatusSet, whose Code is "Ok" only when that number was sent.
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { AppConfig } from '../../platform/config/app-config';
import { optionalSetting, requiredSetting } from '../../platform/config/provider-settings';
import type { SmsPurpose } from '../domain/sms-code';
import { phoneNumberOf, tencentPhoneNumber } from './phone-number';
import { smsFailure, type ProviderRefusal } from './sms-errors';
import type { SmsMessage, SmsProvider } from './sms-provider.port';
import { endpointSetting, templatesByPurpose, timeoutSetting, type SmsEndpoint } from './sms-settings';

const ENABLED_BY = 'SMS_PROVIDER=tencent';
const SmsClient = sms.v20210111.Client;

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (1400…). */
  sdkAppId: string;
  /** The approved signature's content (签名内容, not its id); required for mainland numbers. */
  signName: string;
  /** The approved template id of each purpose; its one variable {1} is the code. */
  templateIds: Readonly<Record<SmsPurpose, string>>;
  region: string;
  endpoint: SmsEndpoint;
  /** An HTTP proxy to reach the endpoint through (an egress proxy), the SDK's httpProfile.proxy. */
  proxy?: string;
  timeoutMs: number;
}

export function tencentSmsSettings(config: Pick<AppConfig, 'providerEnv'>): TencentSmsSettings {
  return {
    secretId: requiredSetting(config, 'TENCENT_SMS_SECRET_ID', ENABLED_BY),
    secretKey: requiredSetting(config, 'TENCENT_SMS_SECRET_KEY', ENABLED_BY),
    sdkAppId: requiredSetting(config, 'TENCENT_SMS_SDK_APP_ID', ENABLED_BY),
    signName: requiredSetting(config, 'TENCENT_SMS_SIGN_NAME', ENABLED_BY),
    templateIds: templatesByPurpose(config, 'TENCENT_SMS_TEMPLATE_ID', ENABLED_BY),
    region: optionalSetting(config, 'TENCENT_SMS_REGION', 'ap-guangzhou'),
    endpoint: endpointSetting(config, 'TENCENT_SMS_ENDPOINT', 'sms.tencentcloudapi.com'),
    proxy: optionalSetting(config, 'TENCENT_SMS_PROXY'),
    timeoutMs: timeoutSetting(config, 'TENCENT_SMS_TIMEOUT_MS', 5000),
  };
}

export class TencentSmsProvider implements SmsProvider {
  private readonly client: InstanceType<typeof SmsClient>;

  constructor(private readonly settings: TencentSmsSettings) {
    this.client = new SmsClient({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        signMethod: 'TC3-HMAC-SHA256',
        httpProfile: {
          endpoint: settings.endpoint.host,
          protocol: `${settings.endpoint.protocol}://`,
          // The SDK counts in seconds.
          reqTimeout: settings.timeoutMs / 1000,
          ...(settings.proxy ? { proxy: settings.proxy } : {}),
        },
      },
    });
  }

  checkNumber(areaCode: string, mobile: string): void {
    phoneNumberOf(areaCode, mobile);
  }

  async send(message: SmsMessage): Promise<void> {
    const phoneNumber = tencentPhoneNumber(phoneNumberOf(message.areaCode, message.mobile));
    let response: Awaited<ReturnType<typeof this.client.SendSms>>;
    try {
      response = await this.client.SendSms({
        PhoneNumberSet: [phoneNumber],
        SmsSdkAppId: this.settings.sdkAppId,
        SignName: this.settings.signName,
        TemplateId: this.settings.templateIds[message.purpose],
        TemplateParamSet: [message.code],
      });
    } catch (error) {
      throw smsFailure('tencent', refusalOf(error));
    }
    const status = response.SendStatusSet?.find((entry) => entry.PhoneNumber === phoneNumber);
    if (status?.Code !== 'Ok') {
      throw smsFailure('tencent', {
        code: status?.Code ?? 'MissingSendStatus',
        message: status?.Message,
        requestId: response.RequestId,
      });
    }
  }
}

/** The SDK's TencentCloudSDKHttpException: code from Response.Error, or none (HTTP status, timeout, network). */
function refusalOf(error: unknown): ProviderRefusal {
  const fields = (error ?? {}) as { code?: unknown; message?: unknown; requestId?: unknown; httpCode?: unknown };
  return {
    code: typeof fields.code === 'string' && fields.code !== '' ? fields.code : undefined,
    message:
      `${typeof fields.httpCode === 'number' ? `HTTP ${fields.httpCode}: ` : ''}` +
      (typeof fields.message === 'string' ? fields.message : String(error)),
    requestId: typeof fields.requestId === 'string' && fields.requestId !== '' ? fields.requestId : undefined,
  };
}
