// Staff reject a bill no trade offer exists for yet (held for approval, or not yet sent): it fails
// with the reason and the item returns to the player's backpack with that reason (back_message).
// 404 NOT_FOUND, 409 BILL_OFFER_SENT (an offer is out: it cannot be withdrawn), BILL_SETTLED.
import { Command } from '@nestjs/cqrs';
import type { BillChange } from '../list-bills/bill-change';

export class RejectBillCommand extends Command<BillChange> {
  constructor(
    readonly billId: string,
    readonly reason: string,
    readonly staffId: string,
  ) {
    super();
  }
}
