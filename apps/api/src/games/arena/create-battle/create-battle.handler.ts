// Creates a battle: the boxes as the catalogue gives them now, the server seed made and its hash
// shown, the creator seated in seat 0 and their stake debited (join-battle's pay); a refused stake
// cancels the battle before it ever opens.
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { BattleMode } from '@lootledger/contracts';
import { GetBoxForOpeningQuery, type BoxForOpeningView } from '../../../catalogue';
import { itemSnapshot } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import { BattleTable, playerContext } from '../battles/battle-table';
import { CancelBattleHandler } from '../cancel-battle/cancel-battle.handler';
import type { BattleState } from '../domain/battle';
import type { BattleBox } from '../domain/battle.events';
import { battlePrice, createBattle } from '../domain/battle.decider';
import { battleSeedKey } from '../domain/battle-keys';
import { JoinBattleHandler } from '../join-battle/join-battle.handler';

export interface CreateBattleInput {
  boxes: readonly string[];
  seats: number;
  mode: BattleMode;
  robots: boolean;
}

@Injectable()
export class CreateBattleHandler {
  constructor(
    private readonly table: BattleTable,
    private readonly queryBus: QueryBus,
    private readonly joining: JoinBattleHandler,
    private readonly cancelling: CancelBattleHandler,
  ) {}

  /** Creates a battle; the creator's stake is debited for seat 0. Returns the battle after it. */
  async create(playerId: string, input: CreateBattleInput): Promise<BattleState> {
    const boxes = await this.boxes(input.boxes);
    await this.table.refuseEarly(playerId, battlePrice(boxes));
    const battleId = randomUUID();
    const reservationId = randomUUID();
    const seed = await this.table.vault.create(playerId, battleSeedKey(battleId));
    const sitter = await this.table.sitter(playerId);
    const created = await this.table.battles.execute(
      battleId,
      'create',
      () =>
        createBattle({
          battleId,
          reservationId,
          creator: sitter,
          mode: input.mode,
          seats: input.seats,
          robots: input.robots,
          boxes,
          serverSeedHash: seed.serverSeedHash,
        }),
      playerContext(playerId),
    );
    try {
      return await this.joining.pay(battleId, reservationId, created.state);
    } catch (error) {
      // The creator's stake was refused: the battle never opens.
      if (error instanceof DomainError) await this.cancelling.cancel(battleId, null, 'unpaid');
      throw error;
    }
  }

  /** The boxes as the catalogue gives them now (enabled ones only), one per round. */
  private async boxes(ids: readonly string[]): Promise<BattleBox[]> {
    const distinct = [...new Set(ids)];
    const found = await Promise.all(
      distinct.map((id) =>
        this.queryBus.execute<GetBoxForOpeningQuery, BoxForOpeningView | null>(new GetBoxForOpeningQuery(id)),
      ),
    );
    const byId = new Map<string, BattleBox>();
    found.forEach((box, index) => {
      if (!box || !box.enabled || box.pool.length === 0) {
        throw new DomainError('BOX_NOT_FOUND', { id: distinct[index] });
      }
      byId.set(box.id, {
        id: box.id,
        name_zh: box.name_zh,
        name_en: box.name_en,
        cover: box.cover,
        price: box.price.toString(),
        pool: box.pool.map((entry) => [entry.itemId, entry.weight] as const),
        items: Object.fromEntries(box.pool.map((entry) => [entry.itemId, itemSnapshot(entry.item)])),
      });
    });
    return ids.map((id) => byId.get(id)!);
  }
}
