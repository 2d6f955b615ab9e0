// Mobile numbers: digits only; mainland China (+86) numbers are 11 digits starting with 1.

export const DEFAULT_AREA_CODE = '86';

export function isValidMobile(areaCode: string, mobile: string): boolean {
  if (!/^\d{1,4}$/.test(areaCode) || !/^\d{5,15}$/.test(mobile)) return false;
  return areaCode !== '86' || /^1\d{10}$/.test(mobile);
}
