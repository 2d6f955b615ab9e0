// Re-checks the welfare centre's facts in the log: every sign-in and registration packet credits
// exactly what its fact says (SIGN_IN_PACKET = day amount + award under `sign-in-{day}`, RED_PACKET =
// the month packet under `sign-in-month-{month}`, REGISTRATION_PACKET = the packet), no player signs
// in twice on one day or gets two month packets in one month or two registration packets, every
// credit of those types has its fact, each draw's seeds are its pair's commitment and its record is
// consistent (a tier draw's ticket picks the tier it pays; an older range draw's roll is in its range),
// and every draw whose pair is revealed recomputes with libs/fairness to the recorded roll: tier draws
// with tierReward over the tiers they record, range draws (events before tiers) with randomReward.
import { ChangeType } from '@lootledger/contracts';
import { FairnessError, randomReward, serverSeedHash, tierPool, tierReward, unitFloat } from '@lootledger/fairness';
import type { CoinEventData, SeedPairCommitted, SeedPairRevealed } from '../../../ledger';
import { defineAuditCheck, describeEvent, scanEvents, tally, type Tallied } from '../../../platform/event-sourcing';
import { monthOf } from '../domain/calendar';
import { REGISTRATION_PACKET_REFERENCE } from '../domain/registration-packet.decider';
import { monthPacketReference, signInReference } from '../domain/sign-in.decider';
import {
  isTierDraw,
  type PairDraws,
  type RegistrationPacketDrawnData,
  type RewardDraw,
  type SignedInData,
} from '../domain/welfare.events';

interface Pair {
  streamId: string;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed: string | null;
}

const TYPES = ['SeedPairCommitted', 'SeedPairRevealed', 'SignedIn', 'RegistrationPacketDrawn', 'CoinsCredited'];
const WELFARE_CREDITS: readonly number[] = [
  ChangeType.SIGN_IN_PACKET,
  ChangeType.REGISTRATION_PACKET,
  ChangeType.RED_PACKET,
];

/**
 * What is wrong with a draw's record alone (before any seed): a tier draw's ticket must fall in its
 * tiers' total weight and pick the tier whose amount it records; a range draw's roll must be in its
 * range. Null when consistent.
 */
function recordProblem(draw: RewardDraw): string | null {
  try {
    if (isTierDraw(draw)) {
      // fairness.md's weighted pick at the recorded ticket: the first tier whose running sum exceeds it.
      tierPool(draw.tiers); // refuses malformed tiers (FairnessError)
      const total = draw.tiers.reduce((sum, tier) => sum + tier.weight, 0);
      if (!Number.isSafeInteger(draw.ticket) || draw.ticket < 0 || draw.ticket >= total)
        return `ticket ${draw.ticket} outside its tiers' total weight ${total}`;
      let running = 0;
      const picked = draw.tiers.find((tier) => (running += tier.weight) > draw.ticket)!;
      return BigInt(picked.amount).toString() === draw.roll
        ? null
        : `${draw.roll} is not the amount of the tier at ticket ${draw.ticket}`;
    }
    const roll = BigInt(draw.roll);
    return roll < BigInt(draw.min) || roll > BigInt(draw.max) ? `${roll} outside its range` : null;
  } catch (error) {
    if (error instanceof FairnessError || error instanceof SyntaxError || error instanceof TypeError)
      return `malformed record (${error.message})`;
    throw error;
  }
}

/**
 * Recomputes a draw from the revealed seed: tiers by libs/fairness tierReward (the weighted pick over
 * the recorded tiers, comparing the ticket too); events from before tiers by the range rule they
 * were drawn with (fairness.md "Random rewards").
 */
function redraw(draw: RewardDraw, serverSeed: string, clientSeed: string): string {
  const f = unitFloat(serverSeed, clientSeed, draw.nonce, draw.cursor);
  if (!isTierDraw(draw)) return randomReward(f, draw.min, draw.max).toString();
  const pick = tierReward(f, draw.tiers);
  return pick.ticket === draw.ticket ? pick.amount.toString() : `ticket ${pick.ticket} (recorded ${draw.ticket})`;
}

