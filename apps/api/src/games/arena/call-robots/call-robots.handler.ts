// A seated player fills a battle's empty seats with robots (robot-<seat> client seeds): the robots'
// seats and the draw are one append, then the full battle is settled.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BattleTable, playerContext } from '../battles/battle-table';
import { BATTLE, type BattleState } from '../domain/battle';
import { callRobots, isFull } from '../domain/battle.decider';
import { SettleBattleHandler } from '../settle-battle/settle-battle.handler';

@Injectable()
export class CallRobotsHandler {
  constructor(
    private readonly table: BattleTable,
    private readonly settling: SettleBattleHandler,
  ) {}

  /** A seated player fills the empty seats with robots; a full battle starts. */
  async callRobots(playerId: string, battleId: string): Promise<BattleState> {
    await this.table.load(battleId);
    const serverSeed = await this.table.serverSeed(battleId);
    const result = await this.table.battles.execute(
      battleId,
      `robots/${randomUUID()}`,
      (state) => {
        const called = callRobots(state, playerId);
        return called.length === 0 ? [] : [...called, ...this.table.draw(BATTLE.fold(state, called), serverSeed)];
      },
      playerContext(playerId),
    );
    return isFull(result.state) ? this.settling.settle(battleId, result.state) : result.state;
  }
}
