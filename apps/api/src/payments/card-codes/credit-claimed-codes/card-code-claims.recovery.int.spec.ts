// The recovery loop on the real database with a recording crediter: it pays owed claims past the
// grace period, keeps going past a failed credit, and leaves that one owed for the next pass.
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type SqlClient } from '@lootledger/event-store';
import { LocalLeases } from '../../../platform/cluster/leases';
import type { AppConfig } from '../../../platform/config/app-config';
import { openTestSql } from '../../../platform/testing/test-database';
import { CARD_CODE_MIGRATIONS } from '../card-codes.migrations';
import { hashCode } from '../domain/card-code';
import { CardCodeRepository, type ClaimedCardCode } from '../store/card-code.repository';
import { CardCodeClaimRecovery } from './card-code-claims.recovery';
import type { CardCodeCrediter } from './card-code-crediter';

let close: () => Promise<void>;
let sql: SqlClient;
let codes: CardCodeRepository;

beforeAll(async () => {
  Logger.overrideLogger(false); // the failed credit below is logged on purpose
  ({ sql, close } = await openTestSql('ll_cardrecovery', CARD_CODE_MIGRATIONS));
  codes = new CardCodeRepository(sql);
});
afterAll(() => close());

it('credits claims left without credit, once each, and retries a failed one on the next pass', async () => {
  const hashes = [randomUUID(), randomUUID(), randomUUID()].map(hashCode);
  await codes.insertBatch({
    id: randomUUID(),
    value: 500n,
    expiresAt: new Date(Date.now() + 3600_000),
    note: null,
    createdBy: 's',
    createdAt: new Date(),
    codes: hashes.map((hash) => ({ id: randomUUID(), hash })),
  });
  const claims: ClaimedCardCode[] = [];
  for (const [i, hash] of hashes.entries()) {
    const outcome = await codes.claim(hash, `player-${i}`);
    if (outcome.kind === 'claimed') claims.push(outcome.claim);
  }
  await sql.query(`UPDATE payments_card_codes SET redeemed_at = now() - interval '1 hour'`);

  const credited: string[] = [];
  let failing = claims[1].codeId;
  const crediter = {
    async credit(claim: ClaimedCardCode) {
      if (claim.codeId === failing) throw new Error('ledger unavailable');
      credited.push(claim.codeId);
      await codes.markCredited(claim.codeId);
    },
  } as unknown as CardCodeCrediter;
  const recovery = new CardCodeClaimRecovery(codes, crediter, LocalLeases.on(sql), { role: 'all' } as AppConfig);

  expect(await recovery.runOnce()).toBe(2);
  expect(credited.sort()).toEqual([claims[0].codeId, claims[2].codeId].sort());
  failing = '';
  expect(await recovery.runOnce()).toBe(1);
  expect(await recovery.runOnce()).toBe(0);
  expect(credited).toHaveLength(3);
  expect(await codes.owedClaims(0, 10)).toEqual([]);
});
