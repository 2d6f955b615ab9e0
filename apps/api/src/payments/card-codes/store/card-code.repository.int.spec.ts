// The card-code tables on the real database (PostgreSQL with DATABASE_URL, else PGlite): the claim
// is atomic under concurrency, refusals say why, owed claims and usage are counted right.
import { randomInt, randomUUID } from 'node:crypto';
import { type SqlClient } from '@lootledger/event-store';
import { openTestSql } from '../../../platform/testing/test-database';
import { CARD_CODE_MIGRATIONS } from '../card-codes.migrations';
import { generateCodes, hashCode, normaliseCode } from '../domain/card-code';
import { CardCodeRepository } from './card-code.repository';

let close: () => Promise<void>;
let sql: SqlClient;
let codes: CardCodeRepository;

beforeAll(async () => {
  ({ sql, close } = await openTestSql('ll_cardcodes', CARD_CODE_MIGRATIONS));
  codes = new CardCodeRepository(sql);
});
afterAll(() => close());

const DAY_MS = 24 * 3600 * 1000;

/** A stored batch; returns its id and the printed codes. */
async function aBatch(count: number, value = 1000n, expiresAt = new Date(Date.now() + DAY_MS)) {
  const printed = generateCodes(count, randomInt);
  const id = randomUUID();
  await codes.insertBatch({
    id,
    value,
    expiresAt,
    note: null,
    createdBy: 'staff-1',
    createdAt: new Date(),
    codes: printed.map((code) => ({ id: randomUUID(), hash: hashCode(normaliseCode(code)) })),
  });
  return { id, printed, hashes: printed.map((code) => hashCode(normaliseCode(code))) };
}

describe('CardCodeRepository (int)', () => {
  it('stores a batch with its codes as hashes only', async () => {
    const { id, printed, hashes } = await aBatch(3);
    const { rows } = await sql.query<{ row: string }>(
      `SELECT row_to_json(c)::text AS row FROM payments_card_codes c WHERE batch_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(3);
    const stored = rows.map((row) => row.row).join('\n');
    for (const code of printed) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(normaliseCode(code));
    }
    for (const hash of hashes) expect(stored).toContain(hash);
    expect(await codes.findBatch(id)).toMatchObject({ id, value: 1000n, count: 3, createdBy: 'staff-1', note: null });
  });

  it('lets exactly one of 20 concurrent claims of one code win', async () => {
    const { hashes } = await aBatch(1, 2500n);
    const players = Array.from({ length: 20 }, (_, i) => `player-${i}-${randomUUID()}`);
    const outcomes = await Promise.all(players.map((player) => codes.claim(hashes[0], player)));
    const won = outcomes.filter((outcome) => outcome.kind === 'claimed');
    expect(won).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'used')).toHaveLength(19);
    const winner = won[0].kind === 'claimed' ? won[0].claim : undefined;
    expect(winner).toMatchObject({ value: 2500n, playerId: expect.any(String) });
    const { rows } = await sql.query<{ redeemed_by: string }>(
      `SELECT redeemed_by FROM payments_card_codes WHERE code_hash = $1`,
      [hashes[0]],
    );
    expect(rows[0].redeemed_by).toBe(winner!.playerId);
  });

  it('lets one player claim a code once, also with 20 concurrent claims', async () => {
    const { hashes } = await aBatch(1);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => codes.claim(hashes[0], 'same-player')));
    expect(outcomes.filter((outcome) => outcome.kind === 'claimed')).toHaveLength(1);
  });

  it('says why a claim is refused: unknown, used, expired (a used and expired code is used)', async () => {
    expect(await codes.claim(hashCode('ABCDEFGHJKMNPQRSTUVW'), 'p')).toEqual({ kind: 'unknown' });
    const fresh = await aBatch(2);
    expect((await codes.claim(fresh.hashes[0], 'p')).kind).toBe('claimed');
    expect(await codes.claim(fresh.hashes[0], 'p')).toEqual({ kind: 'used' });
    const stale = await aBatch(2);
    expect((await codes.claim(stale.hashes[1], 'p')).kind).toBe('claimed');
    await sql.query(`UPDATE payments_card_codes SET expires_at = now() - interval '1 second' WHERE batch_id = $1`, [
      stale.id,
    ]);
    expect(await codes.claim(stale.hashes[0], 'p')).toEqual({ kind: 'expired' });
    expect(await codes.claim(stale.hashes[1], 'p')).toEqual({ kind: 'used' });
  });

  it('lists claims without credit older than the grace period, until they are marked credited', async () => {
    const { id, hashes } = await aBatch(3, 700n);
    const old = await codes.claim(hashes[0], 'player-old');
    const recent = await codes.claim(hashes[1], 'player-recent');
    if (old.kind !== 'claimed' || recent.kind !== 'claimed') throw new Error('claims failed');
    await sql.query(`UPDATE payments_card_codes SET redeemed_at = now() - interval '1 minute' WHERE id = $1`, [
      old.claim.codeId,
    ]);
    const owedIds = async (grace: number) =>
      (await codes.owedClaims(grace, 1000)).filter((claim) =>
        [old, recent].some((o) => o.claim.codeId === claim.codeId),
      );
    expect(await owedIds(30)).toEqual([{ codeId: old.claim.codeId, playerId: 'player-old', value: 700n }]);
    expect((await owedIds(0)).map((claim) => claim.codeId)).toEqual([old.claim.codeId, recent.claim.codeId]);

    await codes.markCredited(old.claim.codeId);
    await codes.markCredited(old.claim.codeId);
    expect((await owedIds(0)).map((claim) => claim.codeId)).toEqual([recent.claim.codeId]);

    const usage = (await codes.usageOf([id])).get(id);
    expect(usage).toEqual({
      issued: 3,
      redeemed: 2,
      expired: 0,
      available: 1,
      awaitingCredit: 1,
      redeemedValue: 1400n,
    });
  });

  it('counts expired codes apart from redeemed ones', async () => {
    const { id, hashes } = await aBatch(4, 100n);
    await codes.claim(hashes[0], 'p');
    await sql.query(`UPDATE payments_card_codes SET expires_at = now() - interval '1 second' WHERE batch_id = $1`, [
      id,
    ]);
    expect((await codes.usageOf([id])).get(id)).toMatchObject({ issued: 4, redeemed: 1, expired: 3, available: 0 });
  });

  it('lists batches with filter, sort, offset and the total', async () => {
    const note = `list-${randomUUID()}`;
    const ids: string[] = [];
    for (const value of [300n, 100n, 200n]) {
      const id = randomUUID();
      ids.push(id);
      await codes.insertBatch({
        id,
        value,
        expiresAt: new Date(Date.now() + DAY_MS),
        note: `${note} Shop`,
        createdBy: 'staff-9',
        createdAt: new Date(),
        codes: [{ id: randomUUID(), hash: hashCode(randomUUID()) }],
      });
    }
    const page = await codes.listBatches({
      sort: { field: 'bean', order: 'ASC' },
      offset: 1,
      limit: 5,
      filter: { q: `${note} shop`.toUpperCase(), createdBy: 'staff-9' },
    });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.value)).toEqual([200n, 300n]);
    const some = await codes.listBatches({
      sort: { field: 'created_at', order: 'DESC' },
      offset: 0,
      limit: 10,
      filter: { ids: [ids[0], ids[2], 'nope'] },
    });
    expect(some.rows.map((row) => row.id).sort()).toEqual([ids[0], ids[2]].sort());
  });
});
