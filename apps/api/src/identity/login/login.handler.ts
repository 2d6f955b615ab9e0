// Logs a player in with a password or an SMS code (is_use 2). Attempts go through the sign-in throttle
// (per mobile and address: backoff; per mobile from many addresses: a proof-of-work challenge; never a
// lock) and failures are limited per client address (30 in 15 minutes, then 429 RATE_LIMITED until the
// window ends). An unknown mobile fails exactly like a wrong password.
import { Inject, Injectable } from '@nestjs/common';
import type { SolvedChallenge } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.service';
import { SignInThrottle, type SignInAttempt } from '../../platform/rate-limit/sign-in-throttle.service';
import { IDENTITY_LIMITS } from '../accounts/identity-limits';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { PasswordHasher } from '../../platform/security/password-hasher';
import { SessionService, type TokenPair } from '../auth/session.service';
import { SmsPurpose } from '../domain/sms-code';
import { SmsCodeService } from '../sms/sms-code.service';

const { loginFailuresPerIp, loginFailureWindowSeconds } = IDENTITY_LIMITS;

export type LoginCommand = { areaCode: string; mobile: string; clientIp: string; challenge?: SolvedChallenge } & (
  { password: string } | { verify: string }
);

@Injectable()
export class LoginHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly throttle: SignInThrottle,
  ) {}

  async execute(command: LoginCommand): Promise<TokenPair> {
    const attempt: SignInAttempt = {
      account: playerSignInAccount(command.areaCode, command.mobile),
      clientIp: command.clientIp,
      challenge: command.challenge,
    };
    const ipBucket = `login-fail:ip:${command.clientIp}`;
    await this.limiter.check(ipBucket, loginFailuresPerIp);
    await this.throttle.admit(attempt);

    const failed = async (key: 'LOGIN_FAILED' | 'SMS_CODE_INVALID'): Promise<never> => {
      await this.throttle.failed(attempt);
      await this.limiter.consume(ipBucket, loginFailuresPerIp, loginFailureWindowSeconds);
      throw new DomainError(key);
    };

    let tokens: TokenPair | undefined;
    if ('password' in command) {
      const player = await this.players.findByMobile(command.areaCode, command.mobile);
      // A Steam account without a password fails like an unknown mobile (same work, same answer).
      const ok = player?.passwordHash
        ? await this.hasher.verify(player.passwordHash, command.password)
        : await this.hasher.verifyNobody(command.password);
      if (!player || !ok) return failed('LOGIN_FAILED');
      tokens = await this.sessions.issue(player.id);
    } else {
      const now = new Date();
      const outcome = await this.sql.transaction(async (tx) => {
        const player = await this.players.findByMobile(command.areaCode, command.mobile, tx);
        if (!player) return 'LOGIN_FAILED' as const;
        const check = await this.codes.check(
          tx,
          command.areaCode,
          command.mobile,
          SmsPurpose.Login,
          command.verify,
          now,
        );
        if (check !== 'accepted') return 'SMS_CODE_INVALID' as const;
        return this.sessions.issue(player.id, tx, now);
      });
      if (typeof outcome === 'string') return failed(outcome);
      tokens = outcome;
    }
    await this.throttle.succeeded(attempt);
    return tokens;
  }
}

/** The sign-in throttle's name of a player account (registered or not). */
export function playerSignInAccount(areaCode: string, mobile: string): string {
  return `player:${areaCode}:${mobile}`;
}
