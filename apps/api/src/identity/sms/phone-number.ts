// A player's area code and mobile as the SMS providers want them. libphonenumber-js (full metadata)
// checks the number is a real one of that country that can take a text (not a landline, toll-free or
// premium number); anything else is the player's 422 MOBILE_INVALID before a provider is asked.
// Aliyun's SendSms PhoneNumbers: mainland numbers as 11 national digits (no +86); international and
// Hong Kong/Macao/Taiwan ones as country code + national number, digits only (no + or 00), e.g.
// 85291234567. Tencent's SendSms PhoneNumberSet: +E.164 for every number, mainland included.
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { DomainError } from '../../platform/errors/domain-error';

export interface PhoneNumber {
  /** +E.164, e.g. +8613800138000. */
  e164: string;
  /** The country calling code without +, e.g. 86. */
  callingCode: string;
  /** The national significant number (no trunk prefix), e.g. 13800138000. */
  national: string;
}

/** Types that never receive an SMS. */
const CANNOT_TEXT: ReadonlySet<NumberType> = new Set<NumberType>([
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOICEMAIL',
  'UAN',
]);

/** The number in E.164; throws DomainError(MOBILE_INVALID) when it is not a textable number of that calling code. */
export function phoneNumberOf(areaCode: string, mobile: string): PhoneNumber {
  const digits = mobile.replace(/[\s-]/g, '');
  if (!/^\d{1,4}$/.test(areaCode) || !/^\d{4,17}$/.test(digits)) throw new DomainError('MOBILE_INVALID');
  const parsed = parse(digits, areaCode);
  if (!parsed || parsed.countryCallingCode !== areaCode || !parsed.isValid()) throw new DomainError('MOBILE_INVALID');
  const type = parsed.getType();
  if (type !== undefined && CANNOT_TEXT.has(type)) throw new DomainError('MOBILE_INVALID');
  return { e164: parsed.number, callingCode: parsed.countryCallingCode, national: parsed.nationalNumber };
}

/** The parsed number, or undefined (libphonenumber-js throws on a calling code it does not know). */
function parse(digits: string, areaCode: string): ReturnType<typeof parsePhoneNumberFromString> {
  try {
    return parsePhoneNumberFromString(digits, { defaultCallingCode: areaCode });
  } catch {
    return undefined;
  }
}

/** Aliyun's PhoneNumbers form: mainland without +86, others as calling code + number, digits only. */
export function aliyunPhoneNumber(phone: PhoneNumber): string {
  return phone.callingCode === '86' ? phone.national : `${phone.callingCode}${phone.national}`;
}

/** Tencent's PhoneNumberSet form: +E.164. */
export function tencentPhoneNumber(phone: PhoneNumber): string {
  return phone.e164;
}
