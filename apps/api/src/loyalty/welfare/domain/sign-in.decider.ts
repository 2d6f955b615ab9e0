// Decides a sign-in on the player's account. Pure: today (in the sign-in zone), the player's last
// sign-in and this month's tally (from the sign-ins read model), whether the month had a recharge,
// the rules and the pair's server seed arrive in the request.
// - One per calendar day: a second one today is refused 409 ALREADY_SIGNED_IN; the command key
//   `sign-in/{day}` makes the player's stream itself refuse a racing twin (the append is idempotent).
// - Streak: yesterday's sign-in continues it (day 7 is followed by day 1), a missed day resets to 1.
// - Day 7 adds a random award; the month's Nth sign-in (N = rules.monthSignIns) in a month with a
//   recharge pays the month packet once (later sign-ins of the month pay it if the recharge came later).
// Draws: each from its weighted tiers (libs/fairness tierReward) on the active pair's next nonces
// (award first, then packet).
import { ChangeType } from '@lootledger/contracts';
import { serverSeedHash } from '@lootledger/fairness';
import { coinChange, type PlayerAccountState } from '../../../ledger';
import type { StreamEvent } from '../../../platform/event-sourcing';
import { DomainError } from '../../../platform/errors/domain-error';
import { SeedPairChangedError } from '../../../games';
import { monthOf, previousDay } from './calendar';
import { SIGNED_IN, type RewardDraw, type SignedIn } from './welfare.events';
import { drawFromTiers, type RewardTiers } from './reward-tiers';
import { STREAK_DAYS, type WelfareRules } from './welfare-rules';

export interface LastSignIn {
  readonly day: string;
  readonly streakDay: number;
}

export interface SignInRequest {
  readonly today: string;
  readonly timeZone: string;
  readonly last: LastSignIn | null;
  /** Sign-ins earlier this month, and whether the month packet was paid already. */
  readonly monthSignIns: number;
  readonly monthPacketPaid: boolean;
  readonly monthRecharged: boolean;
  readonly rules: WelfareRules;
  readonly pairId: string;
  readonly serverSeed: string;
}

/** The streak day today's sign-in would be (refuses a second sign-in today). */
export function streakDayFor(last: LastSignIn | null, today: string): number {
  if (last && last.day >= today) throw new DomainError('ALREADY_SIGNED_IN');
  if (!last || last.day !== previousDay(today)) return 1;
  return (last.streakDay % STREAK_DAYS) + 1;
}

export function monthPacketDue(
  request: Pick<SignInRequest, 'monthSignIns' | 'monthPacketPaid' | 'monthRecharged' | 'rules'>,
): boolean {
  return !request.monthPacketPaid && request.monthRecharged && request.monthSignIns + 1 >= request.rules.monthSignIns;
}

export function signInReference(day: string): string {
  return `sign-in-${day}`;
}

export function monthPacketReference(month: string): string {
  return `sign-in-month-${month}`;
}

export function decideSignIn(state: PlayerAccountState, request: SignInRequest): StreamEvent[] {
  const streakDay = streakDayFor(request.last, request.today);
  const pair = state.seedPair;
  if (!pair || pair.pairId !== request.pairId) throw new SeedPairChangedError(pair?.pairId ?? null);
  if (serverSeedHash(request.serverSeed) !== pair.serverSeedHash) {
    throw new Error(`server seed does not match the commitment of pair ${pair.pairId}`);
  }
  const draws: RewardDraw[] = [];
  const draw = (purpose: RewardDraw['purpose'], tiers: RewardTiers): bigint => {
    const nonce = pair.nonce + draws.length;
    const recorded = drawFromTiers(
      { serverSeed: request.serverSeed, clientSeed: pair.clientSeed, nonce },
      purpose,
      tiers,
    );
    draws.push(recorded);
    return BigInt(recorded.roll);
  };
  const bean = request.rules.days[streakDay - 1];
  const award = streakDay === STREAK_DAYS ? draw('award', request.rules.award) : 0n;
  const monthPacket = monthPacketDue(request) ? draw('month_packet', request.rules.monthPacket) : 0n;
  const signedIn: SignedIn = {
    type: SIGNED_IN.type,
    data: {
      day: request.today,
      time_zone: request.timeZone,
      streak_day: streakDay,
      bean: bean.toString(),
      award: award.toString(),
      month_packet: monthPacket.toString(),
      month_sign_ins: request.monthSignIns + 1,
      pair_id: pair.pairId,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      draws,
    },
  };
  const events: StreamEvent[] = [signedIn];
  const credit = coinChange(state, 'credit', {
    amount: bean + award,
    changeType: ChangeType.SIGN_IN_PACKET,
    reference: signInReference(request.today),
  });
  events.push(credit.event);
  if (monthPacket > 0n) {
    events.push(
      coinChange(credit.state, 'credit', {
        amount: monthPacket,
        changeType: ChangeType.RED_PACKET,
        reference: monthPacketReference(monthOf(request.today)),
      }).event,
    );
  }
  return events;
}