export const welfareCheck = defineAuditCheck(
  'welfare (sign-ins, registration packets: credits and draws)',
  async (tx, failures) => {
    const pairs = new Map<string, Pair>();
    const facts: { where: string; streamId: string; data: PairDraws; expected: [number, string, bigint][] }[] = [];
    /** stream/changeType/reference → amount credited (and how many times). */
    const credits = new Map<string, Tallied>();
    const seen = new Set<string>();
    let signIns = 0;
    let registrations = 0;
    await scanEvents(tx, TYPES, (event) => {
      const where = describeEvent(event.streamId, event.streamVersion, event.eventId);
      switch (event.type) {
        case 'SeedPairCommitted': {
          const data = event.data as unknown as SeedPairCommitted['data'];
          pairs.set(data.pair_id, {
            streamId: event.streamId,
            serverSeedHash: data.server_seed_hash,
            clientSeed: data.client_seed,
            serverSeed: null,
          });
          break;
        }
        case 'SeedPairRevealed': {
          const data = event.data as unknown as SeedPairRevealed['data'];
          const pair = pairs.get(data.pair_id);
          if (pair && pair.streamId === event.streamId) pair.serverSeed = data.server_seed;
          break;
        }
        case 'SignedIn': {
          signIns++;
          const data = event.data as unknown as SignedInData;
          const once = (key: string, what: string) => {
            if (seen.has(key)) failures.add(`${where}: ${what}`);
            seen.add(key);
          };
          once(`${event.streamId}/day/${data.day}`, `a second sign-in on ${data.day}`);
          const expected: [number, string, bigint][] = [
            [ChangeType.SIGN_IN_PACKET, signInReference(data.day), BigInt(data.bean) + BigInt(data.award)],
          ];
          if (BigInt(data.month_packet) > 0n) {
            once(`${event.streamId}/month/${monthOf(data.day)}`, `a second month packet in ${monthOf(data.day)}`);
            expected.push([ChangeType.RED_PACKET, monthPacketReference(monthOf(data.day)), BigInt(data.month_packet)]);
          }
          const award = data.draws.find((draw) => draw.purpose === 'award');
          const packet = data.draws.find((draw) => draw.purpose === 'month_packet');
          if ((award?.roll ?? '0') !== data.award || (packet?.roll ?? '0') !== data.month_packet)
            failures.add(`${where}: the amounts differ from the draws recorded`);
          if (data.streak_day < 1 || data.streak_day > 7) failures.add(`${where}: streak day ${data.streak_day}`);
          facts.push({ where, streamId: event.streamId, data, expected });
          break;
        }
        case 'RegistrationPacketDrawn': {
          registrations++;
          const data = event.data as unknown as RegistrationPacketDrawnData;
          if (seen.has(`${event.streamId}/registration`)) failures.add(`${where}: a second registration packet`);
          seen.add(`${event.streamId}/registration`);
          if (data.draws[0]?.roll !== data.amount) failures.add(`${where}: the amount differs from its draw`);
          facts.push({
            where,
            streamId: event.streamId,
            data,
            expected: [[ChangeType.REGISTRATION_PACKET, REGISTRATION_PACKET_REFERENCE, BigInt(data.amount)]],
          });
          break;
        }
        case 'CoinsCredited': {
          const data = event.data as unknown as CoinEventData;
          if (!WELFARE_CREDITS.includes(data.change_type)) break;
          const key = `${event.streamId}/${data.change_type}/${data.reference}`;
          tally(credits, key, BigInt(data.amount), where);
          break;
        }
      }
    });

    let verified = 0;
    let pending = 0;
    let draws = 0;
    const matched = new Set<string>();
    for (const { where, streamId, data, expected } of facts) {
      for (const [changeType, reference, amount] of expected) {
        const key = `${streamId}/${changeType}/${reference}`;
        matched.add(key);
        const credit = credits.get(key);
        if (!credit || credit.amount !== amount || credit.times !== 1)
          failures.add(
            `${where}: ${amount} due under ${reference}, ${credit?.amount ?? 0n} credited ${credit?.times ?? 0} time(s)`,
          );
      }
      const pair = pairs.get(data.pair_id);
      if (!pair || pair.streamId !== streamId) {
        if (data.draws.length > 0)
          failures.add(`${where}: draws from pair ${data.pair_id}, never committed in this stream`);
        continue;
      }
      if (
        data.draws.length > 0 &&
        (pair.serverSeedHash !== data.server_seed_hash || pair.clientSeed !== data.client_seed)
      )
        failures.add(`${where}: seeds differ from pair ${data.pair_id}'s commitment`);
      for (const draw of data.draws) {
        draws++;
        const problem = recordProblem(draw);
        if (problem !== null) {
          failures.add(`${where}: ${draw.purpose} ${problem}`);
          continue;
        }
        if (pair.serverSeed === null) {
          pending++;
          continue;
        }
        if (serverSeedHash(pair.serverSeed) !== data.server_seed_hash) {
          failures.add(`${where}: the revealed server seed does not match its hash`);
          continue;
        }
        const recomputed = redraw(draw, pair.serverSeed, data.client_seed);
        if (recomputed !== draw.roll)
          failures.add(`${where}: ${draw.purpose} recomputed ${recomputed}, recorded ${draw.roll}`);
        else verified++;
      }
    }
    for (const [key, credit] of credits) {
      const [, changeType, reference] = key.split('/');
      const ours = Number(changeType) !== ChangeType.RED_PACKET || reference.startsWith('sign-in-month-');
      if (ours && !matched.has(key)) failures.add(`${credit.where}: a welfare credit (${reference}) without its fact`);
    }
    return [
      `${signIns} sign-ins and ${registrations} registration packets reconciled with their credits`,
      `${verified} of ${draws} random rewards recomputed from their revealed server seed; ${pending} pending (pair not yet rotated)`,
    ];
  },
);
