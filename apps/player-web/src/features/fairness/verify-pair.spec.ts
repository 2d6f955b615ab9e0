import { describe, expect, it } from 'vitest';
import type { PairDrawResponse } from '@lootledger/contracts';
import { serverSeedHash, unitFloat } from '@lootledger/fairness';
import { weightedPickRule } from '@/lib/pair-draw-rules';
import i18next from 'i18next';
import { fairness } from './locales';
import { describePairDraw, verifyPairDraw } from './verify-pair';

// fairness.md test vectors: server seed "a" x 64; float(s, "player-seed", 0, 0) = 0.15141557133756578.
const serverSeed = 'a'.repeat(64);
const base = {
  ref: 'r1',
  cursor: 0,
  server_seed: serverSeed,
  server_seed_hash: serverSeedHash(serverSeed),
  client_seed: 'player-seed',
  created_at: '2026-11-23T10:00:00.000Z',
};

const boxDraw: PairDrawResponse = {
  ...base,
  game: 'box',
  nonce: 0,
  roll: 0,
  ticket: 0,
  pool: [
    ['ak', 1],
    ['m4', 3],
    ['knife', 1],
  ],
  result: { item_id: 'ak' },
};

describe('verifying every draw of a revealed pair in the browser', () => {
  it('passes the published vector of a weighted pick and names a changed result', () => {
    expect(verifyPairDraw(boxDraw, {})).toEqual({ ok: true, reason: null });
    expect(verifyPairDraw({ ...boxDraw, game: 'contract' }, { contract: weightedPickRule })).toEqual({
      ok: true,
      reason: null,
    });
    expect(verifyPairDraw({ ...boxDraw, game: 'contract' }, {})).toMatchObject({
      ok: false,
      reason: 'MALFORMED_RECORD',
    });
    expect(verifyPairDraw({ ...boxDraw, result: { item_id: 'm4' } }, {})).toMatchObject({
      ok: false,
      reason: 'RESULT_MISMATCH',
    });
    expect(verifyPairDraw({ ...boxDraw, ticket: 2 }, {})).toMatchObject({ ok: false, reason: 'TICKET_MISMATCH' });
    expect(verifyPairDraw({ ...boxDraw, server_seed: 'b'.repeat(64) }, {})).toMatchObject({
      ok: false,
      reason: 'SEED_HASH_MISMATCH',
    });
  });

  it("hands a game's draw to the rule its feature registers (the upgrade's: features/upgrade/verify-draw.spec.ts)", () => {
    const upgrade: PairDrawResponse = {
      ...base,
      game: 'upgrade',
      nonce: 0,
      roll: 1514,
      rate: 2500,
      result: { success: true },
    };
    const checked: PairDrawResponse[] = [];
    const rule = {
      verify: (draw: PairDrawResponse) => {
        checked.push(draw);
        return { ok: true, reason: null } as const;
      },
      describe: () => '',
    };
    expect(verifyPairDraw(upgrade, { upgrade: rule })).toEqual({ ok: true, reason: null });
    expect(checked).toEqual([upgrade]);
    expect(verifyPairDraw(upgrade, {})).toMatchObject({ ok: false, reason: 'MALFORMED_RECORD' });
  });

  it('checks a random reward amount and a red packet float', () => {
    // 1.00 + floor(0.1514… × 901) hundredths = 1.00 + 1.36 = 2.36
    const reward: PairDrawResponse = {
      ...base,
      game: 'sign_in',
      nonce: 0,
      roll: 136,
      range: { min: '1.00', max: '10.00' },
      result: { amount: '2.36' },
    };
    expect(verifyPairDraw(reward, {})).toEqual({ ok: true, reason: null });
    expect(verifyPairDraw({ ...reward, result: { amount: '2.37' } }, {})).toMatchObject({ ok: false });
    const packet: PairDrawResponse = {
      ...base,
      game: 'red_packet',
      nonce: 1,
      roll: unitFloat(serverSeed, 'player-seed', 1, 0),
      result: {},
    };
    expect(packet.roll).toBe(0.11884149140678346);
    expect(verifyPairDraw(packet, {})).toEqual({ ok: true, reason: null });
    expect(verifyPairDraw({ ...packet, roll: 0.5 }, {})).toMatchObject({ ok: false, reason: 'TICKET_MISMATCH' });
  });

  it('checks a reward drawn from weighted tiers as the weighted pick over [amount, weight]', () => {
    // ticket floor(0.1514… × 8) = 1: the first tier (running sums 5, 7, 8).
    const tiers: PairDrawResponse = {
      ...base,
      game: 'registration_packet',
      nonce: 0,
      roll: 1,
      ticket: 1,
      pool: [
        ['0.10', 5],
        ['1.00', 2],
        ['88.00', 1],
      ],
      range: { min: '0.10', max: '88.00' },
      result: { amount: '0.10' },
    };
    expect(verifyPairDraw(tiers, {})).toEqual({ ok: true, reason: null });
    expect(verifyPairDraw({ ...tiers, result: { amount: '88.00' } }, {})).toMatchObject({
      ok: false,
      reason: 'RESULT_MISMATCH',
    });
    expect(verifyPairDraw({ ...tiers, ticket: 7 }, {})).toMatchObject({ ok: false, reason: 'TICKET_MISMATCH' });
  });

  it('names a drawn item by the name the API gives in the page language, not its id (issue 31)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'zh', resources: { zh: { fairness: fairness.zh } }, interpolation: { escapeValue: false } });
    const t = i18n.getFixedT('zh', 'fairness');
    const named = { ...boxDraw, result: { item_id: 'ak', item_name: 'AK-47 | 红线' } };
    expect(describePairDraw(named, {}, t)).toBe('AK-47 | 红线（票号 0）');
    // An API without names still shows what it has.
    expect(describePairDraw(boxDraw, {}, t)).toBe('ak（票号 0）');
  });
});
