// Public query of delivery for the admin console: a page of delivery bills from the bills read model,
// filtered and sorted, with the total (react-admin's Content-Range).
import { Query } from '@nestjs/cqrs';

export const BILL_SORT_FIELDS = ['created_at', 'updated_at', 'status'] as const;
export type BillSortField = (typeof BILL_SORT_FIELDS)[number];
/** Bill statuses (contract section 7): 0 returned to the backpack, 1 extracted, 4 requested, 5 shipping, 6 awaiting receipt. */
export const BILL_STATUSES = [0, 1, 4, 5, 6] as const;

export interface BillListRequest {
  sort: { field: BillSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: {
    status?: number;
    /** Held for staff approval (status 4). */
    awaitingApproval?: boolean;
    playerId?: string;
    /** Opened at or after. */
    from?: Date;
    /** Opened before. */
    to?: Date;
    ids?: readonly string[];
  };
}

export interface StaffBillView {
  billId: string;
  playerId: string;
  storageId: string;
  status: number;
  awaitingApproval: boolean;
  offerId: string | null;
  /** Why it failed (the item's back_message), or null. */
  reason: string | null;
  /** Known once the driver opened the bill's stream. */
  item: { itemId: string; nameZh: string; nameEn: string; value: bigint } | null;
  /** Failed provider calls in a row; the driver gives up after 12. */
  attempts: number;
  /** When the driver looks at it next (ISO-8601 UTC). */
  nextCheckAt: string;
  /** The driver is finished with it. */
  done: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface StaffBillPage {
  bills: StaffBillView[];
  total: number;
}

export class ListBillsQuery extends Query<StaffBillPage> {
  constructor(readonly request: BillListRequest) {
    super();
  }
}
