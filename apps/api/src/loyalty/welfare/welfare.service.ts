// The welfare centre's commands over the player's account: sign in (today in the sign-in zone, the
// streak and the month tally from the sign-ins read model, the recharge months from the recharges
// read model, the draws on the active pair) and the registration packet. Both run through
// PlayerAccountService.execute with deterministic command keys, so a retried or racing twin appends
// nothing; a rotation racing a draw fetches the new pair's seed and goes again.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { PlayerAccountService, type PlayerAccountResult, type PlayerAccountState } from '../../ledger';
import { SeedPairsService } from '../../games';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { CommandContext, StreamEvent } from '../../platform/event-sourcing';
import { DomainError } from '../../platform/errors/domain-error';
import { dayIn, monthBounds, monthOf } from './domain/calendar';
import { decideRegistrationPacket, REGISTRATION_PACKET_KEY } from './domain/registration-packet.decider';
import { decideSignIn, streakDayFor, type LastSignIn } from './domain/sign-in.decider';
import type { RegistrationPacketDrawnData, SignedInData } from './domain/welfare.events';
import type { WelfareRules } from './domain/welfare-rules';
import { WelfareClock } from './welfare-clock';
import { WelfareRulesRepository } from './welfare-rules.repository';

export interface SignInOutcome {
  signedIn: SignedInData;
  balance: bigint;
}

export interface SignInState {
  today: string;
  timeZone: string;
  signedToday: boolean;
  /** The streak day of the latest sign-in if the streak is alive (yesterday or today), else 0. */
  streakDay: number;
  /** The streak day the next sign-in (today's, if not yet) gets. */
  nextStreakDay: number;
  monthSignIns: number;
  monthRecharged: boolean;
  monthPacketPaid: boolean;
  rules: WelfareRules;
  days: { day: string; streakDay: number; bean: bigint; award: bigint; monthPacket: bigint }[];
}

@Injectable()
export class WelfareService {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly accounts: PlayerAccountService,
    private readonly seedPairs: SeedPairsService,
    private readonly rulesRepository: WelfareRulesRepository,
    private readonly clock: WelfareClock,
  ) {}

  async signIn(playerId: string): Promise<SignInOutcome> {
    const now = this.clock.now();
    const today = dayIn(now, this.clock.timeZone);
    const tally = await this.tally(playerId, today);
    streakDayFor(tally.last, today); // a second sign-in today is refused before any draw
    const rules = await this.rulesRepository.rules();
    const result = await this.onPair(playerId, `sign-in/${today}`, now, (state, pairId, serverSeed) =>
      decideSignIn(state, {
        today,
        timeZone: this.clock.timeZone,
        last: tally.last,
        monthSignIns: tally.monthSignIns,
        monthPacketPaid: tally.monthPacketPaid,
        monthRecharged: tally.monthRecharged,
        rules,
        pairId,
        serverSeed,
      }),
    );
    // A twin that signed in first (same day, same key): this one appended nothing.
    if (result.idempotent) throw new DomainError('ALREADY_SIGNED_IN');
    const signedIn = result.events.find((event) => event.type === 'SignedIn')!.data as unknown as SignedInData;
    return { signedIn, balance: result.balance };
  }

  async state(playerId: string): Promise<SignInState> {
    const today = dayIn(this.clock.now(), this.clock.timeZone);
    const [tally, rules] = await Promise.all([this.tally(playerId, today), this.rulesRepository.rules()]);
    const signedToday = tally.last?.day === today;
    const nextStreakDay = signedToday ? tally.last!.streakDay : streakDayFor(tally.last, today);
    const alive = signedToday || (tally.last !== null && nextStreakDay > 1);
    const { rows } = await this.sql.query<{
      day: string;
      streak_day: number;
      bean: string;
      award: string;
      month_packet: string;
    }>(
      `SELECT day, streak_day, bean::text, award::text, month_packet::text FROM loyalty_sign_ins
        WHERE player_id = $1 AND day LIKE $2 ORDER BY day`,
      [playerId, `${monthOf(today)}-%`],
    );
    return {
      today,
      timeZone: this.clock.timeZone,
      signedToday,
      streakDay: alive ? tally.last!.streakDay : 0,
      nextStreakDay,
      monthSignIns: tally.monthSignIns,
      monthRecharged: tally.monthRecharged,
      monthPacketPaid: tally.monthPacketPaid,
      rules,
      days: rows.map((row) => ({
        day: row.day,
        streakDay: row.streak_day,
        bean: BigInt(row.bean),
        award: BigInt(row.award),
        monthPacket: BigInt(row.month_packet),
      })),
    };
  }

  /** Credits the registration packet unless the account holds it (exactly once per player). */
  async ensureRegistrationPacket(playerId: string): Promise<RegistrationPacketDrawnData | null> {
    const rules = await this.rulesRepository.rules();
    const result = await this.onPair(playerId, REGISTRATION_PACKET_KEY, this.clock.now(), (state, pairId, serverSeed) =>
      decideRegistrationPacket(state, { tiers: rules.registration, pairId, serverSeed }),
    );
    const drawn = result.events.find((event) => event.type === 'RegistrationPacketDrawn');
    return drawn ? (drawn.data as unknown as RegistrationPacketDrawnData) : null;
  }

  /** The player's last sign-in and this month's tally (sign-ins, packet paid, recharge seen). */
  private async tally(
    playerId: string,
    today: string,
  ): Promise<{ last: LastSignIn | null; monthSignIns: number; monthPacketPaid: boolean; monthRecharged: boolean }> {
    const month = monthOf(today);
    const bounds = monthBounds(month, this.clock.timeZone);
    const { rows } = await this.sql.query<{
      last_day: string | null;
      last_streak: number | null;
      month_sign_ins: string;
      month_packet_paid: boolean;
      month_recharged: boolean;
    }>(
      `SELECT (SELECT day FROM loyalty_sign_ins WHERE player_id = $1 ORDER BY day DESC LIMIT 1) AS last_day,
              (SELECT streak_day FROM loyalty_sign_ins WHERE player_id = $1 ORDER BY day DESC LIMIT 1) AS last_streak,
              (SELECT count(*)::text FROM loyalty_sign_ins WHERE player_id = $1 AND day LIKE $2) AS month_sign_ins,
              EXISTS (SELECT 1 FROM loyalty_sign_ins WHERE player_id = $1 AND day LIKE $2 AND month_packet > 0) AS month_packet_paid,
              EXISTS (SELECT 1 FROM loyalty_recharges WHERE player_id = $1 AND created_at >= $3 AND created_at < $4) AS month_recharged`,
      [playerId, `${month}-%`, bounds.from.toISOString(), bounds.to.toISOString()],
    );
    const row = rows[0];
    return {
      last: row.last_day === null ? null : { day: row.last_day, streakDay: Number(row.last_streak) },
      monthSignIns: Number(row.month_sign_ins),
      monthPacketPaid: row.month_packet_paid,
      monthRecharged: row.month_recharged,
    };
  }

  /** Decides on the player's active pair (its seed from the vault), again if a rotation raced it. */
  private async onPair(
    playerId: string,
    commandKey: string,
    at: Date,
    decide: (state: PlayerAccountState, pairId: string, serverSeed: string) => StreamEvent[],
  ): Promise<PlayerAccountResult> {
    const context: CommandContext = { actor: { type: 'player', id: playerId }, at };
    return this.seedPairs.drawOnActivePair(playerId, async (seed) => {
      return await this.accounts.execute(
        playerId,
        commandKey,
        (state) => decide(state, seed.pairId, seed.serverSeed),
        context,
      );
    });
  }
}
