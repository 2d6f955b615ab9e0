// Re-checks one recorded draw from its revealed server seed, for the player web's verify page and
// the audit CLI: the commitment, then the float, then the game's ticket or roll and its result.
import { FairnessError } from './fairness-error';
import { indexPick } from './index-pick';
import { type Hundredths, randomReward, toHundredths } from './random-reward';
import { serverSeedHash } from './seeds';
import { unitFloat } from './unit-float';
import { upgradeOutcome } from './upgrade';
import { type WeightedPool, weightedPick } from './weighted-pick';

interface RecordedSeeds {
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
    | { kind: 'upgrade'; rateBasisPoints: number; roll: number; success?: boolean }
    | { kind: 'random-reward'; minHundredths: Hundredths; maxHundredths: Hundredths; amountHundredths: Hundredths }
    /** Giveaway winners (count = remaining) and battle tie-breaks (count = tied seats). */
    | { kind: 'index-pick'; count: number; index: number }
  );

export type VerifyFailure = 'SEED_HASH_MISMATCH' | 'MALFORMED_RECORD' | 'TICKET_MISMATCH' | 'RESULT_MISMATCH';

export type VerifyResult = { ok: true; reason: null } | { ok: false; reason: VerifyFailure; detail: string };

const OK: VerifyResult = { ok: true, reason: null };

function fail(reason: VerifyFailure, detail: string): VerifyResult {
  return { ok: false, reason, detail };
}

function mismatch(reason: VerifyFailure, what: string, expected: unknown, recorded: unknown): VerifyResult {
  return fail(reason, `${what}: recomputed ${String(expected)}, recorded ${String(recorded)}`);
}

export function verifyDraw(record: DrawRecord): VerifyResult {
  if (typeof record.serverSeed !== 'string' || typeof record.clientSeed !== 'string') {
    return fail('MALFORMED_RECORD', 'server seed and client seed must be strings');
  }
  const hash = serverSeedHash(record.serverSeed);
  if (hash !== record.serverSeedHash)
    return mismatch('SEED_HASH_MISMATCH', 'server seed hash', hash, record.serverSeedHash);
  try {
    const f = unitFloat(record.serverSeed, record.clientSeed, record.nonce, record.cursor);
    switch (record.kind) {
      case 'weighted-pick': {
        const pick = weightedPick(record.pool, f);
        if (pick.ticket !== record.ticket) return mismatch('TICKET_MISMATCH', 'ticket', pick.ticket, record.ticket);
        if (record.itemId !== undefined && pick.itemId !== record.itemId)
          return mismatch('RESULT_MISMATCH', 'item', pick.itemId, record.itemId);
        return OK;
      }
      case 'upgrade': {
        const outcome = upgradeOutcome(f, record.rateBasisPoints);
        if (outcome.roll !== record.roll) return mismatch('TICKET_MISMATCH', 'roll', outcome.roll, record.roll);
        if (record.success !== undefined && outcome.success !== record.success) {
          return mismatch('RESULT_MISMATCH', 'success', outcome.success, record.success);
        }
        return OK;
      }
      case 'random-reward': {
        const amount = randomReward(f, record.minHundredths, record.maxHundredths);
        const recorded = toHundredths(record.amountHundredths);
        return amount === recorded ? OK : mismatch('TICKET_MISMATCH', 'amount in hundredths', amount, recorded);
      }
      case 'index-pick': {
        const index = indexPick(f, record.count);
        return index === record.index ? OK : mismatch('TICKET_MISMATCH', 'index', index, record.index);
      }
      default: {
        const unknownKind: never = record;
        return fail('MALFORMED_RECORD', `unknown draw kind ${String((unknownKind as { kind: unknown }).kind)}`);
      }
    }
  } catch (error) {
    if (error instanceof FairnessError) return fail('MALFORMED_RECORD', error.message);
    throw error;
  }
}
