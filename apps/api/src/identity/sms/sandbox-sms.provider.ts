// The sandbox SMS gateway (SMS_PROVIDER=sandbox, the embedded default): sends nothing, keeps the
// latest code per number in memory so that GET /sandbox/sms can show it to developers and tests.
import { Injectable } from '@nestjs/common';
import type { SmsMessage, SmsProvider } from './sms-provider.port';

@Injectable()
export class SandboxSmsProvider implements SmsProvider {
  private readonly latest = new Map<string, SmsMessage>();

  async send(message: SmsMessage): Promise<void> {
    this.latest.set(`${message.areaCode}:${message.mobile}`, message);
  }

  latestFor(areaCode: string, mobile: string): SmsMessage | undefined {
    return this.latest.get(`${areaCode}:${mobile}`);
  }
}
