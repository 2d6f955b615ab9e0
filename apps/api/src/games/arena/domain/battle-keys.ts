// The keys a battle's steps are recorded under, so a step repeated after a crash appends nothing the
// second time: the server seed's vault key, each stake's command key, and the settlement's source
// and reason (the house's side of a battle on the ledger's `house-battle-{id}`).
import { battleStreamId } from './battle';

/** The actor of every step the process (or a request on its behalf) takes. */
export const ARENA_PROCESS = 'games.arena';

/** The vault key of a battle's server seed. */
export function battleSeedKey(battleId: string): string {
  return `battle-${battleId}`;
}

export function stakeCommandKey(battleId: string, reservationId: string): string {
  return `battle-stake/${battleId}/${reservationId}`;
}

/** Why a battle's stakes move from the escrow to the house (the settlement's reason). */
export const BATTLE_SETTLED_REASON = 'battle_settled';

/** The source of a battle's settlement (its stream is `house-battle-{id}`; its reference is `battle-{id}` too). */
export function battleSettlementSource(battleId: string): string {
  return battleStreamId(battleId);
}
