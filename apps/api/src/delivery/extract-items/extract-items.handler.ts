// POST /api/extract: sends backpack items to the player's Steam account, one delivery bill each.
// The ledger decides (only items in the backpack now; status 4), then the bills are opened on the
// driver's work list at once (the log subscription would open them too, a moment later).
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@lootledger/event-store';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import { RequestExtractionCommand } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { openBills } from '../deliver-bills/delivery-bills.projection';

@Injectable()
export class ExtractItemsHandler {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  async execute(playerId: string, storageIds: readonly string[]): Promise<string[]> {
    const profile = await this.queryBus.execute<GetPlayerProfileQuery, PlayerProfileView | null>(
      new GetPlayerProfileQuery(playerId),
    );
    if (!profile?.steamUrl) throw new DomainError('TRADE_URL_REQUIRED');
    const items = storageIds.map((storageId) => ({ storageId, billId: randomUUID() }));
    await this.commandBus.execute(new RequestExtractionCommand(playerId, items));
    const at = new Date();
    await openBills(
      this.sql,
      items.map((item) => ({ billId: item.billId, playerId, storageId: item.storageId, at })),
    );
    return items.map((item) => item.billId);
  }
}
