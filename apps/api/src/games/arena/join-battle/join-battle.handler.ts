// A player joins a battle: reserve the seat on the battle → debit the stake on the player's stream
// (BATTLE, into the game escrow; key and reference per reservation) → take the seat; a refused debit
// releases the seat; a stake debited for a seat that can no longer be taken (cancelled meanwhile) is
// refunded. The last seat's append carries the draw too (BattleStarted), then the battle is settled.
// Every key is deterministic, so a step repeated after a crash appends nothing the second time.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ChangeType } from '@lootledger/contracts';
import { coinChange } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import { BattleTable, playerContext, processContext } from '../battles/battle-table';
import { CancelBattleHandler } from '../cancel-battle/cancel-battle.handler';
import { BATTLE, type BattleState } from '../domain/battle';
import { isFull, releaseSeat, reserveSeat, takeSeat } from '../domain/battle.decider';
import { stakeCommandKey } from '../domain/battle-keys';
import { SettleBattleHandler } from '../settle-battle/settle-battle.handler';

@Injectable()
export class JoinBattleHandler {
  constructor(
    private readonly table: BattleTable,
    private readonly settling: SettleBattleHandler,
    private readonly cancelling: CancelBattleHandler,
  ) {}

  /** A player takes a seat (the lowest free one unless named) and pays for it. */
  async join(playerId: string, battleId: string, seat?: number): Promise<BattleState> {
    const battle = await this.table.load(battleId);
    if (battle.phase !== 'waiting') throw new DomainError('BATTLE_NOT_WAITING');
    await this.table.refuseEarly(playerId, BigInt(battle.price));
    const sitter = await this.table.sitter(playerId);
    const reservationId = randomUUID();
    const reserved = await this.table.battles.execute(
      battleId,
      `reserve/${reservationId}`,
      (state) => reserveSeat(state, { reservationId, sitter, seat }),
      playerContext(playerId),
    );
    return this.pay(battleId, reservationId, reserved.state);
  }

  /**
   * Debits a reservation's stake and takes the seat; a refused debit releases the seat (and the
   * refusal is thrown); a stake debited for a seat that can no longer be taken is refunded. `battle`:
   * the state the reservation's own append left (no read then).
   */
  async pay(battleId: string, reservationId: string, battle?: BattleState): Promise<BattleState> {
    battle ??= await this.table.load(battleId);
    const reservation = battle.reservations[reservationId];
    if (!reservation) throw new Error(`battle ${battleId}: no reservation ${reservationId}`);
    try {
      await this.table.accounts.execute(
        reservation.playerId,
        stakeCommandKey(battleId, reservationId),
        (state) => [
          coinChange(state, 'debit', {
            amount: BigInt(battle.price),
            changeType: ChangeType.BATTLE,
            reference: `battle-${battleId}-${reservationId}`,
          }).event,
        ],
        playerContext(reservation.playerId),
      );
    } catch (error) {
      if (error instanceof DomainError) {
        await this.table.battles.execute(
          battleId,
          `release/${reservationId}`,
          (state) => releaseSeat(state, reservationId, error.key),
          processContext(),
        );
      }
      throw error;
    }
    return this.takeSeat(battleId, reservationId);
  }

  /**
   * Finishes a reservation a request left pending (it crashed, or is stuck): taken when its stake
   * was debited, released when not. Used by the process for reservations older than a minute.
   */
  async settleReservation(battleId: string, reservationId: string): Promise<void> {
    const battle = await this.table.load(battleId);
    const reservation = battle.reservations[reservationId];
    if (!reservation || reservation.status !== 'pending') return;
    if (await this.table.stakePaid(reservation.playerId, battleId, reservationId)) {
      await this.takeSeat(battleId, reservationId).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
      });
      return;
    }
    await this.table.battles.execute(
      battleId,
      `release/${reservationId}`,
      (state) => releaseSeat(state, reservationId, 'ABANDONED'),
      processContext(),
    );
    // A debit that lands after the release (a request stuck that long) is refunded when it fails to take the seat.
  }

  /**
   * The stake is debited: take the seat (or refund it when the battle stopped waiting). The last
   * seat's append carries the draw too (BattleStarted), then the battle is settled.
   */
  private async takeSeat(battleId: string, reservationId: string): Promise<BattleState> {
    let state: BattleState;
    try {
      const serverSeed = await this.table.serverSeed(battleId);
      state = (
        await this.table.battles.execute(
          battleId,
          `take/${reservationId}`,
          (current) => {
            const taken = takeSeat(current, reservationId);
            return taken.length === 0 ? [] : [...taken, ...this.table.draw(BATTLE.fold(current, taken), serverSeed)];
          },
          processContext(),
        )
      ).state;
    } catch (error) {
      if (!(error instanceof DomainError) || error.key !== 'BATTLE_NOT_WAITING') throw error;
      const current = await this.table.load(battleId);
      await this.cancelling.refund(battleId, current, reservationId);
      throw error;
    }
    return isFull(state) ? this.settling.settle(battleId, state) : state;
  }
}
