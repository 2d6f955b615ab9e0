// The SMS gateway port: identity hands over a code to deliver; adapters talk to a real provider.
import type { SmsPurpose } from '../domain/sms-code';

export interface SmsMessage {
  areaCode: string;
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  sentAt: Date;
}

export interface SmsProvider {
  /**
   * Throws DomainError(MOBILE_INVALID) for a number this provider cannot text; called before a code
   * is stored or a limit counted, so a bad number changes nothing. The sandbox texts any number.
   */
  checkNumber?(areaCode: string, mobile: string): void;
  send(message: SmsMessage): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
