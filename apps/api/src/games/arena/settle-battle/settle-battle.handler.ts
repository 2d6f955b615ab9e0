// Settles a full battle: draws every round (fairness.md) and deals the shares on the battle → grants
// each player's share on their stream (ItemsGranted, source 'battle') → releases the stakes held for
// it from game_escrow to house_revenue (a settlement on the ledger's `house-battle-{id}`: the house
// sold the drawn items; robots' shares stay with it) → ends the battle (BattleEnded reveals the
// server seed and records what everyone paid and won). A battle is ended only after its stakes went
// to the house, so a running battle (status 1) is all the process needs to find to finish it.
import { Injectable } from '@nestjs/common';
import { CounterAccount } from '@lootledger/contracts';
import {
  CounterAccountsService,
  grantedItem,
  grantItems,
  type GrantedItem,
  type PlayerAccountState,
} from '../../../ledger';
import { BattleTable, processContext } from '../battles/battle-table';
import { battleStreamId, type BattleState } from '../domain/battle';
import { endBattle, isFull, stakesHeld } from '../domain/battle.decider';
import { BATTLE_SETTLED_REASON, battleSeedKey, battleSettlementSource } from '../domain/battle-keys';

@Injectable()
export class SettleBattleHandler {
  constructor(
    private readonly table: BattleTable,
    private readonly counterAccounts: CounterAccountsService,
  ) {}

  /**
   * Runs a full battle to its end: draws (once), grants every player's share, releases the stakes
   * to the house, ends it. Every step is keyed, so the process may run it again after a crash at
   * any point.
   */
  async settle(battleId: string, after?: BattleState): Promise<BattleState> {
    // `after`: the state the seat's own append left, which every step below verifies again.
    let state = after ?? (await this.table.load(battleId));
    if (state.phase === 'waiting') {
      if (!isFull(state)) return state;
      const serverSeed = await this.table.serverSeed(battleId);
      state = (
        await this.table.battles.execute(
          battleId,
          'start',
          (current) => this.table.draw(current, serverSeed),
          processContext(),
        )
      ).state;
    }
    if (state.phase !== 'in_progress' || !state.started) return state;
    for (const share of state.started.shares) {
      if (share.player_id === null || share.items.length === 0) continue;
      const items = this.shareItems(state, share.items);
      await this.table.accounts.execute(
        share.player_id,
        `battle-win/${battleId}`,
        (account: PlayerAccountState) =>
          account.items.has(items[0].storage_id) ? [] : [grantItems(account, 'battle', battleId, items).event],
        processContext(),
      );
    }
    await this.releaseStakes(battleId, state);
    const serverSeed = await this.table.serverSeed(battleId);
    const ended = await this.table.battles.execute(
      battleId,
      'end',
      (current) => endBattle(current, serverSeed),
      processContext(),
    );
    this.table.vault.forget(battleSeedKey(battleId));
    return ended.state;
  }

  /**
   * The house's side of a running battle's coins: the stakes its player seats paid into the game
   * escrow go to house revenue (it sold the drawn items for them; the robots' shares never leave
   * it). Once per battle (the settlement's reference), before the battle is ended.
   */
  private async releaseStakes(battleId: string, state: BattleState): Promise<void> {
    const amount = stakesHeld(state);
    if (amount === 0n) return;
    await this.counterAccounts.settle(
      {
        source: battleSettlementSource(battleId),
        from: CounterAccount.GAME_ESCROW,
        to: CounterAccount.HOUSE_REVENUE,
        amount,
        reason: BATTLE_SETTLED_REASON,
        reference: battleStreamId(battleId),
      },
      processContext(),
    );
  }

  private shareItems(
    state: BattleState,
    dealt: readonly { round: number; seat: number; storage_id: string }[],
  ): GrantedItem[] {
    const rounds = state.started!.rounds;
    return dealt.map((entry) => {
      const round = rounds.find((candidate) => candidate.round === entry.round && candidate.seat === entry.seat)!;
      return grantedItem(entry.storage_id, { ...state.boxes[entry.round].items[round.item_id], id: round.item_id });
    });
  }
}
