// One player's balance change records for staff (GET /admin/api/change-records?filter={"player_id"}):
// every coin event with its change type, signed amount, balance after, reference, counter-account and
// who caused it (the event's actor: player, staff or system).
import { Query } from '@nestjs/cqrs';
import type { ChangeDirection, ChangeType } from '@lootledger/contracts';

export interface ChangeRecordsRequest {
  filter: {
    playerId: string;
    changeType?: ChangeType;
    direction?: ChangeDirection;
    /** What caused it (order id, open id, adjustment id, ...). */
    reference?: string;
    from?: Date;
    to?: Date;
  };
  /** Stream order (the order they happened in). */
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export interface StaffChangeRecordView {
  /** The coin event's id. */
  id: string;
  playerId: string;
  version: number;
  createdAt: string;
  direction: ChangeDirection;
  changeType: ChangeType;
  /** Signed hundredths. */
  amount: bigint;
  balanceAfter: bigint;
  reference: string;
  counterAccount: string | null;
  actor: { type: string; id: string } | null;
}

export interface ChangeRecordsPage {
  records: StaffChangeRecordView[];
  total: number;
}

export class ListChangeRecordsQuery extends Query<ChangeRecordsPage> {
  constructor(readonly request: ChangeRecordsRequest) {
    super();
  }
}
