// Re-checks every ROLL room against libs/fairness and the players' ledgers: a drawn room's revealed
// server seed matches its commitment and its winners recompute (fairness.md "Giveaway room", client
// seed from the participants in join order); every prize of a settled room was granted exactly once —
// to its winner ('roll') or back to its creator ('roll-return') — never both, never twice; a creator's
// prizes were escrowed once (ItemsConsumed 'roll') for the room's prizes; nothing moved for a room
// the log does not hold.
import { giveawayDraw, serverSeedHash } from '@lootledger/fairness';
import { scanItemMoves, type ItemsGranted } from '../../../ledger';
import { defineAuditCheck, foldStreams } from '../../../platform/event-sourcing';
import { ROOM } from '../domain/room';

const ROOM_TYPES = ['RoomCreated', 'RoomOpened', 'RoomJoined', 'RoomDrawn', 'RoomCancelled', 'RoomSettled'];

interface Book {
  grants: { playerId: string; source: string; items: ItemsGranted['data']['items']; where: string }[];
  escrows: { playerId: string; storageIds: readonly string[]; where: string }[];
}

function book(byRoom: Map<string, Book>, roomId: string): Book {
  let entry = byRoom.get(roomId);
  if (!entry) {
    entry = { grants: [], escrows: [] };
    byRoom.set(roomId, entry);
  }
  return entry;
}

export const roomsCheck = defineAuditCheck(
  'roll rooms (draws re-computed, every prize granted once: to a winner or back)',
  async (tx, failures) => {
    const rooms = await foldStreams(tx, ROOM, ROOM_TYPES, failures);
    const byRoom = new Map<string, Book>();
    await scanItemMoves(tx, 'ItemsGranted', ['roll', 'roll-return'], ({ playerId, data, where }) => {
      book(byRoom, data.source_id).grants.push({ playerId, source: data.source, items: data.items, where });
    });
    await scanItemMoves(tx, 'ItemsConsumed', ['roll'], ({ playerId, data, where }) => {
      book(byRoom, data.source_id).escrows.push({ playerId, storageIds: data.storage_ids, where });
    });

    let drawn = 0;
    let settled = 0;
    for (const [roomId, state] of rooms) {
      const where = `room ${roomId}`;
      const entry = byRoom.get(roomId) ?? { grants: [], escrows: [] };
      byRoom.delete(roomId);
      const escrowed = entry.escrows.length > 0;
      if (entry.escrows.length > 1) failures.add(`${where}: prizes escrowed ${entry.escrows.length}×`);
      for (const escrow of entry.escrows) {
        const expected = state.prizes.map((prize) => prize.source_storage_id).join();
        if (escrow.playerId !== state.creatorId || escrow.storageIds.join() !== expected)
          failures.add(`${escrow.where}: escrow does not match ${where}'s creator and prizes`);
      }
      if (state.creatorId !== null && (state.phase === 'open' || state.winners.length > 0) && !escrowed)
        failures.add(`${where}: open without its prizes escrowed`);

      if (state.serverSeed !== null && serverSeedHash(state.serverSeed) !== state.serverSeedHash)
        failures.add(`${where}: the revealed server seed does not match its commitment`);
      if (state.clientSeed !== null && state.serverSeed !== null) {
        drawn++;
        try {
          const draw = giveawayDraw(
            state.serverSeed,
            state.participants.map((participant) => participant.player_id),
            state.prizes.length,
          );
          const expected = draw.winners.map((winner) => `${winner.prize}:${winner.index}:${winner.participantId}`);
          const got = state.winners.map((winner) => `${winner.prize}:${winner.index}:${winner.player_id}`);
          if (
            draw.clientSeed !== state.clientSeed ||
            expected.join() !== got.join() ||
            draw.undrawnPrizes.join() !== state.undrawn.join()
          )
            failures.add(`${where}: the draw does not recompute`);
        } catch (error) {
          failures.add(`${where}: cannot be recomputed: ${String(error)}`);
        }
      }

      // Every prize: at most one grant; exactly one once settled (a house prize returns to nobody).
      const grantsOf = new Map<number, string[]>();
      for (const grant of entry.grants) {
        for (const item of grant.items) {
          const winner = state.winners.find((candidate) => candidate.storage_id === item.storage_id);
          if (grant.source === 'roll') {
            if (!winner || winner.player_id !== grant.playerId || state.prizes[winner.prize].item_id !== item.item_id) {
              failures.add(`${grant.where}: ${where} granted ${item.storage_id} to someone who did not win it`);
              continue;
            }
            grantsOf.set(winner.prize, [...(grantsOf.get(winner.prize) ?? []), grant.where]);
          } else if (grant.playerId !== state.creatorId) {
            failures.add(`${grant.where}: ${where} returned an item to someone other than its creator`);
          }
        }
      }
      const returns = entry.grants.filter((grant) => grant.source === 'roll-return');
      if (returns.length > 1) failures.add(`${where}: prizes returned ${returns.length}×`);
      const returnedItems = returns.flatMap((grant) => grant.items.map((item) => item.item_id));
      if (state.phase === 'settled') {
        settled++;
        const expectReturn = state.cancelled
          ? escrowed && state.creatorId !== null
            ? state.prizes.map((prize) => prize.index)
            : []
          : state.creatorId !== null
            ? [...state.undrawn]
            : [];
        const expectedItems = expectReturn.map((index) => state.prizes[index].item_id);
        if (expectedItems.join() !== returnedItems.join())
          failures.add(`${where}: returned [${returnedItems.join()}] instead of [${expectedItems.join()}]`);
        for (const winner of state.winners) {
          const count = grantsOf.get(winner.prize)?.length ?? 0;
          if (count !== 1) failures.add(`${where}: prize ${winner.prize} granted ${count}× to its winner`);
        }
      }
      if (state.cancelled && state.winners.length > 0) failures.add(`${where}: cancelled, yet drawn`);
    }
    for (const [roomId, entry] of byRoom) {
      if (entry.grants.length + entry.escrows.length > 0)
        failures.add(`room ${roomId}: items moved for a room the log does not hold`);
    }
    return [`${rooms.size} rooms (${drawn} drawn, ${settled} settled)`];
  },
);
