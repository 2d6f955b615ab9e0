// Area code + mobile to E.164 and to each provider's form; numbers that cannot take a text refused.
import { DomainError } from '../../platform/errors/domain-error';
import { aliyunPhoneNumber, phoneNumberOf, tencentPhoneNumber } from './phone-number';

describe('phoneNumberOf', () => {
  it.each([
    ['86', '13800138000', '+8613800138000', '86', '13800138000'],
    ['852', '91234567', '+85291234567', '852', '91234567'],
    // A national trunk prefix (0) is dropped.
    ['44', '07911123456', '+447911123456', '44', '7911123456'],
    ['1', '4155552671', '+14155552671', '1', '4155552671'],
    ['86', '139 1234-5678', '+8613912345678', '86', '13912345678'],
  ])('+%s %s is %s', (areaCode, mobile, e164, callingCode, national) => {
    expect(phoneNumberOf(areaCode, mobile)).toEqual({ e164, callingCode, national });
  });

  it.each([
    ['86', '12345678901', 'no mainland mobile range starts 12'],
    ['86', '1380013800', 'one digit short'],
    ['86', '01062345678', 'a Beijing landline'],
    ['1', '8005551234', 'a toll-free number'],
    ['999', '13800138000', 'no such calling code'],
    ['86', '+8613800138000', 'not digits'],
    ['', '13800138000', 'no area code'],
  ])('refuses +%s %s (%s) with MOBILE_INVALID', (areaCode, mobile) => {
    expect(() => phoneNumberOf(areaCode, mobile)).toThrow(new DomainError('MOBILE_INVALID'));
  });

  it('refuses a number that parses under another calling code', () => {
    // 7 is Russia and Kazakhstan; the digits of a mainland mobile are no number there.
    expect(() => phoneNumberOf('7', '13800138000')).toThrow(new DomainError('MOBILE_INVALID'));
  });
});

describe('provider forms', () => {
  it('Aliyun: mainland as 11 national digits, elsewhere calling code + number, digits only', () => {
    expect(aliyunPhoneNumber(phoneNumberOf('86', '13800138000'))).toBe('13800138000');
    expect(aliyunPhoneNumber(phoneNumberOf('852', '91234567'))).toBe('85291234567');
    expect(aliyunPhoneNumber(phoneNumberOf('44', '07911123456'))).toBe('447911123456');
  });

  it('Tencent: +E.164 everywhere, mainland included', () => {
    expect(tencentPhoneNumber(phoneNumberOf('86', '13800138000'))).toBe('+8613800138000');
    expect(tencentPhoneNumber(phoneNumberOf('852', '91234567'))).toBe('+85291234567');
  });
});
