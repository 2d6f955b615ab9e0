// What a provider's refusal means for the player. The player's own limits at the provider (too many
// codes to one number) are 429 SMS_RATE_LIMITED; a number the provider will not text is 422
// MOBILE_INVALID; everything else (our keys, signature name, template, balance, the provider's
// outage or throttling of our account, timeouts, unknown codes) is our side's 503 SMS_UNAVAILABLE,
// logged with the provider's code and request id (never the number or the code) for the operator.
import { Logger } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';

export type SmsFailureKey = 'SMS_RATE_LIMITED' | 'MOBILE_INVALID' | 'SMS_UNAVAILABLE';

/** Aliyun Dysmsapi SendSms codes (help.aliyun.com/document_detail/101346.html): the ones that are the player's. */
const ALIYUN_PLAYER_CODES: Readonly<Record<string, SmsFailureKey>> = {
  // Per-number flow control (by default 1 code a minute, 5 an hour, 10 a day to one number). Not
  // isv.DAY_LIMIT_CONTROL: that is our account's daily cap set in the console, so SMS_UNAVAILABLE.
  'isv.BUSINESS_LIMIT_CONTROL': 'SMS_RATE_LIMITED',
  'isv.MOBILE_NUMBER_ILLEGAL': 'MOBILE_INVALID',
  'isv.NOT_SUPPORTED_COUNTRY': 'MOBILE_INVALID',
};

/**
 * Tencent Cloud SMS codes (cloud.tencent.com/document/product/382/52075), the request's Error.Code or
 * a number's SendStatusSet[].Code: the ones that are the player's.
 */
const TENCENT_PLAYER_CODES: Readonly<Record<string, SmsFailureKey>> = {
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'SMS_RATE_LIMITED',
  'LimitExceeded.PhoneNumberOneHourLimit': 'SMS_RATE_LIMITED',
  'LimitExceeded.PhoneNumberDailyLimit': 'SMS_RATE_LIMITED',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'SMS_RATE_LIMITED',
  'LimitExceeded.DeliveryFrequencyLimit': 'SMS_RATE_LIMITED',
  'InvalidParameterValue.IncorrectPhoneNumber': 'MOBILE_INVALID',
  'FailedOperation.PhoneNumberParseFail': 'MOBILE_INVALID',
  // The number opted out (unsubscribed, or on the carrier's opt-out list): it cannot get a text.
  'FailedOperation.PhoneNumberInBlacklist': 'MOBILE_INVALID',
  'UnsupportedOperation.UnsupportedRegion': 'MOBILE_INVALID',
};

export type SmsProviderName = 'aliyun' | 'tencent';

/** The error key of a provider's code; unknown codes and our side's are SMS_UNAVAILABLE. */
export function smsFailureKey(provider: SmsProviderName, code: string | undefined): SmsFailureKey {
  const table = provider === 'aliyun' ? ALIYUN_PLAYER_CODES : TENCENT_PLAYER_CODES;
  return code !== undefined && Object.prototype.hasOwnProperty.call(table, code) ? table[code] : 'SMS_UNAVAILABLE';
}

export interface ProviderRefusal {
  /** The provider's code, or none when no answer came (timeout, refused connection, not JSON). */
  code?: string;
  message?: string;
  requestId?: string;
}

const logger = new Logger('SmsProvider');

/** The DomainError to throw for a refusal; our side's failures are logged for the operator here. */
export function smsFailure(provider: SmsProviderName, refusal: ProviderRefusal): DomainError {
  const key = smsFailureKey(provider, refusal.code);
  const detail = {
    provider,
    code: refusal.code ?? null,
    message: refusal.message === undefined ? undefined : withoutQueries(refusal.message),
    requestId: refusal.requestId,
  };
  if (key === 'SMS_UNAVAILABLE') logger.error({ msg: 'SMS provider failed', ...detail });
  else logger.log({ msg: 'SMS provider refused the number', ...detail });
  return new DomainError(key);
}

/** The SDKs' network errors quote the request URL, whose query holds the number and the code: cut it. */
function withoutQueries(message: string): string {
  return message.replace(/(https?:\/\/[^\s?]+)\?\S*/g, '$1?…');
}
