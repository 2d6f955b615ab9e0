// Signs a staff member in with email and password. A wrong password, an unknown email and a disabled
// account fail alike (401 STAFF_LOGIN_FAILED, same timing). Attempts go through the sign-in throttle
// like players' (per email and address: backoff; per email from many addresses: a proof-of-work
// challenge; never a lock) and failures are limited per client address (30 in 15 minutes).
// A member with TOTP gets no token for the password alone: 401 TOTP_REQUIRED carries a signed
// challenge (data.mfa_token, 5 minutes) that completeSecondFactor takes with a current code or a
// recovery code. Members without TOTP get their token at once (those whose role requires it can then
// only enrol: StaffAuthGuard).
import { Inject, Injectable } from '@nestjs/common';
import type { SolvedChallenge } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.service';
import { SignInThrottle, type SignInAttempt } from '../../platform/rate-limit/sign-in-throttle.service';
import type { StaffDto } from '../auth/staff.dto';
import { StaffSessionService, type StaffToken } from '../auth/staff-session.service';
import { PasswordHasher, STAFF_PASSWORD_HASHER } from '../../platform/security/password-hasher';
import { StaffRepository, type StaffAccount } from '../staff-members/staff.repository';
import { StaffTotpKeys } from '../two-factor/staff-totp.keys';
import { StaffTotpService, type SecondFactor } from '../two-factor/staff-totp.service';

export const STAFF_LOGIN_LIMITS = {
  failuresPerIp: 30,
  windowSeconds: 15 * 60,
};

export interface StaffLoginCommand {
  email: string;
  password: string;
  clientIp: string;
  challenge?: SolvedChallenge;
}

export interface StaffSecondFactorCommand {
  mfaToken: string;
  factor: SecondFactor;
  clientIp: string;
}

export interface StaffLoginResult extends StaffToken {
  staff: StaffDto;
}

@Injectable()
export class StaffLoginHandler {
  constructor(
    private readonly staffRepository: StaffRepository,
    @Inject(STAFF_PASSWORD_HASHER) private readonly passwords: PasswordHasher,
    private readonly sessions: StaffSessionService,
    private readonly limiter: RateLimiter,
    private readonly totp: StaffTotpService,
    private readonly totpKeys: StaffTotpKeys,
    private readonly throttle: SignInThrottle,
  ) {}

  async execute(command: StaffLoginCommand): Promise<StaffLoginResult> {
    const { failuresPerIp, windowSeconds } = STAFF_LOGIN_LIMITS;
    const attempt: SignInAttempt = {
      account: staffSignInAccount(command.email),
      clientIp: command.clientIp,
      challenge: command.challenge,
    };
    const ipBucket = `staff-login-fail:ip:${command.clientIp}`;
    await this.limiter.check(ipBucket, failuresPerIp);
    await this.throttle.admit(attempt);

    const staff = await this.staffRepository.findByEmail(command.email);
    const passwordOk = staff
      ? await this.passwords.verify(staff.passwordHash, command.password)
      : await this.passwords.verifyNobody(command.password);
    if (!staff || !passwordOk || staff.disabled) {
      await this.throttle.failed(attempt);
      await this.limiter.consume(ipBucket, failuresPerIp, windowSeconds);
      throw new DomainError('STAFF_LOGIN_FAILED');
    }
    // The password was right: the throttle's count for this account and address starts over.
    await this.throttle.succeeded(attempt);
    if (await this.totp.enabled(staff.id)) {
      const challenge = this.totpKeys.issueChallenge(staff.id);
      throw new DomainError('TOTP_REQUIRED', {}, { mfa_token: challenge.token, expires_in: challenge.expiresIn });
    }
    return this.signIn(staff, command.clientIp);
  }

  /** The second step: the challenge of the password step and a current code or a recovery code. */
  async completeSecondFactor(command: StaffSecondFactorCommand): Promise<StaffLoginResult> {
    const staffId = this.totpKeys.verifyChallenge(command.mfaToken);
    const staff = staffId === undefined ? undefined : await this.staffRepository.findById(staffId);
    if (!staff || staff.disabled) throw new DomainError('TOTP_CHALLENGE_INVALID');
    await this.totp.verifySignIn(staff.id, command.factor);
    const result = await this.signIn(staff, command.clientIp);
    if ('recoveryCode' in command.factor) {
      await this.totp.recordRecoveryCodeUse(
        { staffId: staff.id, email: staff.email, role: staff.role },
        command.clientIp,
      );
    }
    return result;
  }

  private async signIn(staff: StaffAccount, clientIp: string): Promise<StaffLoginResult> {
    const token = await this.sessions.issue(staff.id, clientIp);
    return { ...token, staff: { id: staff.id, email: staff.email, role: staff.role } };
  }
}

/** The sign-in throttle's name of a staff account (existing or not). */
function staffSignInAccount(email: string): string {
  return `staff:${email.trim().toLowerCase()}`;
}
