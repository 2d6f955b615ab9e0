// Signs a staff member in with email and password. A wrong password, an unknown email and a disabled
// account fail alike (401 STAFF_LOGIN_FAILED, same timing). Failures are limited per email and per
// client address (10 and 30 in 15 minutes, then 429 RATE_LIMITED until the window ends, even with the
// right password); a successful sign-in clears the email's count.
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.service';
import type { StaffDto } from '../auth/staff.dto';
import { StaffSessionService, type StaffToken } from '../auth/staff-session.service';
import { PasswordHasher, STAFF_PASSWORD_HASHER } from '../../platform/security/password-hasher';
import { StaffRepository } from '../staff-members/staff.repository';

export const STAFF_LOGIN_LIMITS = {
  failuresPerEmail: 10,
  failuresPerIp: 30,
  windowSeconds: 15 * 60,
};

export interface StaffLoginCommand {
  email: string;
  password: string;
  clientIp: string;
}

export interface StaffLoginResult extends StaffToken {
  staff: StaffDto;
}

export function staffLoginFailureBucket(email: string): string {
  return `staff-login-fail:email:${email.trim().toLowerCase()}`;
}

@Injectable()
export class StaffLoginHandler {
  constructor(
    private readonly staffRepository: StaffRepository,
    @Inject(STAFF_PASSWORD_HASHER) private readonly passwords: PasswordHasher,
    private readonly sessions: StaffSessionService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(command: StaffLoginCommand): Promise<StaffLoginResult> {
    const { failuresPerEmail, failuresPerIp, windowSeconds } = STAFF_LOGIN_LIMITS;
    const emailBucket = staffLoginFailureBucket(command.email);
    const ipBucket = `staff-login-fail:ip:${command.clientIp}`;
    await this.limiter.check(emailBucket, failuresPerEmail);
    await this.limiter.check(ipBucket, failuresPerIp);

    const staff = await this.staffRepository.findByEmail(command.email);
    const passwordOk = staff
      ? await this.passwords.verify(staff.passwordHash, command.password)
      : await this.passwords.verifyNobody(command.password);
    if (!staff || !passwordOk || staff.disabled) {
      await this.limiter.consume(emailBucket, failuresPerEmail, windowSeconds);
      await this.limiter.consume(ipBucket, failuresPerIp, windowSeconds);
      throw new DomainError('STAFF_LOGIN_FAILED');
    }
    const token = await this.sessions.issue(staff.id, command.clientIp);
    await this.limiter.reset(emailBucket);
    return { ...token, staff: { id: staff.id, email: staff.email, role: staff.role } };
  }
}
