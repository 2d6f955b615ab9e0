// POST /api/extract: sends backpack items to the player's Steam account, one delivery bill each.
// The ledger decides (only items in the backpack now; status 4); the bills read model, projected
// inline with that append, opens the bills on the delivery process's work list.
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import { RequestExtractionCommand } from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';

@Injectable()
export class ExtractItemsHandler {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(playerId: string, storageIds: readonly string[]): Promise<string[]> {
    const profile = await this.queryBus.execute<GetPlayerProfileQuery, PlayerProfileView | null>(
      new GetPlayerProfileQuery(playerId),
    );
    if (!profile?.steamUrl) throw new DomainError('TRADE_URL_REQUIRED');
    const items = storageIds.map((storageId) => ({ storageId, billId: randomUUID() }));
    await this.commandBus.execute(new RequestExtractionCommand(playerId, items));
    return items.map((item) => item.billId);
  }
}
