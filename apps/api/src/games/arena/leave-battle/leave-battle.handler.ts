// A player leaves a battle they paid a seat in, before it starts: SeatLeft frees the seat on the
// battle's stream, then the stake is refunded on the player's stream (REFUND from the game escrow,
// the cancel's key per reservation: once, however many requests race). A request finding the player
// already gone appends nothing and still finishes the refund (a crash between the two steps; the
// refunds process does too).
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BattleTable, playerContext } from '../battles/battle-table';
import { CancelBattleHandler } from '../cancel-battle/cancel-battle.handler';
import type { BattleState } from '../domain/battle';
import { leaveBattle } from '../domain/battle.decider';

@Injectable()
export class LeaveBattleHandler {
  constructor(
    private readonly table: BattleTable,
    private readonly cancelling: CancelBattleHandler,
  ) {}

  async leave(playerId: string, battleId: string): Promise<BattleState> {
    await this.table.load(battleId);
    const result = await this.table.battles.execute(
      battleId,
      // Each request its own key: the decider says whether there is anything left to do.
      `leave/${randomUUID()}`,
      (state) => leaveBattle(state, playerId),
      playerContext(playerId),
    );
    await this.refundLeft(battleId, result.state, playerId);
    return result.state;
  }

  /** Refunds the stakes of the seats a player left (each reservation once). */
  async refundLeft(battleId: string, state: BattleState, playerId?: string): Promise<void> {
    for (const [reservationId, reservation] of Object.entries(state.reservations)) {
      if (reservation.status !== 'left' || (playerId !== undefined && reservation.playerId !== playerId)) continue;
      await this.cancelling.refund(battleId, state, reservationId);
    }
  }
}
