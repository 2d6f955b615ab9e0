// A player's balance change records, newest first, paged, optionally of one change type, with
// names in the request language (GET /api/bean/change_records).
import { Query } from '@nestjs/cqrs';
import type { ChangeRecordView, ChangeType, Language, Paged } from '@lootledger/contracts';

export class GetChangeRecordsQuery extends Query<Paged<ChangeRecordView>> {
  constructor(
    readonly playerId: string,
    readonly page: number,
    readonly perPage: number,
    readonly lang: Language,
    readonly changeType?: ChangeType,
  ) {
    super();
  }
}
