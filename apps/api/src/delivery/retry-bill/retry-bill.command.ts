// Staff reschedule an open bill now (its provider calls kept failing, or it looks stuck): attempts
// start over and the driver takes it on its next pass. 404 NOT_FOUND, 409 BILL_SETTLED.
import { Command } from '@nestjs/cqrs';
import type { BillChange } from '../list-bills/bill-change';

export class RetryBillCommand extends Command<BillChange> {
  constructor(readonly billId: string) {
    super();
  }
}
