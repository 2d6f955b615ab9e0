// Staff approve a bill held for approval (DELIVERY_APPROVAL_THRESHOLD): the driver sends it to the
// trade provider on its next pass. 404 NOT_FOUND, 409 BILL_NOT_AWAITING_APPROVAL, BILL_SETTLED.
import { Command } from '@nestjs/cqrs';
import type { BillChange } from '../list-bills/bill-change';

export class ApproveBillCommand extends Command<BillChange> {
  constructor(
    readonly billId: string,
    readonly staffId: string,
  ) {
    super();
  }
}
