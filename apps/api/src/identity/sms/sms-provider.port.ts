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
  send(message: SmsMessage): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
