// Aliyun SMS (SMS_PROVIDER=aliyun): SendSms of Dysmsapi 2017-05-25 through @alicloud/dysmsapi20170525,
// which signs with ACS3-HMAC-SHA256 (the SDK's default; the fields travel in the query string of a
// POST). A business refusal comes back as HTTP 200 with a Code other than "OK"; auth and parameter
// errors as 4xx, outages as 5xx (the SDK throws with the code): both map through sms-errors.ts.
import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { Config } from '@alicloud/openapi-client';
import type { AppConfig } from '../../platform/config/app-config';
import { requiredSetting } from '../../platform/config/provider-settings';
import type { SmsPurpose } from '../domain/sms-code';
import { aliyunPhoneNumber, phoneNumberOf } from './phone-number';
import { smsFailure, type ProviderRefusal } from './sms-errors';
import type { SmsMessage, SmsProvider } from './sms-provider.port';
import { endpointSetting, templatesByPurpose, timeoutSetting, type SmsEndpoint } from './sms-settings';

const ENABLED_BY = 'SMS_PROVIDER=aliyun';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名), e.g. 战利品账本. */
  signName: string;
  /** The approved template (模板) code of each purpose, e.g. SMS_123456789; its variable is ${code}. */
  templateCodes: Readonly<Record<SmsPurpose, string>>;
  endpoint: SmsEndpoint;
  /** Connect and read timeout of one SendSms call. */
  timeoutMs: number;
}

export function aliyunSmsSettings(config: Pick<AppConfig, 'providerEnv'>): AliyunSmsSettings {
  return {
    accessKeyId: requiredSetting(config, 'ALIYUN_SMS_ACCESS_KEY_ID', ENABLED_BY),
    accessKeySecret: requiredSetting(config, 'ALIYUN_SMS_ACCESS_KEY_SECRET', ENABLED_BY),
    signName: requiredSetting(config, 'ALIYUN_SMS_SIGN_NAME', ENABLED_BY),
    templateCodes: templatesByPurpose(config, 'ALIYUN_SMS_TEMPLATE_CODE', ENABLED_BY),
    endpoint: endpointSetting(config, 'ALIYUN_SMS_ENDPOINT', 'dysmsapi.aliyuncs.com'),
    timeoutMs: timeoutSetting(config, 'ALIYUN_SMS_TIMEOUT_MS', 5000),
  };
}

export class AliyunSmsProvider implements SmsProvider {
  private readonly client: Dysmsapi;

  constructor(private readonly settings: AliyunSmsSettings) {
    const config = new Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: settings.endpoint.host,
      protocol: settings.endpoint.protocol,
      connectTimeout: settings.timeoutMs,
      readTimeout: settings.timeoutMs,
    });
    // The product client takes openapi-core's Config, which has the same fields as openapi-client's.
    this.client = new Dysmsapi(config as unknown as ConstructorParameters<typeof Dysmsapi>[0]);
  }

  checkNumber(areaCode: string, mobile: string): void {
    phoneNumberOf(areaCode, mobile);
  }

  async send(message: SmsMessage): Promise<void> {
    const phoneNumbers = aliyunPhoneNumber(phoneNumberOf(message.areaCode, message.mobile));
    const request = new SendSmsRequest({
      phoneNumbers,
      signName: this.settings.signName,
      templateCode: this.settings.templateCodes[message.purpose],
      // Template variables are strings: {"code":"012345"}, never a number (leading zeros).
      templateParam: JSON.stringify({ code: message.code }),
    });
    let body: { code?: string; message?: string; requestId?: string } | undefined;
    try {
      body = (await this.client.sendSms(request)).body;
    } catch (error) {
      throw smsFailure('aliyun', refusalOf(error));
    }
    if (body?.code !== 'OK') {
      throw smsFailure('aliyun', { code: body?.code, message: body?.message, requestId: body?.requestId });
    }
  }
}

/** The SDK's ClientError/ServerError/ThrottlingError carry the provider's code; network errors a Node code. */
function refusalOf(error: unknown): ProviderRefusal {
  const fields = (error ?? {}) as { code?: unknown; message?: unknown; requestId?: unknown; statusCode?: unknown };
  return {
    code: typeof fields.code === 'string' ? fields.code : undefined,
    message: typeof fields.message === 'string' ? fields.message : String(error),
    requestId: typeof fields.requestId === 'string' ? fields.requestId : undefined,
  };
}
