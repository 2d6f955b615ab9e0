// Binds a mobile to an account that has none (a Steam sign-up): the bind SMS code (is_use 3) checked
// like registration's, a mobile no other account uses. Until then the account may not top up or
// extract (platform/auth's MobileRequiredGuard).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { isMobileTakenViolation, PlayerAccountRepository } from '../accounts/player-account.repository';
import { SmsPurpose } from '../domain/sms-code';
import { SmsCodeService } from '../sms/sms-code.service';

export interface BindMobileCommand {
  playerId: string;
  areaCode: string;
  mobile: string;
  verify: string;
}

@Injectable()
export class BindMobileHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
    private readonly codes: SmsCodeService,
  ) {}

  async execute(command: BindMobileCommand): Promise<{ mobile: string }> {
    const now = new Date();
    let outcome: 'bound' | 'MOBILE_ALREADY_BOUND' | 'MOBILE_TAKEN' | 'SMS_CODE_INVALID';
    try {
      outcome = await this.sql.transaction(async (tx) => {
        const player = await this.players.findById(command.playerId, tx, true);
        if (!player) throw new DomainError('TOKEN_INVALID');
        if (player.mobile !== null) return 'MOBILE_ALREADY_BOUND' as const;
        if (await this.players.findByMobile(command.areaCode, command.mobile, tx)) return 'MOBILE_TAKEN' as const;
        // Checked last, so a refusal above does not cost one of the code's five tries.
        const check = await this.codes.check(
          tx,
          command.areaCode,
          command.mobile,
          SmsPurpose.Bind,
          command.verify,
          now,
        );
        if (check !== 'accepted') return 'SMS_CODE_INVALID' as const;
        if (!(await this.players.bindMobile(command.playerId, command.areaCode, command.mobile, now, tx))) {
          return 'MOBILE_ALREADY_BOUND' as const;
        }
        return 'bound' as const;
      });
    } catch (error) {
      // Registered or bound by someone else at the same moment: the unique key decides; the code is given back.
      if (isMobileTakenViolation(error)) throw new DomainError('MOBILE_TAKEN');
      throw error;
    }
    if (outcome !== 'bound') throw new DomainError(outcome);
    return { mobile: command.mobile };
  }
}
