// Handles RecycleItemsCommand: the decision runs on the account's stream state (what the player
// holds now, at the version the append expects), so two parallel recycles of one item pay once.
// A refusal names the right reason: items that never were the player's are 404, items the player
// holds no more (recycled, extracted, in delivery) 409.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { recycleItems } from '../domain/backpack.decider';
import { PlayerAccountService, type PlayerAccountResult } from '../player-account/player-account.service';
import { RecycleItemsCommand } from './recycle-items.command';

@CommandHandler(RecycleItemsCommand)
export class RecycleItemsHandler implements ICommandHandler<RecycleItemsCommand> {
  constructor(
    private readonly accounts: PlayerAccountService,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  async execute(command: RecycleItemsCommand): Promise<PlayerAccountResult & { credited: bigint }> {
    try {
      const result = await this.accounts.execute(
        command.playerId,
        `recycle/${command.reference}`,
        (state) => recycleItems(state, { reference: command.reference, storageIds: command.storageIds }),
        { actor: { type: 'player', id: command.playerId }, at: new Date() },
      );
      const recycled = result.events.find((event) => event.type === 'ItemsRecycled');
      return { ...result, credited: recycled ? BigInt((recycled.data as { amount: string }).amount) : 0n };
    } catch (error) {
      if (error instanceof DomainError && error.key === 'ITEM_NOT_IN_BACKPACK') {
        await refineNotHeld(this.sql, command.playerId, command.storageIds);
      }
      throw error;
    }
  }
}

/** Throws 404 STORAGE_NOT_FOUND when any id is not one of the player's items (unknown or someone else's). */
export async function refineNotHeld(sql: SqlClient, playerId: string, storageIds: readonly string[]): Promise<void> {
  const { rows } = await sql.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ledger_storage WHERE player_id = $1 AND id = ANY($2::uuid[])`,
    [playerId, storageIds],
  );
  if (Number(rows[0].n) < new Set(storageIds).size) throw new DomainError('STORAGE_NOT_FOUND');
}
