// Registers a player: consent and age, a free mobile, a valid invite code, the register SMS code,
// the day's registrations from the client address and device under their caps (429
// REGISTRATION_LIMIT, nothing changed); then the account, its invite code, its first session, all in one transaction. The player's coin
// account is the ledger stream player-{id}, created by the ledger on its first event.
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { isMobileTakenViolation, PlayerAccountRepository } from '../accounts/player-account.repository';
import { SessionService, type TokenPair } from '../auth/session.service';
import { PasswordHasher } from '../../platform/security/password-hasher';
import {
  defaultPlayerName,
  inviteCodeFromRandom,
  normaliseInviteCode,
  type PlayerLanguage,
} from '../domain/player-profile-rules';
import { SmsPurpose } from '../domain/sms-code';
import { PlayerRegistered } from '../events/player-registered.event';
import { SmsCodeService } from '../sms/sms-code.service';
import { IdentityClock } from '../identity-clock';
import { RegistrationCaps, type RegistrationSource } from '../accounts/registration-caps';

export interface RegisterCommand {
  areaCode: string;
  mobile: string;
  verify: string;
  password: string;
  inviteCode?: string;
  agree: boolean;
  adult: boolean;
  lang: PlayerLanguage;
  /** Where it comes from: the per-address and per-device caps count it. */
  source: RegistrationSource;
}

@Injectable()
export class RegisterHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
    private readonly codes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly events: EventBus,
    private readonly caps: RegistrationCaps,
    private readonly clock: IdentityClock,
  ) {}

  async execute(command: RegisterCommand): Promise<TokenPair> {
    if (!command.agree) throw new DomainError('AGREEMENT_REQUIRED');
    if (!command.adult) throw new DomainError('AGE_REQUIRED');
    const passwordHash = await this.hasher.hash(command.password);
    const now = this.clock.now();
    const playerId = randomUUID();
    let outcome:
      | { tokens: TokenPair; inviterId: string | null }
      | { error: 'MOBILE_TAKEN' | 'INVITE_CODE_INVALID' | 'SMS_CODE_INVALID' };
    try {
      outcome = await this.sql.transaction(async (tx) => {
        if (await this.players.findByMobile(command.areaCode, command.mobile, tx))
          return { error: 'MOBILE_TAKEN' as const };
        let inviterId: string | null = null;
        if (command.inviteCode && command.inviteCode.trim() !== '') {
          const inviter = await this.players.findByInviteCode(normaliseInviteCode(command.inviteCode), tx);
          if (!inviter) return { error: 'INVITE_CODE_INVALID' as const };
          inviterId = inviter.id;
        }
        // Checked last, so a refusal above does not cost one of the code's five tries.
        const check = await this.codes.check(
          tx,
          command.areaCode,
          command.mobile,
          SmsPurpose.Register,
          command.verify,
          now,
        );
        if (check !== 'accepted') return { error: 'SMS_CODE_INVALID' as const };
        // Last before the account: a refusal throws, rolling back the code's use too.
        await this.caps.count(tx, command.source, now);
        const inviteCode = await this.freshInviteCode(tx);
        await this.players.insert(
          {
            id: playerId,
            areaCode: command.areaCode,
            mobile: command.mobile,
            passwordHash,
            name: defaultPlayerName(inviteCode),
            avatar: null,
            inviteCode,
            inviterId,
            steamUrl: null,
            steamId: null,
            lang: command.lang,
          },
          now,
          tx,
        );
        return { tokens: await this.sessions.issue(playerId, tx, now), inviterId };
      });
    } catch (error) {
      // Two registrations of one mobile at once: the unique key lets one win; the code is given back.
      if (isMobileTakenViolation(error)) throw new DomainError('MOBILE_TAKEN');
      throw error;
    }
    if ('error' in outcome) throw new DomainError(outcome.error);
    this.events.publish(new PlayerRegistered(playerId, outcome.inviterId, now.toISOString()));
    return outcome.tokens;
  }

  private async freshInviteCode(tx: SqlExecutor): Promise<string> {
    for (;;) {
      const code = inviteCodeFromRandom(randomBytes(32));
      if (!(await this.players.inviteCodeExists(code, tx))) return code;
    }
  }
}
