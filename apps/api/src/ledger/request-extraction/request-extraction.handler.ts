// Handles RequestExtractionCommand: decided on the stream's state (only items in the backpack now),
// refined to 404 when an id was never the player's.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { requestExtraction } from '../domain/backpack.decider';
import { PlayerAccountService, type PlayerAccountResult } from '../player-account/player-account.service';
import { refineNotHeld } from '../recycle-items/recycle-items.handler';
import { RequestExtractionCommand } from './request-extraction.command';

@CommandHandler(RequestExtractionCommand)
export class RequestExtractionHandler implements ICommandHandler<RequestExtractionCommand, PlayerAccountResult> {
  constructor(
    private readonly accounts: PlayerAccountService,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  async execute(command: RequestExtractionCommand): Promise<PlayerAccountResult> {
    const bills = command.items.map((item) => item.billId).sort();
    try {
      return await this.accounts.execute(
        command.playerId,
        `extract/${bills.join(',')}`,
        (state) => [requestExtraction(state, command.items)],
        { actor: { type: 'player', id: command.playerId }, at: new Date() },
      );
    } catch (error) {
      if (error instanceof DomainError && error.key === 'ITEM_NOT_IN_BACKPACK') {
        await refineNotHeld(
          this.sql,
          command.playerId,
          command.items.map((item) => item.storageId),
        );
      }
      throw error;
    }
  }
}
