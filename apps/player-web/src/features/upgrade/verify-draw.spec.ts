import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PairDrawResponse } from '@lootledger/contracts';
import { serverSeedHash } from '@lootledger/fairness';
import { upgradeFeature } from './feature';
import { upgradePairDrawRule, verifyUpgradePairDraw } from './verify-draw';

// fairness.md test vectors: server seed "a" x 64; float(s, "player-seed", 0, 0) = 0.15141557133756578.
const serverSeed = 'a'.repeat(64);
const upgrade: PairDrawResponse = {
  ref: 'r1',
  cursor: 0,
  server_seed: serverSeed,
  server_seed_hash: serverSeedHash(serverSeed),
  client_seed: 'player-seed',
  created_at: '2026-11-23T10:00:00.000Z',
  game: 'upgrade',
  nonce: 0,
  roll: 1514,
  rate: 2500,
  result: { success: true },
};

describe("verifying an upgrade's pair draw in the browser", () => {
  it('checks an upgrade roll against its rate', () => {
    // floor(0.1514… × 10000) = 1514: a success at 25 %, a failure at 10 %.
    expect(verifyUpgradePairDraw(upgrade)).toEqual({ ok: true, reason: null });
    expect(verifyUpgradePairDraw({ ...upgrade, rate: 1000 })).toMatchObject({ ok: false, reason: 'RESULT_MISMATCH' });
    expect(verifyUpgradePairDraw({ ...upgrade, roll: 1515 })).toMatchObject({ ok: false, reason: 'TICKET_MISMATCH' });
  });

  it('names a draw without its rate', () => {
    expect(verifyUpgradePairDraw({ ...upgrade, rate: undefined })).toMatchObject({
      ok: false,
      reason: 'MALFORMED_RECORD',
    });
  });

  it("is the rule the upgrade's feature registers for its draws, and names a win and a loss", () => {
    expect(upgradeFeature.pairDraws?.upgrade).toBe(upgradePairDrawRule);
    expect(upgradePairDrawRule.verify).toBe(verifyUpgradePairDraw);
    const t = ((key: string, values: object) => `${key} ${JSON.stringify(values)}`) as unknown as TFunction;
    expect(upgradePairDrawRule.describe(upgrade, t)).toBe('upgrade:pairDraw.won {"roll":1514,"rate":2500}');
    expect(upgradePairDrawRule.describe({ ...upgrade, result: { success: false } }, t)).toBe(
      'upgrade:pairDraw.lost {"roll":1514,"rate":2500}',
    );
  });
});
