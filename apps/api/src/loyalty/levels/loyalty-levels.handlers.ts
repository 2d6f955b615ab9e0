// Answers the loyalty queries. The levels are read on each call: a handful of rows, edited by staff.
import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { GetInviteeIdsQuery } from '../../identity';
import { GetRechargeTotalQuery } from '../../ledger';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { promotionLevelFor, readPromotionLevels, readVipLevels, type VipLevel } from './loyalty-levels';
import { GetPromotionStandingQuery, GetVipLevelsQuery, type PromotionStanding } from './loyalty-levels.queries';

@QueryHandler(GetVipLevelsQuery)
export class GetVipLevelsHandler implements IQueryHandler<GetVipLevelsQuery, VipLevel[]> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  execute(): Promise<VipLevel[]> {
    return readVipLevels(this.sql);
  }
}

@QueryHandler(GetPromotionStandingQuery)
export class GetPromotionStandingHandler implements IQueryHandler<GetPromotionStandingQuery, PromotionStanding> {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ inviterId }: GetPromotionStandingQuery): Promise<PromotionStanding> {
    const invitees = await this.queryBus.execute<GetInviteeIdsQuery, string[]>(new GetInviteeIdsQuery(inviterId));
    const [total, levels] = await Promise.all([
      this.queryBus.execute<GetRechargeTotalQuery, bigint>(new GetRechargeTotalQuery(invitees)),
      readPromotionLevels(this.sql),
    ]);
    return {
      inviterId,
      peopleInvited: invitees.length,
      inviteTotalRecharge: total,
      level: promotionLevelFor(total, levels),
    };
  }
}
