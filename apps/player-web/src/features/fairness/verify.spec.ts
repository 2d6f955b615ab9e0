import { describe, expect, it } from 'vitest';
import { boxOpenDraws, serverSeedHash } from '@lootledger/fairness';
import { boxPool, recomputeBoxDraw, verifyLoggedDraw } from './verify';

const box = {
  items: [
    { id: 'p250', weight: 2500 },
    { id: 'ak47', weight: 300 },
    { id: 'knife', weight: 5 },
  ],
};
const serverSeed = 'a'.repeat(64);

describe('verifying box draws in the browser', () => {
  const pool = boxPool(box as never);
  const draws = boxOpenDraws({ serverSeed, clientSeed: 'my seed', nonce: 0 }, pool, 3);

  it('recomputes what the server drew', () => {
    for (const draw of draws) {
      const result = recomputeBoxDraw(serverSeed, 'my seed', draw.nonce, pool);
      expect(result.ticket).toBe(draw.ticket);
      expect(result.itemId).toBe(draw.itemId);
      expect(result.serverSeedHash).toBe(serverSeedHash(serverSeed));
    }
  });

  it('accepts a recorded draw and rejects a tampered one', () => {
    const draw = draws[1];
    const logged = {
      server_seed_hash: serverSeedHash(serverSeed),
      client_seed: 'my seed',
      nonce: draw.nonce,
      cursor: 0,
      ticket: draw.ticket,
    };
    expect(verifyLoggedDraw(logged, serverSeed, pool, draw.itemId).ok).toBe(true);
    expect(verifyLoggedDraw({ ...logged, ticket: draw.ticket + 1 }, serverSeed, pool).ok).toBe(false);
    expect(verifyLoggedDraw(logged, 'b'.repeat(64), pool).ok).toBe(false);
  });
});
