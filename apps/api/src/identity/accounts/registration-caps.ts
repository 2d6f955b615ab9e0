// Caps on new accounts per client address and per device id per calendar day (SIGN_IN_TIME_ZONE, the
// site's day): REGISTRATIONS_PER_ADDRESS_PER_DAY (default 5) and REGISTRATIONS_PER_DEVICE_PER_DAY
// (default 3; counted only when the client sends a device id). Counted inside the registration's own
// transaction, after every other check passed: one upsert per cap that adds 1 only below the cap, so
// of two racing registrations at the cap one wins (the row lock orders them) and a refusal rolls the
// whole transaction back (no account, no count, the SMS code or Steam state unused).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlExecutor } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/errors/domain-error';
import { dayIn } from '../../platform/time/zoned-calendar';

export interface RegistrationSource {
  /** The client address (TRUST_PROXY resolved). */
  address: string;
  /** The device id the player web keeps in localStorage, when sent. */
  deviceId: string | null;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export const registrationDay = dayIn;

@Injectable()
export class RegistrationCaps {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Counts one registration in the caller's transaction; throws 429 REGISTRATION_LIMIT at a cap. */
  async count(tx: SqlExecutor, source: RegistrationSource, now: Date): Promise<void> {
    const day = registrationDay(now, this.config.signInTimeZone);
    await this.countOne(tx, 'address', source.address, day, this.config.registrationsPerAddressPerDay);
    if (source.deviceId !== null)
      await this.countOne(tx, 'device', source.deviceId, day, this.config.registrationsPerDevicePerDay);
  }

  private async countOne(tx: SqlExecutor, kind: string, key: string, day: string, cap: number): Promise<void> {
    const { rows } = await tx.query<{ registrations: number }>(
      `INSERT INTO identity_registration_counts AS c (kind, key, day, registrations) VALUES ($1, $2, $3, 1)
       ON CONFLICT (kind, key, day) DO UPDATE SET registrations = c.registrations + 1 WHERE c.registrations < $4
       RETURNING registrations`,
      [kind, key, day, cap],
    );
    if (rows.length === 0) throw new DomainError('REGISTRATION_LIMIT', {}, { scope: kind });
  }
}
