// Re-checks a drawn ROLL room in the browser with libs/fairness (the code the server drew it with):
// the revealed server seed against its hash, the client seed against the participants in join order,
// and every prize's winner (fairness.md "Giveaway room").
import type { RollRoomResponse } from '@lootledger/contracts';
import { giveawayDraw, serverSeedHash } from '@lootledger/fairness';

export interface RoomCheck {
  seedMatches: boolean;
  clientSeedMatches: boolean;
  /** Per prize: the winner the recomputation gives (null: undrawn) and whether the room shows it. */
  prizes: { index: number; winnerId: string | null; ok: boolean }[];
  ok: boolean;
}

/** Null while the room is not drawn (its seed is not revealed). */
export function verifyRoom(room: RollRoomResponse): RoomCheck | null {
  if (!room.server_seed || !room.client_seed) return null;
  const seedMatches = serverSeedHash(room.server_seed) === room.server_seed_hash;
  const draw = giveawayDraw(
    room.server_seed,
    room.participants.map((participant) => participant.player_id),
    room.prizes.length,
  );
  const winners = new Map(draw.winners.map((winner) => [winner.prize, winner.participantId]));
  const prizes = room.prizes.map((prize) => {
    const winnerId = winners.get(prize.index) ?? null;
    return { index: prize.index, winnerId, ok: winnerId === prize.winner_id };
  });
  const clientSeedMatches = draw.clientSeed === room.client_seed;
  return { seedMatches, clientSeedMatches, prizes, ok: seedMatches && clientSeedMatches && prizes.every((p) => p.ok) };
}
