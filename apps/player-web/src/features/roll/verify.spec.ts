import { giveawayDraw, serverSeedHash } from '@lootledger/fairness';
import type { RollRoomResponse } from '@lootledger/contracts';
import { describe, expect, it } from 'vitest';
import { verifyRoom } from './verify';

const SEED = 'b'.repeat(64);

function drawnRoom(): RollRoomResponse {
  const participants = ['p1', 'p2'];
  const draw = giveawayDraw(SEED, participants, 3);
  const winners = new Map(draw.winners.map((w) => [w.prize, w.participantId]));
  return {
    id: 'r',
    name: 'Room',
    description: '',
    status: 1,
    cancelled: false,
    house: false,
    creator_id: 'c',
    has_password: false,
    min_recharge: '0.00',
    recharge_days: 30,
    max_participants: 0,
    subordinates_only: false,
    end_time: '2026-11-25T12:00:00.000Z',
    prizes: [0, 1, 2].map((index) => ({
      index,
      item_id: `i${index}`,
      name: `Item ${index}`,
      cover: '',
      bean: '1.00',
      winner_id: winners.get(index) ?? null,
    })),
    participants: participants.map((id) => ({ player_id: id, name: id })),
    server_seed_hash: serverSeedHash(SEED),
    server_seed: SEED,
    client_seed: draw.clientSeed,
    draws: [],
  };
}

describe('verifyRoom', () => {
  it('confirms a draw that recomputes, the third prize undrawn', () => {
    const check = verifyRoom(drawnRoom())!;
    expect(check.ok).toBe(true);
    expect(check.prizes[2]).toEqual({ index: 2, winnerId: null, ok: true });
  });

  it('flags a changed winner, a wrong seed, and waits for the draw', () => {
    const room = drawnRoom();
    const swapped = { ...room, prizes: room.prizes.map((p, i) => (i === 0 ? { ...p, winner_id: 'someone' } : p)) };
    expect(verifyRoom(swapped)!.ok).toBe(false);
    expect(verifyRoom({ ...room, server_seed_hash: 'x' })!.seedMatches).toBe(false);
    expect(verifyRoom({ ...room, server_seed: null })).toBeNull();
  });
});
