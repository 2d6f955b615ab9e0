// A player's balance change records, newest first, paged, optionally of some change types and of one
// reference (what one order, opening or battle moved), with names in the request language (GET
// /api/bean/change_records; an order's credits in GET /api/recharge/{order_id}).
import { Query } from '@nestjs/cqrs';
import type { ChangeRecordView, ChangeType, Language, Paged } from '@lootledger/contracts';

export class GetChangeRecordsQuery extends Query<Paged<ChangeRecordView>> {
  constructor(
    readonly playerId: string,
    readonly page: number,
    readonly perPage: number,
    readonly lang: Language,
    /** Only records of these change types. */
    readonly changeTypes?: readonly ChangeType[],
    /** Only the records of this reference (an order id, an opening id…): with changeTypes, by their index. */
    readonly reference?: string,
  ) {
    super();
  }
}
