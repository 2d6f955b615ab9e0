import type { BattleResponse } from '@lootledger/contracts';
import { battleResult, serverSeedHash } from '@lootledger/fairness';
import { describe, expect, it } from 'vitest';
import { verifyBattle } from './verify-battle';

const serverSeed = 'b'.repeat(64);
const pool: [string, number][] = [
  ['cheap', 3],
  ['dear', 1],
];
const values: Record<string, bigint> = { cheap: 150n, dear: 9_000n };

function anEndedBattle(): BattleResponse {
  const seats = [
    { kind: 'player' as const, clientSeed: 'alice' },
    { kind: 'player' as const, clientSeed: 'bob' },
  ];
  const result = battleResult(
    {
      serverSeed,
      seats,
      boxes: [
        { pool, values },
        { pool, values },
      ],
    },
    'classic',
  );
  return {
    id: 'b1',
    status: 2,
    mode: 'classic',
    seats_total: 2,
    robots: false,
    price: '20.00',
    creator_id: 'p1',
    boxes: [0, 1].map(() => ({ id: 'x', name: 'X', cover: '', price: '10.00', pool })),
    seats: ['alice', 'bob'].map((seed, seat) => ({
      seat,
      player_id: `p${seat}`,
      robot: false,
      name: seed,
      avatar: '',
      client_seed: seed,
      total: '0.00',
      won: '0.00',
    })),
    server_seed_hash: serverSeedHash(serverSeed),
    server_seed: serverSeed,
    client_seed: result.clientSeed,
    rounds: result.draws.flat().map((draw) => ({
      round: draw.round,
      seat: draw.seat,
      nonce: draw.nonce,
      cursor: draw.cursor,
      ticket: draw.ticket,
      item_id: draw.itemId,
      name: draw.itemId,
      cover: '',
      lv: 1,
      bean: draw.itemId === 'dear' ? '90.00' : '1.50',
    })),
    tie_break: null,
    winners: result.winners,
    created_at: '2026-11-24T10:00:00.000Z',
    started_at: '2026-11-24T10:00:01.000Z',
    ended_at: '2026-11-24T10:00:01.000Z',
  };
}

describe('verifyBattle', () => {
  it('accepts an honest battle: seed, client seed, every round and the winner', () => {
    const check = verifyBattle(anEndedBattle());
    expect(check).toMatchObject({ seedMatches: true, clientSeedMatches: true, winnersMatch: true, ok: true });
    expect(check.rounds).toHaveLength(4);
  });

  it('flags a changed round, a changed winner and a seed that is not the committed one', () => {
    const battle = anEndedBattle();
    battle.rounds![1] = { ...battle.rounds![1], ticket: battle.rounds![1].ticket + 1 };
    expect(verifyBattle(battle).rounds[1].ok).toBe(false);
    expect(verifyBattle({ ...anEndedBattle(), winners: [1 - anEndedBattle().winners[0]] }).winnersMatch).toBe(false);
    expect(verifyBattle({ ...anEndedBattle(), server_seed: 'c'.repeat(64) }).seedMatches).toBe(false);
    expect(verifyBattle({ ...anEndedBattle(), server_seed: null }).ok).toBe(false);
  });
});
