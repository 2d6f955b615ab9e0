// POST /api/send_sms {mobile, area_code, is_use}: 1 register, 2 login / forgotten password, 3 bind.
// Shared: the auth dialog and the personal centre's bind-phone and change-password dialogs send codes.
import { api } from '@/lib/api-client';

export const SmsUse = { REGISTER: 1, LOGIN: 2, BIND: 3 } as const;
export type SmsUse = (typeof SmsUse)[keyof typeof SmsUse];

export interface SendSmsInput {
  mobile: string;
  area_code: string;
  is_use: SmsUse;
}

/** quiet: the caller shows a refusal itself (in its form), so no error toast. */
export const sendSms = (input: SendSmsInput, { quiet = false }: { quiet?: boolean } = {}) =>
  api.post<null>('/api/send_sms', input, { successToast: true, quiet });
