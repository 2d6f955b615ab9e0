// Re-checks one recorded draw from its revealed server seed, for the player web's verify page and
// the audit CLI: the commitment, then the float, then the game's ticket or roll and its result.
// The shared draws (weighted picks, random rewards, index picks) are kinds of verifyDraw; a game
// with a draw rule of its own verifies it in its own file (libs/fairness/src/<game>.ts, imported as
// @lootledger/fairness/<game>) with verifySeededDraw and the results below.
import { FairnessError } from './fairness-error';
import { indexPick } from './index-pick';
import { type Hundredths, randomReward, toHundredths } from './random-reward';
import { serverSeedHash } from './seeds';
import { unitFloat } from './unit-float';
import { type WeightedPool, weightedPick } from './weighted-pick';

export interface RecordedSeeds {
  /** The revealed server seed. */
  serverSeed: string;
  /** The commitment shown before the draw. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  cursor: number;
}

/** What a draw's event records, by kind of draw. Omitted results are not compared. */
export type DrawRecord = RecordedSeeds &
  (
    | { kind: 'weighted-pick'; pool: WeightedPool; ticket: number; itemId?: string }
    | { kind: 'random-reward'; minHundredths: Hundredths; maxHundredths: Hundredths; amountHundredths: Hundredths }
    /** Giveaway winners (count = remaining) and battle tie-breaks (count = tied seats). */
    | { kind: 'index-pick'; count: number; index: number }
  );

export type VerifyFailure = 'SEED_HASH_MISMATCH' | 'MALFORMED_RECORD' | 'TICKET_MISMATCH' | 'RESULT_MISMATCH';

export type VerifyResult = { ok: true; reason: null } | { ok: false; reason: VerifyFailure; detail: string };

/** The result of a draw that checks out. */
export const VERIFIED: VerifyResult = { ok: true, reason: null };

export function verifyFailure(reason: VerifyFailure, detail: string): VerifyResult {
  return { ok: false, reason, detail };
}

/** A recomputed value that differs from the recorded one. */
export function verifyMismatch(
  reason: VerifyFailure,
  what: string,
  expected: unknown,
  recorded: unknown,
): VerifyResult {
  return verifyFailure(reason, `${what}: recomputed ${String(expected)}, recorded ${String(recorded)}`);
}

/**
 * The checks every draw starts with: seeds that are strings, the revealed server seed against its
 * commitment, then the game's rule over the unit float the seeds give. A FairnessError from the
 * rule (a rate or pool out of range, a negative nonce) is a malformed record, not a crash.
 */
export function verifySeededDraw(record: RecordedSeeds, check: (f: number) => VerifyResult): VerifyResult {
  if (typeof record.serverSeed !== 'string' || typeof record.clientSeed !== 'string') {
    return verifyFailure('MALFORMED_RECORD', 'server seed and client seed must be strings');
  }
  const hash = serverSeedHash(record.serverSeed);
  if (hash !== record.serverSeedHash)
    return verifyMismatch('SEED_HASH_MISMATCH', 'server seed hash', hash, record.serverSeedHash);
  try {
    return check(unitFloat(record.serverSeed, record.clientSeed, record.nonce, record.cursor));
  } catch (error) {
    if (error instanceof FairnessError) return verifyFailure('MALFORMED_RECORD', error.message);
    throw error;
  }
}

export function verifyDraw(record: DrawRecord): VerifyResult {
  return verifySeededDraw(record, (f) => {
    switch (record.kind) {
      case 'weighted-pick': {
        const pick = weightedPick(record.pool, f);
        if (pick.ticket !== record.ticket)
          return verifyMismatch('TICKET_MISMATCH', 'ticket', pick.ticket, record.ticket);
        if (record.itemId !== undefined && pick.itemId !== record.itemId)
          return verifyMismatch('RESULT_MISMATCH', 'item', pick.itemId, record.itemId);
        return VERIFIED;
      }
      case 'random-reward': {
        const amount = randomReward(f, record.minHundredths, record.maxHundredths);
        const recorded = toHundredths(record.amountHundredths);
        return amount === recorded
          ? VERIFIED
          : verifyMismatch('TICKET_MISMATCH', 'amount in hundredths', amount, recorded);
      }
      case 'index-pick': {
        const index = indexPick(f, record.count);
        return index === record.index ? VERIFIED : verifyMismatch('TICKET_MISMATCH', 'index', index, record.index);
      }
      default: {
        const unknownKind: never = record;
        return verifyFailure(
          'MALFORMED_RECORD',
          `unknown draw kind ${String((unknownKind as { kind: unknown }).kind)}`,
        );
      }
    }
  });
}
