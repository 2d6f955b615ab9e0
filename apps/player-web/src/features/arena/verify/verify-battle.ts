// Re-checks a battle in the browser with libs/fairness (the code the server drew it with): the
// revealed server seed against its hash, the battle's client seed against the seats', every round's
// ticket and item against the box's recorded pool (nonce = round, cursor = seat), and the winners by
// the battle's mode and tie-break.
import { parseAmount, type BattleResponse } from '@lootledger/contracts';
import { battleResult, serverSeedHash, type BattleSeat } from '@lootledger/fairness';

export interface BattleRoundCheck {
  round: number;
  seat: number;
  itemId: string;
  ticket: number;
  ok: boolean;
}

export interface BattleCheck {
  /** Null while the seed is not revealed (the battle has not ended). */
  seedMatches: boolean | null;
  clientSeedMatches: boolean | null;
  rounds: BattleRoundCheck[];
  winnersMatch: boolean | null;
  ok: boolean;
}

export function verifyBattle(battle: BattleResponse): BattleCheck {
  const rounds = battle.rounds ?? [];
  if (!battle.server_seed) {
    return {
      seedMatches: null,
      clientSeedMatches: null,
      rounds: rounds.map((round) => ({
        round: round.round,
        seat: round.seat,
        itemId: round.item_id,
        ticket: round.ticket,
        ok: false,
      })),
      winnersMatch: null,
      ok: false,
    };
  }
  const seedMatches = serverSeedHash(battle.server_seed) === battle.server_seed_hash;
  const seats: BattleSeat[] = battle.seats.map((seat) =>
    seat.robot ? { kind: 'robot' } : { kind: 'player', clientSeed: seat.client_seed },
  );
  const values = new Map(rounds.map((round) => [round.item_id, parseAmount(round.bean) ?? 0n]));
  let result: ReturnType<typeof battleResult> | null = null;
  try {
    result = battleResult(
      {
        serverSeed: battle.server_seed,
        seats,
        boxes: battle.boxes.map((box) => ({
          pool: box.pool,
          // A value for every pool item: items nobody drew cannot change a draw or a total.
          values: Object.fromEntries(box.pool.map(([itemId]) => [itemId, values.get(itemId) ?? 0n])),
        })),
      },
      battle.mode,
    );
  } catch {
    result = null;
  }
  const checks = rounds.map((round) => {
    const draw = result?.draws[round.round]?.[round.seat];
    return {
      round: round.round,
      seat: round.seat,
      itemId: round.item_id,
      ticket: round.ticket,
      ok:
        !!draw &&
        draw.itemId === round.item_id &&
        draw.ticket === round.ticket &&
        round.nonce === round.round &&
        round.cursor === round.seat,
    };
  });
  const clientSeedMatches = result !== null && result.clientSeed === battle.client_seed;
  const winnersMatch = result !== null && result.winners.join(',') === battle.winners.join(',');
  return {
    seedMatches,
    clientSeedMatches,
    rounds: checks,
    winnersMatch,
    ok: seedMatches && clientSeedMatches && winnersMatch && checks.length > 0 && checks.every((check) => check.ok),
  };
}
