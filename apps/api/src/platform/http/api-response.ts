// Envelope helpers: a controller returns data (wrapped with "OK") or respond(data, messageKey).
import type { Language } from '@lootledger/contracts';
import { message } from '../i18n/messages';

export class ApiResponse<T> {
  constructor(
    readonly data: T,
    readonly messageKey: string = 'OK',
  ) {}

  toEnvelope(lang: Language) {
    return { code: 200, message: message(this.messageKey, lang), data: this.data };
  }
}

export function respond<T>(data: T, messageKey = 'OK'): ApiResponse<T> {
  return new ApiResponse(data, messageKey);
}
