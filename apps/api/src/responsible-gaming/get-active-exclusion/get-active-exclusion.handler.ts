import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ActiveExclusionView } from '@lootledger/contracts';
import { exclusionView } from '../http/responsible-gaming.views';
import { ResponsibleGamingService } from '../responsible-gaming.service';
import { GetActiveExclusionQuery } from './get-active-exclusion.query';

@QueryHandler(GetActiveExclusionQuery)
export class GetActiveExclusionHandler implements IQueryHandler<GetActiveExclusionQuery, ActiveExclusionView | null> {
  constructor(private readonly service: ResponsibleGamingService) {}

  async execute({ playerId }: GetActiveExclusionQuery): Promise<ActiveExclusionView | null> {
    return exclusionView(await this.service.exclusion(playerId));
  }
}
