// Public query of delivery for the admin console: one bill as the read model has it, with every event
// of its stream `delivery-{id}` and what the trade provider says about its offer now.
import { Query } from '@nestjs/cqrs';
import type { TradeOfferState } from '../trading/trade-provider.port';
import type { StaffBillView } from '../list-bills/list-bills.query';

export interface BillStreamEventView {
  version: number;
  type: string;
  data: Record<string, unknown>;
  /** Who appended it: { type: 'system' | 'staff', id }. */
  actor: { type: string; id: string } | null;
  createdAt: string;
}

export interface StaffBillDetailView extends StaffBillView {
  events: BillStreamEventView[];
  /** The offer at the trade provider (null: none yet, or the provider could not be asked: see offerError). */
  offer: { offerId: string; state: TradeOfferState; reason: string | null; updatedAt: string } | null;
  offerError: string | null;
}

/** The bill, or null when there is no such bill. */
export class GetBillQuery extends Query<StaffBillDetailView | null> {
  constructor(readonly billId: string) {
    super();
  }
}
