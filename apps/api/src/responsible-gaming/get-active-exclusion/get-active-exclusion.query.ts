// The cool-off or self-exclusion in force for a player, or null: what GET /api/me shows at sign-in.
//   queryBus.execute(new GetActiveExclusionQuery(playerId)) -> ActiveExclusionView | null
import { Query } from '@nestjs/cqrs';
import type { ActiveExclusionView } from '@lootledger/contracts';

export class GetActiveExclusionQuery extends Query<ActiveExclusionView | null> {
  constructor(readonly playerId: string) {
    super();
  }
}
