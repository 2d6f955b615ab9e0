import { serverSeedHash } from './seeds';
import { unitFloat } from './unit-float';
import {
  UPGRADE_MAX_RATE_BASIS_POINTS,
  UPGRADE_MIN_RATE_BASIS_POINTS,
  type UpgradeDrawRecord,
  upgradeOutcome,
  upgradeSucceeds,
  verifyUpgradeDraw,
} from './upgrade';

describe('upgrade', () => {
  it('succeeds when floor(f * 10000) is below the rate, and fails at the rate itself', () => {
    expect(upgradeOutcome(0.0499, 500)).toEqual({ roll: 499, rateBasisPoints: 500, success: true });
    expect(upgradeOutcome(0.05, 500)).toEqual({ roll: 500, rateBasisPoints: 500, success: false });
    expect(upgradeSucceeds(0.7499, 7500)).toBe(true);
    expect(upgradeSucceeds(0.75, 7500)).toBe(false);
    expect(upgradeSucceeds(0, 500)).toBe(true);
    expect(upgradeOutcome(1 - 2 ** -32, 7500)).toMatchObject({ roll: 9999, success: false });
  });

  it('accepts the bounds 5% and 75%', () => {
    expect(UPGRADE_MIN_RATE_BASIS_POINTS).toBe(500);
    expect(UPGRADE_MAX_RATE_BASIS_POINTS).toBe(7500);
    expect(() => upgradeOutcome(0.5, 500)).not.toThrow();
    expect(() => upgradeOutcome(0.5, 7500)).not.toThrow();
  });

  it.each([499, 7501, 0, 10000, 1000.5, Number.NaN])('refuses rate %p', (rate) => {
    expect(() => upgradeSucceeds(0.5, rate)).toThrow(/INVALID_RATE/);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => upgradeSucceeds(1, 500)).toThrow(/INVALID_FLOAT/);
  });
});

describe('verifyUpgradeDraw', () => {
  const serverSeed = 'f'.repeat(64);
  const f = unitFloat(serverSeed, 'player-seed', 12, 0);
  /** A correct record, as an upgrade attempt's event would carry it, with any field replaced. */
  const aRecord = (changes: Partial<UpgradeDrawRecord> = {}): UpgradeDrawRecord => ({
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed: 'player-seed',
    nonce: 12,
    cursor: 0,
    ...upgradeOutcome(f, 5000),
    ...changes,
  });

  it('accepts a correct upgrade record', () => {
    expect(verifyUpgradeDraw(aRecord())).toEqual({ ok: true, reason: null });
  });

  it('refuses a server seed that does not match the commitment', () => {
    expect(verifyUpgradeDraw(aRecord({ serverSeedHash: serverSeedHash('0'.repeat(64)) }))).toMatchObject({
      ok: false,
      reason: 'SEED_HASH_MISMATCH',
    });
  });

  it('refuses a roll that the seeds do not give', () => {
    expect(verifyUpgradeDraw(aRecord({ roll: 1 }))).toMatchObject({ ok: false, reason: 'TICKET_MISMATCH' });
  });

  it('refuses a recorded success that the roll does not give', () => {
    const success = upgradeOutcome(f, 5000).success;
    expect(verifyUpgradeDraw(aRecord({ success: !success }))).toMatchObject({ ok: false, reason: 'RESULT_MISMATCH' });
  });

  it('names a malformed record instead of throwing', () => {
    expect(verifyUpgradeDraw(aRecord({ rateBasisPoints: 9000 }))).toMatchObject({
      ok: false,
      reason: 'MALFORMED_RECORD',
    });
  });
});
