// Helpers of the real-provider e2e specs: mainland numbers every provider accepts (randomMobile's
// 10x/11x/12x are no mobile ranges), and the register call that uses a delivered code.
import { randomInt } from 'node:crypto';
import type { ApiClient, ApiResult } from '../../../platform/testing/api-client';

/** A random mainland mobile in the 139 range. */
export function aMainlandMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function sendCode(client: ApiClient, mobile: string, lang?: 'zh' | 'en'): Promise<ApiResult> {
  return client.post('/api/send_sms', { mobile, area_code: '86', is_use: 1 }, lang ? { lang } : {});
}

export function register(client: ApiClient, mobile: string, verify: string): Promise<ApiResult<{ token?: string }>> {
  return client.post('/api/register', {
    stast: 'register',
    mobile,
    area_code: '86',
    verify,
    password: 'secret-pass-1',
    agree: true,
    adult: true,
  });
}
