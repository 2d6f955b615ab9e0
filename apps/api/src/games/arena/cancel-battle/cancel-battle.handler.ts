// Cancels a waiting battle, by its creator or by the process (a timeout, or a creator's stake that
// was refused): BattleCancelled reveals the server seed, then every stake debited is refunded
// (REFUND from the game escrow, key per reservation): nothing goes to the house.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { coinChange } from '../../../ledger';
import { BattleTable, playerContext, processContext } from '../battles/battle-table';
import type { BattleState } from '../domain/battle';
import { cancelBattle } from '../domain/battle.decider';
import { battleSeedKey } from '../domain/battle-keys';

@Injectable()
export class CancelBattleHandler {
  constructor(private readonly table: BattleTable) {}

  /** The creator (by) or the process (by = null) cancels a waiting battle; every stake is refunded. */
  async cancel(battleId: string, by: string | null, reason: 'creator' | 'timeout' | 'unpaid'): Promise<BattleState> {
    const serverSeed = await this.table.serverSeed(battleId);
    const result = await this.table.battles.execute(
      battleId,
      // Each request its own key: a second cancel by the creator is refused, not taken for a retry.
      `cancel/${randomUUID()}`,
      (state) => cancelBattle(state, { by, reason, serverSeed }),
      by ? playerContext(by) : processContext(),
    );
    if (result.state.phase === 'cancelled') {
      this.table.vault.forget(battleSeedKey(battleId));
      await this.refundStakes(battleId, result.state);
    }
    return result.state;
  }

  /** Refunds every stake of a cancelled battle that was debited (each once). */
  async refundStakes(battleId: string, state: BattleState): Promise<void> {
    for (const reservationId of Object.keys(state.reservations)) await this.refund(battleId, state, reservationId);
  }

  /** Refunds one reservation's stake when it was debited and its seat does not hold (once). */
  async refund(battleId: string, state: BattleState, reservationId: string): Promise<void> {
    const reservation = state.reservations[reservationId];
    if (!reservation) return;
    // A seat that holds in a running or ended battle keeps its stake.
    if (reservation.status === 'taken' && state.phase !== 'cancelled') return;
    if (!(await this.table.stakePaid(reservation.playerId, battleId, reservationId))) return;
    await this.table.accounts.execute(
      reservation.playerId,
      `battle-refund/${battleId}/${reservationId}`,
      (account) => [
        coinChange(account, 'credit', {
          amount: BigInt(state.price),
          changeType: ChangeType.REFUND,
          reference: `battle-refund-${battleId}-${reservationId}`,
          counterAccount: CounterAccount.GAME_ESCROW,
        }).event,
      ],
      processContext(),
    );
  }
}
