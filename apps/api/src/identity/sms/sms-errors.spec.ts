// Provider codes to our error keys: the player's own limit and number are 4xx with a clear message;
// everything on our side (keys, signature, template, balance, outage, unknown codes) is 503.
import { ERROR_STATUS } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { smsFailure, smsFailureKey } from './sms-errors';

describe('smsFailureKey', () => {
  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', 'SMS_RATE_LIMITED'],
    ['isv.MOBILE_NUMBER_ILLEGAL', 'MOBILE_INVALID'],
    ['isv.NOT_SUPPORTED_COUNTRY', 'MOBILE_INVALID'],
    // The account's own daily cap (set in the console), not the player's.
    ['isv.DAY_LIMIT_CONTROL', 'SMS_UNAVAILABLE'],
    ['isv.AMOUNT_NOT_ENOUGH', 'SMS_UNAVAILABLE'],
    ['isv.SMS_SIGNATURE_ILLEGAL', 'SMS_UNAVAILABLE'],
    ['isv.SMS_TEMPLATE_ILLEGAL', 'SMS_UNAVAILABLE'],
    ['SignatureDoesNotMatch', 'SMS_UNAVAILABLE'],
    ['InvalidAccessKeyId.NotFound', 'SMS_UNAVAILABLE'],
    ['Throttling.User', 'SMS_UNAVAILABLE'],
    ['isp.SYSTEM_ERROR', 'SMS_UNAVAILABLE'],
  ])('aliyun %s → %s', (code, key) => {
    expect(smsFailureKey('aliyun', code)).toBe(key);
  });

  it.each([
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'SMS_RATE_LIMITED'],
    ['LimitExceeded.PhoneNumberOneHourLimit', 'SMS_RATE_LIMITED'],
    ['LimitExceeded.PhoneNumberDailyLimit', 'SMS_RATE_LIMITED'],
    ['LimitExceeded.PhoneNumberSameContentDailyLimit', 'SMS_RATE_LIMITED'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'MOBILE_INVALID'],
    ['FailedOperation.PhoneNumberInBlacklist', 'MOBILE_INVALID'],
    ['LimitExceeded.AppDailyLimit', 'SMS_UNAVAILABLE'],
    ['LimitExceeded.PhoneNumberCountLimit', 'SMS_UNAVAILABLE'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'SMS_UNAVAILABLE'],
    ['FailedOperation.SignatureIncorrectOrUnapproved', 'SMS_UNAVAILABLE'],
    ['AuthFailure.SignatureFailure', 'SMS_UNAVAILABLE'],
    ['InternalError.Timeout', 'SMS_UNAVAILABLE'],
  ])('tencent %s → %s', (code, key) => {
    expect(smsFailureKey('tencent', code)).toBe(key);
  });

  it('takes no code from the other provider, none at all, or an inherited property name', () => {
    expect(smsFailureKey('tencent', 'isv.BUSINESS_LIMIT_CONTROL')).toBe('SMS_UNAVAILABLE');
    expect(smsFailureKey('aliyun', 'LimitExceeded.PhoneNumberDailyLimit')).toBe('SMS_UNAVAILABLE');
    expect(smsFailureKey('aliyun', undefined)).toBe('SMS_UNAVAILABLE');
    expect(smsFailureKey('aliyun', 'toString')).toBe('SMS_UNAVAILABLE');
  });
});

describe('smsFailure', () => {
  it('gives the player 429, 422 or 503, never a 500', () => {
    const statuses = ['isv.BUSINESS_LIMIT_CONTROL', 'isv.MOBILE_NUMBER_ILLEGAL', 'isp.SYSTEM_ERROR'].map(
      (code) => smsFailure('aliyun', { code }).status,
    );
    expect(statuses).toEqual([429, 422, 503]);
    expect(smsFailure('tencent', { message: 'socket hang up' })).toEqual(new DomainError('SMS_UNAVAILABLE'));
    expect([ERROR_STATUS.SMS_RATE_LIMITED, ERROR_STATUS.MOBILE_INVALID, ERROR_STATUS.SMS_UNAVAILABLE]).toEqual([
      429, 422, 503,
    ]);
  });
});
