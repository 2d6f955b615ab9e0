// Sends an SMS code. Refusals before anything is sent: a register/bind code for a mobile that already
// has an account (409 MOBILE_TAKEN), a login/forget code for a mobile without one (404 USER_NOT_FOUND:
// the client then offers to register), a second code within 60 s (429 SMS_TOO_FREQUENT).
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { SmsPurpose } from '../domain/sms-code';
import { SmsCodeService } from '../sms/sms-code.service';

export interface SendSmsCommand {
  areaCode: string;
  mobile: string;
  purpose: SmsPurpose;
  clientIp: string;
}

@Injectable()
export class SendSmsHandler {
  constructor(
    private readonly players: PlayerAccountRepository,
    private readonly codes: SmsCodeService,
  ) {}

  async execute(command: SendSmsCommand): Promise<void> {
    const existing = await this.players.findByMobile(command.areaCode, command.mobile);
    if (command.purpose === SmsPurpose.Login && !existing) throw new DomainError('USER_NOT_FOUND');
    if (command.purpose !== SmsPurpose.Login && existing) throw new DomainError('MOBILE_TAKEN');
    await this.codes.send(command.areaCode, command.mobile, command.purpose, command.clientIp);
  }
}
