// Sets a new password with an SMS code (is_use 2) and ends every session of the account, so a
// thief holding an old token is logged out with the old password.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { SignInThrottle } from '../../platform/rate-limit/sign-in-throttle.service';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { PasswordHasher } from '../../platform/security/password-hasher';
import { SessionService } from '../auth/session.service';
import { SmsPurpose } from '../domain/sms-code';
import { playerSignInAccount } from '../login/login.handler';
import { SmsCodeService } from '../sms/sms-code.service';

export interface ResetPasswordCommand {
  areaCode: string;
  mobile: string;
  verify: string;
  password: string;
}

@Injectable()
export class ResetPasswordHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
    private readonly codes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<void> {
    if (!(await this.players.findByMobile(command.areaCode, command.mobile))) throw new DomainError('USER_NOT_FOUND');
    const passwordHash = await this.hasher.hash(command.password);
    const now = new Date();
    const outcome = await this.sql.transaction(async (tx) => {
      const player = await this.players.findByMobile(command.areaCode, command.mobile, tx);
      if (!player) return 'USER_NOT_FOUND' as const;
      const check = await this.codes.check(tx, command.areaCode, command.mobile, SmsPurpose.Login, command.verify, now);
      if (check !== 'accepted') return 'SMS_CODE_INVALID' as const;
      await this.players.update(player.id, { passwordHash }, now, tx);
      await this.sessions.revokeAllForPlayer(player.id, tx, now);
      return 'done' as const;
    });
    if (outcome !== 'done') throw new DomainError(outcome);
    // The owner proved control of the mobile: earlier wrong passwords no longer ask for a challenge.
    await this.throttle.forgetAccount(playerSignInAccount(command.areaCode, command.mobile));
  }
}
