// Staff reschedule an open bill now (RetryBillCommand), through the delivery process.
import { CommandHandler } from '@nestjs/cqrs';
import { StaffBillActionHandler } from '../list-bills/bill-change';
import { RetryBillCommand } from './retry-bill.command';

@CommandHandler(RetryBillCommand)
export class RetryBillHandler extends StaffBillActionHandler<RetryBillCommand> {
  protected act({ billId }: RetryBillCommand): Promise<void> {
    return this.driver.retryBill(billId);
  }
}
