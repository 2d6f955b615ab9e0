import { indexPick } from './index-pick';
import { randomReward } from './random-reward';
import { serverSeedHash } from './seeds';
import { unitFloat } from './unit-float';
import { type DrawRecord, verifyDraw } from './verify-draw';
import { weightedPick } from './weighted-pick';

const serverSeed = 'f'.repeat(64);
const seeds = {
  serverSeed,
  serverSeedHash: serverSeedHash(serverSeed),
  clientSeed: 'player-seed',
  nonce: 12,
  cursor: 0,
};
const f = unitFloat(serverSeed, 'player-seed', 12, 0);
const pool: [string, number][] = [
  ['p250', 70],
  ['ak', 25],
  ['knife', 5],
];

/** A correct record of each kind (the upgrade's own draw: upgrade.spec.ts), as a draw's event would carry it, with any field replaced. */
const aRecord = {
  pick: (changes: Partial<DrawRecord> = {}) =>
    ({ ...seeds, kind: 'weighted-pick', pool, ...weightedPick(pool, f), ...changes }) as DrawRecord,
  reward: (changes: Partial<DrawRecord> = {}) =>
    ({
      ...seeds,
      kind: 'random-reward',
      minHundredths: '1800',
      maxHundredths: '18800',
      amountHundredths: randomReward(f, 1800n, 18800n),
      ...changes,
    }) as DrawRecord,
  index: (changes: Partial<DrawRecord> = {}) =>
    ({ ...seeds, kind: 'index-pick', count: 7, index: indexPick(f, 7), ...changes }) as DrawRecord,
};

describe('verifyDraw', () => {
  it.each(Object.entries(aRecord))('accepts a correct %s record', (_, build) => {
    expect(verifyDraw(build())).toEqual({ ok: true, reason: null });
  });

  it('refuses a server seed that does not match the commitment', () => {
    const result = verifyDraw(aRecord.pick({ serverSeedHash: serverSeedHash('0'.repeat(64)) }));
    expect(result).toMatchObject({ ok: false, reason: 'SEED_HASH_MISMATCH' });
  });

  it('refuses a ticket, roll, amount or index that the seeds do not give', () => {
    const pick = weightedPick(pool, f);
    expect(verifyDraw(aRecord.pick({ ticket: pick.ticket + 1 } as Partial<DrawRecord>))).toMatchObject({
      ok: false,
      reason: 'TICKET_MISMATCH',
    });
    expect(verifyDraw(aRecord.pick({ nonce: 13 }))).toMatchObject({ ok: false });
    expect(verifyDraw(aRecord.reward({ amountHundredths: 1800n } as Partial<DrawRecord>))).toMatchObject({
      ok: false,
      reason: 'TICKET_MISMATCH',
    });
    expect(verifyDraw(aRecord.index({ index: (indexPick(f, 7) + 1) % 7 } as Partial<DrawRecord>))).toMatchObject({
      ok: false,
      reason: 'TICKET_MISMATCH',
    });
  });

  it('refuses a recorded result that the ticket does not give', () => {
    const other = pool.find(([itemId]) => itemId !== weightedPick(pool, f).itemId)![0];
    expect(verifyDraw(aRecord.pick({ itemId: other } as Partial<DrawRecord>))).toMatchObject({
      ok: false,
      reason: 'RESULT_MISMATCH',
    });
  });

  it('names a malformed record instead of throwing', () => {
    expect(verifyDraw(aRecord.pick({ pool: [] } as Partial<DrawRecord>))).toMatchObject({
      ok: false,
      reason: 'MALFORMED_RECORD',
    });
    expect(verifyDraw(aRecord.pick({ nonce: -1 }))).toMatchObject({ ok: false, reason: 'MALFORMED_RECORD' });
    expect(verifyDraw(aRecord.pick({ kind: 'dice' } as unknown as Partial<DrawRecord>))).toMatchObject({
      ok: false,
      reason: 'MALFORMED_RECORD',
    });
  });
});
